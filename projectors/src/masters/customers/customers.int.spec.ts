import type { CustomerEvent, StoredProfile } from '@cocoon/domain';
import { describe, it } from 'vitest';
import { DEFAULT_METADATA, projectionSpec, recorded } from '../../runtime/testing/projection-harness.js';
import { customersProjection } from './customers.js';

const spec = projectionSpec<CustomerEvent>(customersProjection);

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const MURUGAN = uuid(0xc1);
const RAHIM = uuid(0xc2);
const HSR = uuid(0xb1);
const TSC = uuid(0xb2);
const AT = DEFAULT_METADATA.occurredAt;
const LATER = '2026-11-23T06:15:00.000Z';
const VERIFIED_AT = '2026-11-22T04:05:00.000Z';

const farmerProfile: StoredProfile = {
  ledgerName: 'Murugan K',
  fatherName: 'Kandasamy',
  address: '12, Main Road',
  streetName: 'Temple Street',
  areaName: 'Bagalur',
  city: 'Hosur',
  talukId: 5890,
  districtId: 577,
  pincode: '635103',
  mobileNo: '9843012345',
  whatsApp: null,
  altPhone: null,
  emailId: null,
  gstNo: null,
  aadhaarNo: '234567890124',
  panNo: null,
  bankAcNo: '50100234567890',
  bankAcName: 'Murugan K',
  bankName: 'Indian Bank',
  bankBranchName: 'Hosur',
  ifscCode: 'IDIB000H014',
  bankAcType: 'Savings',
  position: null,
  deviceId: null,
  gender: 'male',
  community: 'BC',
  tsc: TSC,
  basinCount: null,
  licenseNo: null,
  licenseDate: null,
  reelerType: null,
  farmerType: 'SMALL',
};

const reelerProfile: StoredProfile = {
  ...farmerProfile,
  ledgerName: 'Abdul Rahim S',
  fatherName: 'Sheik Dawood',
  mobileNo: '9443098765',
  aadhaarNo: null,
  panNo: 'ABCPR1234K',
  bankAcNo: null,
  bankAcName: null,
  bankName: null,
  bankBranchName: null,
  ifscCode: null,
  bankAcType: null,
  tsc: null,
  basinCount: 12,
  licenseNo: 'RL/2026/17',
  licenseDate: '2026-01-15',
  reelerType: 'Charka',
  farmerType: null,
};

const registered = (customerId: string, headCode: string, profile: StoredProfile): CustomerEvent => ({
  type: 'CustomerRegistered',
  data: {
    ...profile,
    customerId,
    customerType: profile === reelerProfile ? 'reeler' : 'farmer',
    branchId: HSR,
    headCode,
    isActive: 2,
  },
});
const verified = (customerId: string, mobileNo: string): CustomerEvent => ({
  type: 'CustomerVerified',
  data: { customerId, mobileNo, verifiedAt: VERIFIED_AT },
});
const deactivated = (customerId: string): CustomerEvent => ({
  type: 'CustomerDeactivated',
  data: { customerId },
});
const reactivated = (customerId: string): CustomerEvent => ({
  type: 'CustomerReactivated',
  data: { customerId },
});

describe('masters.customers', () => {
  it('registers a farmer, pending, with every profile column and masked copies of the numbers', async () => {
    await spec.given([registered(MURUGAN, 'HSR-F-0001', farmerProfile)]).thenRows({
      customers: [
        {
          customer_id: MURUGAN,
          customer_type: 'farmer',
          branch_id: HSR,
          head_code: 'HSR-F-0001',
          ledger_name: 'Murugan K',
          father_name: 'Kandasamy',
          address: '12, Main Road',
          street_name: 'Temple Street',
          area_name: 'Bagalur',
          city: 'Hosur',
          taluk_id: 5890,
          district_id: 577,
          pincode: '635103',
          mobile_no: '9843012345',
          whatsapp: null,
          alt_phone: null,
          email_id: null,
          gst_no: null,
          aadhaar_no: '234567890124',
          aadhaar_masked: 'XXXXXXXX0124',
          pan_no: null,
          pan_masked: null,
          bank_ac_no: '50100234567890',
          bank_ac_masked: 'XXXXXXXXXX7890',
          bank_ac_name: 'Murugan K',
          bank_name: 'Indian Bank',
          bank_branch_name: 'Hosur',
          ifsc_code: 'IDIB000H014',
          bank_ac_type: 'Savings',
          position: null,
          device_id: null,
          gender: 'male',
          community: 'BC',
          tsc_id: TSC,
          basin_count: null,
          license_no: null,
          license_date: null,
          reeler_type: null,
          farmer_type: 'SMALL',
          is_active: 2,
          verified_at: null,
          created_at: AT,
          created_by: 'hsr.officer',
          updated_at: AT,
          updated_by: 'hsr.officer',
        },
      ],
    });
  });

  it('registers a reeler with its licence (date kept as its text) and basins', async () => {
    await spec.given([registered(RAHIM, 'HSR-R-0001', reelerProfile)]).thenRows({
      customers: [
        {
          customer_id: RAHIM,
          customer_type: 'reeler',
          pan_no: 'ABCPR1234K',
          pan_masked: 'XXXXXX234K',
          aadhaar_masked: null,
          bank_ac_masked: null,
          tsc_id: null,
          basin_count: 12,
          license_no: 'RL/2026/17',
          license_date: '2026-01-15',
          reeler_type: 'Charka',
          farmer_type: null,
        },
      ],
    });
  });

  it('an update replaces the profile and its masks, keeping type, market, head code, status and created_*', async () => {
    const update = recorded<CustomerEvent>(
      {
        type: 'CustomerUpdated',
        data: {
          ...farmerProfile,
          customerId: MURUGAN,
          ledgerName: 'Murugan Kandasamy',
          bankAcNo: '60200111122223333',
          changed: ['ledgerName', 'bankAcNo'],
        },
      },
      { occurredAt: LATER, userName: 'admin' },
    );
    await spec.given([registered(MURUGAN, 'HSR-F-0001', farmerProfile)], [update]).thenRows({
      customers: [
        {
          customer_id: MURUGAN,
          customer_type: 'farmer',
          branch_id: HSR,
          head_code: 'HSR-F-0001',
          ledger_name: 'Murugan Kandasamy',
          bank_ac_no: '60200111122223333',
          bank_ac_masked: 'XXXXXXXXXXXXX3333',
          aadhaar_masked: 'XXXXXXXX0124',
          is_active: 2,
          created_at: AT,
          created_by: 'hsr.officer',
          updated_at: LATER,
          updated_by: 'admin',
        },
      ],
    });
  });

  it('verification activates and records when', async () => {
    await spec
      .given([registered(MURUGAN, 'HSR-F-0001', farmerProfile)], [verified(MURUGAN, '9843012345')])
      .thenRows({ customers: [{ customer_id: MURUGAN, is_active: 1, verified_at: VERIFIED_AT }] });
  });

  it('deactivation sets inactive, verified or not', async () => {
    await spec
      .given(
        [registered(MURUGAN, 'HSR-F-0001', farmerProfile), registered(RAHIM, 'HSR-R-0001', reelerProfile)],
        [verified(MURUGAN, '9843012345'), deactivated(MURUGAN), deactivated(RAHIM)],
      )
      .thenRows({
        customers: [
          { customer_id: MURUGAN, is_active: 0 },
          { customer_id: RAHIM, is_active: 0 },
        ],
      });
  });

  it('reactivation gives active when verified, pending when never verified', async () => {
    await spec
      .given(
        [registered(MURUGAN, 'HSR-F-0001', farmerProfile), registered(RAHIM, 'HSR-R-0001', reelerProfile)],
        [verified(MURUGAN, '9843012345'), deactivated(MURUGAN), deactivated(RAHIM)],
        [reactivated(MURUGAN), reactivated(RAHIM)],
      )
      .thenRows({
        customers: [
          { customer_id: MURUGAN, is_active: 1, verified_at: VERIFIED_AT },
          { customer_id: RAHIM, is_active: 2, verified_at: null },
        ],
      });
  });

  it('a whole life in one batch: register, update, verify, deactivate, reactivate', async () => {
    await spec
      .given([
        registered(MURUGAN, 'HSR-F-0001', farmerProfile),
        {
          type: 'CustomerUpdated',
          data: { ...farmerProfile, customerId: MURUGAN, city: 'Denkanikottai', changed: ['city'] },
        },
        verified(MURUGAN, '9843012345'),
        deactivated(MURUGAN),
        reactivated(MURUGAN),
      ])
      .thenRows({
        customers: [{ customer_id: MURUGAN, city: 'Denkanikottai', is_active: 1, verified_at: VERIFIED_AT }],
      });
  });

  it('a registration delivered again in a later batch neither doubles the row nor undoes later changes', async () => {
    const registration = registered(MURUGAN, 'HSR-F-0001', farmerProfile);
    await spec.given([registration, verified(MURUGAN, '9843012345')], [registration]).thenRows({
      customers: [{ customer_id: MURUGAN, is_active: 1, verified_at: VERIFIED_AT }],
    });
  });
});
