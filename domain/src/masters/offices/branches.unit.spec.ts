import { describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError } from '../../shared/errors.js';
import { specFor } from '../../shared/given-when-then.js';
import { type BranchDetails, type BranchEvent, branch } from './branches.js';
import { saveBranchSchema } from './schemas.js';
import { firstMessages } from './testing.js';

const given = specFor(branch);
const eq = (a: unknown, b: unknown) => expect(a).toEqual(b);
const ID = '11111111-1111-4111-8111-111111111111';
const AD1 = '22222222-2222-4222-8222-222222222222';
const AD2 = '33333333-3333-4333-8333-333333333333';
const REGION = '44444444-4444-4444-8444-444444444444';
const details: BranchDetails = {
  branchName: 'Hosur',
  branchNameTa: 'ஓசூர்',
  adOfficeId: AD1,
  regionId: REGION,
  address1: 'Cocoon Market Road',
  address2: null,
  city: 'Hosur',
  pinCode: '635109',
  mobileNo: '9443012345',
  officeNo: null,
  alternateNo: null,
  emailId: 'hosur@example.in',
};
const opened: BranchEvent = {
  type: 'BranchOpened',
  data: { branchId: ID, branchCode: 'HSR', kind: 'market', ...details },
};

describe('branch', () => {
  it('opens a market', () => {
    given()
      .when({ type: 'OpenBranch', data: opened.data as never })
      .thenEmits([opened], eq);
  });

  it('refuses to open the same branch twice', () => {
    given([opened])
      .when({ type: 'OpenBranch', data: opened.data as never })
      .thenThrows((fn) => expect(fn).toThrow(ConflictError));
  });

  it('moves a branch to another AD office and deactivates it in one update', () => {
    given([opened])
      .when({ type: 'UpdateBranch', data: { branchId: ID, ...details, adOfficeId: AD2, isActive: 0 } })
      .thenEmits(
        [
          { type: 'BranchUpdated', data: { branchId: ID, ...details, adOfficeId: AD2 } },
          { type: 'BranchDeactivated', data: { branchId: ID } },
        ],
        eq,
      );
  });

  it('emits nothing when nothing changed, and reactivates', () => {
    given([opened])
      .when({ type: 'UpdateBranch', data: { branchId: ID, ...details, isActive: 1 } })
      .thenEmits([], eq);
    given([opened, { type: 'BranchDeactivated', data: { branchId: ID } }])
      .when({ type: 'UpdateBranch', data: { branchId: ID, ...details, isActive: 1 } })
      .thenEmits([{ type: 'BranchReactivated', data: { branchId: ID } }], eq);
  });

  it('cannot update a branch that does not exist', () => {
    given()
      .when({ type: 'UpdateBranch', data: { branchId: ID, ...details, isActive: 1 } })
      .thenThrows((fn) => expect(fn).toThrow(NotFoundError));
  });

  it('validates the branch form with field messages', () => {
    const result = saveBranchSchema.safeParse({
      branchCode: 'H',
      kind: 'market',
      branchName: '',
      branchNameTa: 'Hosur',
      adOfficeId: 'x',
      address1: '',
      city: 'Hosur',
      pinCode: '035109',
      mobileNo: '12345',
      officeNo: '12',
      emailId: 'not-an-email',
    });
    const byField = firstMessages(result.error!.issues);
    expect(byField).toEqual({
      branchCode: 'Branch Code must be 2 to 10 letters or digits',
      branchName: 'Please enter Branch Name',
      branchNameTa: 'Branch Name in Tamil must be written in Tamil',
      adOfficeId: 'Please select an AD Office',
      address1: 'Please enter Address 1',
      pinCode: 'PIN code must be 6 digits',
      mobileNo: 'Mobile No must be a 10-digit Indian mobile number',
      officeNo: 'Office No must be 6 to 12 digits',
      emailId: 'Invalid email address',
      userName: 'Please enter Username',
      password: 'Please enter Password',
    });
  });

  it('gives a TSC no login, and upper-cases codes', () => {
    const base = {
      branchCode: 'kgt1',
      branchName: 'Kaveripattinam TSC',
      branchNameTa: 'காவேரிப்பட்டணம்',
      adOfficeId: AD1,
      address1: 'Main Road',
      city: 'Kaveripattinam',
      pinCode: '635112',
      mobileNo: '9443012346',
      emailId: 'TSC@Example.in',
    };
    const tsc = saveBranchSchema.parse({ ...base, kind: 'tsc', officeNo: '04343 222 333' });
    expect(tsc).toMatchObject({ branchCode: 'KGT1', emailId: 'tsc@example.in', officeNo: '04343222333' });
    const withLogin = saveBranchSchema.safeParse({
      ...base,
      kind: 'tsc',
      userName: 'tsc1',
      password: 'Secret123',
    });
    expect(withLogin.error?.issues.map((i) => i.message)).toEqual(['A TSC has no login']);
  });
});
