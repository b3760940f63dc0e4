import { registerCustomerSchema, updateCustomerSchema, verhoeffCheckDigit } from '@cocoon/domain';
import { describe, expect, it } from 'vitest';
import { type CustomerRecord, customerValues, emptyCustomer } from './customer-values';

const MARKET = '0b5c8d4e-3f2a-4b1c-9d8e-7f6a5b4c3d2e';
const aadhaar = `23456789012${verhoeffCheckDigit('23456789012')}`;

const filled = {
  ...emptyCustomer('farmer'),
  branchCode: MARKET,
  ledgerName: 'Muthusamy',
  fatherName: 'Ramasamy',
  address: '12 Temple Street',
  city: 'Bagalur',
  districtId: '631',
  talukId: '5861',
  pincode: '635103',
  mobileNo: '9876543210',
  gender: 'male',
  aadhaarNo: aadhaar,
  bankAcNo: '123456789012',
  bankAcName: 'Muthusamy',
  bankName: 'Indian Bank',
  ifscCode: 'idib000h024',
  bankAcType: 'Savings',
  farmerType: 'SMALL',
};

describe('customer form values', () => {
  it('start blank, so the shared schema names every missing field', () => {
    const result = registerCustomerSchema.safeParse({ ...emptyCustomer('farmer'), branchCode: MARKET });
    expect(result.success).toBe(false);
    const fields = new Set(result.error!.issues.map((i) => i.path[0]));
    for (const field of ['ledgerName', 'mobileNo', 'districtId', 'aadhaarNo', 'bankAcNo', 'farmerType']) {
      expect(fields).toContain(field);
    }
  });

  it('register a farmer as typed: blanks become null and digits numbers', () => {
    const parsed = registerCustomerSchema.parse(filled);
    expect(parsed).toMatchObject({ districtId: 631, talukId: 5861, ifscCode: 'IDIB000H024', whatsApp: null });
    expect(parsed).not.toHaveProperty('customerId');
  });

  it('come back from a saved record and update it unchanged', () => {
    const record = {
      ...registerCustomerSchema.parse(filled),
      customerId: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b',
      customerType: 'farmer',
      branchId: MARKET,
      headCode: 'HSR-F-000001',
      isActive: 2,
      status: 'Pending',
      verifiedAt: null,
      createdAt: '2026-11-22T05:30:00.000Z',
      updatedAt: '2026-11-22T05:30:00.000Z',
      updatedBy: null,
    } as CustomerRecord;
    const values = customerValues(record);
    expect(values).toMatchObject({ districtId: '631', whatsApp: '', branchCode: MARKET, isActive: 2 });
    expect(updateCustomerSchema.parse(values)).toMatchObject({ customerId: record.customerId, isActive: 2 });
  });
});
