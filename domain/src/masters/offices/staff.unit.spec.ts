import { describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError } from '../../shared/errors.js';
import { specFor } from '../../shared/given-when-then.js';
import { registerBranchUserSchema, registerRjdSchema } from './schemas.js';
import { type StaffEvent, staff } from './staff.js';
import { firstMessages } from './testing.js';

const given = specFor(staff);
const eq = (a: unknown, b: unknown) => expect(a).toEqual(b);
const ID = '11111111-1111-4111-8111-111111111111';
const BRANCH = '22222222-2222-4222-8222-222222222222';
const profile = {
  name: 'Meena',
  designation: 'Market Officer',
  mobileNo: '9443012345',
  emailId: 'm@example.in',
};
const registered: StaffEvent = {
  type: 'StaffRegistered',
  data: {
    staffId: ID,
    userName: 'meena',
    userType: 'Market Officer',
    ...profile,
    regionId: null,
    adOfficeId: null,
    branchId: BRANCH,
  },
};
const update = (changes: Partial<typeof profile> & { isActive?: 0 | 1; passwordReset?: boolean }) => ({
  type: 'UpdateStaff' as const,
  data: { staffId: ID, ...profile, isActive: 1 as const, passwordReset: false, ...changes },
});

describe('staff account', () => {
  it('registers an account with its role and office', () => {
    given().when({ type: 'RegisterStaff', data: registered.data }).thenEmits([registered], eq);
  });

  it('refuses to register the same account twice', () => {
    given([registered])
      .when({ type: 'RegisterStaff', data: registered.data })
      .thenThrows((fn) => expect(fn).toThrow(ConflictError));
  });

  it('records a profile change, a password reset (without the password) and a deactivation', () => {
    given([registered])
      .when(update({ mobileNo: '9876543210', passwordReset: true, isActive: 0 }))
      .thenEmits(
        [
          { type: 'StaffUpdated', data: { staffId: ID, ...profile, mobileNo: '9876543210' } },
          { type: 'StaffPasswordReset', data: { staffId: ID } },
          { type: 'StaffDeactivated', data: { staffId: ID } },
        ],
        eq,
      );
  });

  it('reactivates a deactivated account; an unchanged update emits nothing', () => {
    given([registered, { type: 'StaffDeactivated', data: { staffId: ID } }])
      .when(update({}))
      .thenEmits([{ type: 'StaffReactivated', data: { staffId: ID } }], eq);
    given([registered]).when(update({})).thenEmits([], eq);
  });

  it('cannot update an account that does not exist', () => {
    given()
      .when(update({}))
      .thenThrows((fn) => expect(fn).toThrow(NotFoundError));
  });

  it('validates registrations with field messages and the password policy', () => {
    const rjd = registerRjdSchema.safeParse({
      regionName: '',
      regionCode: 'S',
      name: 'A',
      userName: 'ab',
      password: 'short',
      mobileNo: '5443012345',
      emailId: 'x@',
    });
    const byField = firstMessages(rjd.error!.issues);
    expect(byField).toEqual({
      regionName: 'Please enter Region Name',
      regionCode: 'Region Code must be 2 to 10 letters or digits',
      userName: 'Username must be at least 3 characters',
      password: 'Password must be at least 8 characters',
      mobileNo: 'Mobile No must be a 10-digit Indian mobile number',
      emailId: 'Invalid email address',
    });
    const user = registerBranchUserSchema.safeParse({ userName: 'x y z' });
    const messages = firstMessages(user.error!.issues);
    expect(messages).toMatchObject({
      userName: 'Username may contain only letters, digits and . _ - @',
      designation: 'Please enter Designation',
      emailId: 'Please enter Email',
      mobileNo: 'Please enter Mobile No',
      password: 'Please enter Password',
      branchId: 'Please select a Market Office',
      userType: 'Please select a User Type',
    });
  });
});
