import { describe, expect, it } from 'vitest';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../shared/errors.js';
import { specFor } from '../../shared/given-when-then.js';
import { bankFieldsOf } from './bank-changes.js';
import { type CustomerEvent, customerDecider } from './customer.js';
import { type CustomerProfile, registerCustomerSchema } from './customer-fields.js';
import { sampleFarmerForm } from './testing.js';

const given = specFor(customerDecider);
const eq = (a: unknown, b: unknown) => expect(a).toEqual(b);
const ID = '11111111-1111-4111-8111-111111111111';
const BRANCH = '33333333-3333-4333-8333-333333333333';
const TODAY = '2026-11-22';

const { customerType, branchCode, headCode, password, ...profile } = registerCustomerSchema.parse({
  branchCode: BRANCH,
  ...sampleFarmerForm(),
});
const farmer: CustomerProfile = profile;

const registered: CustomerEvent = {
  type: 'CustomerRegistered',
  data: {
    customerId: ID,
    customerType: 'farmer',
    branchId: BRANCH,
    headCode: 'HSR-F-000001',
    ...farmer,
    isActive: 2,
  },
};
const verified: CustomerEvent = {
  type: 'CustomerVerified',
  data: { customerId: ID, mobileNo: farmer.mobileNo, verifiedAt: '2026-11-22T10:00:00.000Z' },
};
const deactivated: CustomerEvent = { type: 'CustomerDeactivated', data: { customerId: ID } };
const reactivated: CustomerEvent = { type: 'CustomerReactivated', data: { customerId: ID } };

const update = (changes: Partial<CustomerProfile>, isActive: 0 | 1 | 2 | null = null) => ({
  type: 'UpdateCustomer' as const,
  data: {
    customerId: ID,
    customerType: 'farmer' as const,
    profile: { ...farmer, ...changes },
    isActive,
    today: TODAY,
  },
});

describe('customer decider', () => {
  it('registers a new customer as Pending', () => {
    given()
      .when({
        type: 'RegisterCustomer',
        data: {
          customerId: ID,
          customerType: 'farmer',
          branchId: BRANCH,
          headCode: 'HSR-F-000001',
          profile: farmer,
          today: TODAY,
        },
      })
      .thenEmits([registered], eq);
  });

  it('answers a repeated registration of the same customer with nothing new', () => {
    given([registered])
      .when({
        type: 'RegisterCustomer',
        data: {
          customerId: ID,
          customerType: 'farmer',
          branchId: BRANCH,
          headCode: 'HSR-F-000001',
          profile: farmer,
          today: TODAY,
        },
      })
      .thenEmits([], eq);
  });

  it('refuses a licence dated after today', () => {
    given()
      .when({
        type: 'RegisterCustomer',
        data: {
          customerId: ID,
          customerType: 'reeler',
          branchId: BRANCH,
          headCode: 'HSR-R-000001',
          profile: { ...farmer, licenseDate: '2026-11-23' },
          today: TODAY,
        },
      })
      .thenThrows((fn) => expect(fn).toThrow('License Date cannot be in the future'));
  });

  it('records an edit with the whole profile and the names of the changed fields', () => {
    given([registered])
      .when(update({ bankAcNo: '60100234567890', ifscCode: 'SBIN0001234' }))
      .thenEmits(
        [
          {
            type: 'CustomerUpdated',
            data: {
              customerId: ID,
              ...farmer,
              bankAcNo: '60100234567890',
              ifscCode: 'SBIN0001234',
              changed: ['bankAcNo', 'ifscCode'],
            },
          },
        ],
        eq,
      );
  });

  it('emits nothing for an edit that changes nothing', () => {
    given([registered]).when(update({})).thenEmits([], eq);
  });

  it('never changes the customer type', () => {
    given([registered])
      .when({ ...update({}), data: { ...update({}).data, customerType: 'reeler' } })
      .thenThrows((fn) => expect(fn).toThrow(/is a farmer; the type cannot be changed/));
  });

  it('deactivates and reactivates a verified customer', () => {
    given([registered, verified]).when(update({}, 0)).thenEmits([deactivated], eq);
    given([registered, verified, deactivated]).when(update({}, 1)).thenEmits([reactivated], eq);
    given([registered, verified]).when(update({}, 1)).thenEmits([], eq);
  });

  it('does not activate an unverified customer without the OTP', () => {
    given([registered])
      .when(update({}, 1))
      .thenThrows((fn) => expect(fn).toThrow(ValidationError));
    given([registered, deactivated])
      .when(update({}, 1))
      .thenThrows((fn) => expect(fn).toThrow(/Verify the mobile number with the OTP/));
  });

  it('returns a deactivated unverified customer to Pending, and a verified one never to Pending', () => {
    given([registered, deactivated]).when(update({}, 2)).thenEmits([reactivated], eq);
    const state = [registered, deactivated, reactivated].reduce(
      customerDecider.evolve,
      customerDecider.initialState,
    );
    expect(state.status === 'registered' && state.isActive).toBe(2);
    given([registered, verified, deactivated])
      .when(update({}, 2))
      .thenThrows((fn) => expect(fn).toThrow('A verified account cannot be set back to Pending'));
  });

  it('verifies a pending customer once, for the mobile it registered', () => {
    const verify = {
      type: 'VerifyCustomer' as const,
      data: verified.data as { customerId: string; mobileNo: string; verifiedAt: string },
    };
    given([registered]).when(verify).thenEmits([verified], eq);
    given([registered, verified])
      .when(verify)
      .thenThrows((fn) => expect(fn).toThrow(ConflictError));
    given([registered, deactivated])
      .when(verify)
      .thenThrows((fn) => expect(fn).toThrow(/inactive/));
    given([registered])
      .when({ ...verify, data: { ...verify.data, mobileNo: '9000000000' } })
      .thenThrows((fn) => expect(fn).toThrow(/different mobile/));
    const state = [registered, verified].reduce(customerDecider.evolve, customerDecider.initialState);
    expect(state.status === 'registered' && state.isActive).toBe(1);
  });

  it('cannot edit or verify a customer that does not exist', () => {
    given()
      .when(update({}))
      .thenThrows((fn) => expect(fn).toThrow(NotFoundError));
    given()
      .when({ type: 'VerifyCustomer', data: { customerId: ID, mobileNo: '9843012345', verifiedAt: TODAY } })
      .thenThrows((fn) => expect(fn).toThrow(NotFoundError));
  });
});

describe("a farmer's bank details change waits for a second person (issue 25)", () => {
  const MAKER = { userId: 'u-maker', userName: 'branch' };
  const CHECKER = { userId: 'u-checker', userName: 'branch2', userType: 'Branch Admin', branchId: BRANCH };
  const newBank = { bankAcNo: '60100234567890', ifscCode: 'SBIN0001234' };
  const edit = (changes: Partial<CustomerProfile>, changeId = 'c-1') => ({
    ...update(changes),
    data: { ...update(changes).data, bankChange: { changeId, by: MAKER } },
  });
  const requested: CustomerEvent = {
    type: 'CustomerBankChangeRequested',
    data: {
      customerId: ID,
      changeId: 'c-1',
      branchId: BRANCH,
      headCode: 'HSR-F-000001',
      ledgerName: farmer.ledgerName,
      previous: bankFieldsOf(farmer as never),
      requested: { ...bankFieldsOf(farmer as never), ...newBank },
      requestedBy: MAKER,
      requestedOn: TODAY,
    },
  };
  const approve = (checker: object, changeId = 'c-1', marketAdOfficeId: string | null = 'ad-1') => ({
    type: 'ApproveBankChange' as const,
    data: {
      customerId: ID,
      changeId,
      checker: { ...CHECKER, ...checker },
      marketAdOfficeId,
      approvedOn: TODAY,
    },
  });

  it('keeps the old details in force and records the request; other fields change at once', () => {
    given([registered])
      .when(edit({ ...newBank, areaName: 'Kelamangalam' }))
      .thenEmits(
        [
          {
            type: 'CustomerUpdated',
            data: { customerId: ID, ...farmer, areaName: 'Kelamangalam', changed: ['areaName'] },
          },
          requested,
        ],
        eq,
      );
  });

  it('refuses a second change while one waits', () => {
    given([registered, requested])
      .when(edit({ bankAcNo: '11112222333' }, 'c-2'))
      .thenThrows((fn) => expect(fn).toThrow(ConflictError));
  });

  it('is approved by another Branch Admin of the market or the AD of its office, applying the new details', () => {
    const approved = {
      type: 'CustomerBankChangeApproved',
      data: {
        customerId: ID,
        changeId: 'c-1',
        approved: requested.type === 'CustomerBankChangeRequested' ? requested.data.requested : null,
        approvedBy: { userId: 'u-checker', userName: 'branch2' },
        approvedOn: TODAY,
      },
    };
    given([registered, requested])
      .when(approve({}))
      .thenEmits([approved as CustomerEvent], eq);
    given([registered, requested])
      .when(approve({ userType: 'AD', branchId: null, adOfficeId: 'ad-1' }))
      .thenEmits([approved as CustomerEvent], eq);
    const state = [registered, requested, approved as CustomerEvent].reduce(
      customerDecider.evolve,
      customerDecider.initialState,
    );
    expect(state.status === 'registered' && state.profile.bankAcNo).toBe('60100234567890');
    expect(state.status === 'registered' && state.pendingBankChange).toBeNull();
  });

  it('never by the maker, another market, another AD office, or a Market Officer', () => {
    const refused = (checker: object, office: string | null = 'ad-1') =>
      given([registered, requested])
        .when(approve(checker, 'c-1', office))
        .thenThrows((fn) => expect(fn).toThrow(ForbiddenError));
    refused({ userId: 'u-maker' });
    refused({ branchId: 'another-market' });
    refused({ userType: 'AD', branchId: null, adOfficeId: 'ad-2' });
    refused({ userType: 'Market Officer' });
    refused({ userType: 'AD', branchId: null, adOfficeId: 'ad-1' }, null);
  });

  it('a decided or unknown change is a conflict; a rejection lets a new request in', () => {
    given([registered])
      .when(approve({}))
      .thenThrows((fn) => expect(fn).toThrow(ConflictError));
    given([registered, requested])
      .when(approve({}, 'c-other'))
      .thenThrows((fn) => expect(fn).toThrow(ConflictError));
    const rejected: CustomerEvent = {
      type: 'CustomerBankChangeRejected',
      data: {
        customerId: ID,
        changeId: 'c-1',
        reason: 'Passbook not shown',
        rejectedBy: MAKER,
        rejectedOn: TODAY,
      },
    };
    given([registered, requested])
      .when({
        type: 'RejectBankChange',
        data: { customerId: ID, changeId: 'c-1', reason: 'Passbook not shown', by: MAKER, rejectedOn: TODAY },
      })
      .thenEmits([rejected], eq);
    given([registered, requested, rejected])
      .when(edit({ bankAcNo: '11112222333' }, 'c-2'))
      .thenEmits([expect.objectContaining({ type: 'CustomerBankChangeRequested' }) as never], eq);
  });

  it("a reeler's bank details change at once (money to reelers only returns their own deposits)", () => {
    const reeler: CustomerEvent = {
      ...registered,
      data: { ...registered.data, customerType: 'reeler' },
    } as CustomerEvent;
    given([reeler])
      .when({ ...edit(newBank), data: { ...edit(newBank).data, customerType: 'reeler' as const } })
      .thenEmits([expect.objectContaining({ type: 'CustomerUpdated' }) as never], eq);
  });
});
