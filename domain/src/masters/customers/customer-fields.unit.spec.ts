import { describe, expect, it } from 'vitest';
import { registerCustomerSchema, statusLabel, updateCustomerSchema } from './customer-fields.js';
import { sampleFarmerForm, sampleReelerForm } from './testing.js';

const BRANCH = '33333333-3333-4333-8333-333333333333';
const messagesOf = (input: Record<string, unknown>) => {
  const result = registerCustomerSchema.safeParse({ branchCode: BRANCH, ...input });
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
};

describe('customer form rules', () => {
  it('accepts a complete farmer and turns blank optional fields into null', () => {
    const parsed = registerCustomerSchema.parse({ branchCode: BRANCH, ...sampleFarmerForm() });
    expect(parsed.gstNo).toBeNull();
    expect(parsed.basinCount).toBeNull();
    expect(parsed.farmerType).toBe('SMALL');
    expect(parsed.talukId).toBe(5890);
  });

  it('accepts a reeler firm with a PAN and no Aadhaar or bank details', () => {
    expect(registerCustomerSchema.safeParse({ branchCode: BRANCH, ...sampleReelerForm() }).success).toBe(
      true,
    );
  });

  it('names every missing field of a farmer at once, including the farmer-only ones', () => {
    const messages = messagesOf({
      customerType: 'farmer',
      gender: 'male',
      ledgerName: ' ',
      aadhaarNo: '',
      bankAcNo: null,
      farmerType: '',
    });
    expect(messages).toMatchObject({
      ledgerName: 'Please enter Name',
      fatherName: 'Please enter Father Name',
      talukId: 'Please select Taluk',
      districtId: 'Please select District',
      mobileNo: 'Please enter Mobile No',
      pincode: 'PIN code must be 6 digits',
      aadhaarNo: 'Please enter Aadhaar No',
      bankAcNo: 'Please enter Bank Account No',
      ifscCode: 'Please enter IFSC Code',
      bankAcType: 'Please select Account Type',
      farmerType: 'Please select Farmer Type',
    });
  });

  it('requires licence, type, basins and Aadhaar or PAN of a reeler', () => {
    const messages = messagesOf(
      sampleReelerForm({ licenseNo: '', licenseDate: '', reelerType: '', basinCount: '', panNo: '' }),
    );
    expect(messages).toEqual({
      licenseNo: 'Please enter License No',
      licenseDate: 'Please select License Date',
      reelerType: 'Please select Reeler Type',
      basinCount: 'Please enter Basin Count',
      aadhaarNo: 'Please enter Aadhaar No or PAN',
    });
  });

  it('asks for the rest of the bank details once an account number is given', () => {
    expect(messagesOf(sampleReelerForm({ bankAcNo: '123456789012' }))).toEqual({
      bankAcName: 'Please enter Account Holder Name',
      bankName: 'Please enter Bank Name',
      ifscCode: 'Please enter IFSC Code',
      bankAcType: 'Please select Account Type',
    });
  });

  it('checks each number format with its own message', () => {
    const messages = messagesOf(
      sampleFarmerForm({
        mobileNo: '12345',
        whatsApp: '5555',
        altPhone: '12',
        emailId: 'not-mail',
        pincode: '63510',
        aadhaarNo: '234567890123',
        panNo: 'ABCDE12345',
        ifscCode: 'IDIB0H014',
        gstNo: '33AAAAA9999A1Z1',
        bankAcNo: '12ab',
        bankAcType: 'Fixed',
        gender: 'x',
        community: 'XYZ',
        farmerType: 'HUGE',
        licenseDate: '14-06-2019',
        talukId: -3,
        headCode: 'HSR-000001',
      }),
    );
    expect(messages).toEqual({
      mobileNo: 'Mobile No must be a 10-digit Indian mobile number',
      whatsApp: 'WhatsApp No must be a 10-digit Indian mobile number',
      altPhone: 'Alternate phone must be 10 or 11 digits',
      emailId: 'Invalid email address',
      pincode: 'PIN code must be 6 digits',
      aadhaarNo: 'Aadhaar No is not valid (check digit)',
      panNo: 'PAN must look like AAAAA9999A',
      ifscCode: 'IFSC must look like AAAA0XXXXXX',
      gstNo: 'GSTIN is not valid (check character)',
      bankAcNo: 'Bank account number must be 9 to 18 digits',
      bankAcType: 'Account type must be Savings or Current',
      gender: 'Gender must be male, female or others',
      community: 'Community must be one of OC, BC, BCM, MBC/DNC, SC, SCA, ST',
      farmerType: 'Please select a Farmer Type from the list',
      licenseDate: 'License Date must be a date (YYYY-MM-DD)',
      talukId: 'Please select Taluk',
      headCode: 'Head Code must look like HSR-F-000123',
    });
  });

  it('takes numbers typed as JSON numbers for mobile and PIN', () => {
    const parsed = registerCustomerSchema.parse({
      branchCode: BRANCH,
      ...sampleFarmerForm({ mobileNo: 9843012345, pincode: 635103 }),
    });
    expect([parsed.mobileNo, parsed.pincode]).toEqual(['9843012345', '635103']);
  });

  it('lets an edit ask for 0 or 1 (and keep 2) but nothing else', () => {
    const id = '44444444-4444-4444-8444-444444444444';
    expect(
      updateCustomerSchema.safeParse({ customerId: id, ...sampleFarmerForm(), isActive: 0 }).success,
    ).toBe(true);
    const bad = updateCustomerSchema.safeParse({ customerId: id, ...sampleFarmerForm(), isActive: 7 });
    expect(bad.error?.issues[0]?.message).toBe('isActive must be 0 (inActive) or 1 (Active)');
  });

  it("labels isActive as the spec's tables do", () => {
    expect([1, 0, 2, 9].map(statusLabel)).toEqual(['Active', 'inActive', 'Pending', 'Pending']);
  });
});
