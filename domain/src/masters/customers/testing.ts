import { verhoeffCheckDigit } from '../../shared/identity-numbers.js';

/** A valid fictitious Aadhaar from 11 digits (first digit 2-9) plus its Verhoeff check digit. */
export const fictitiousAadhaar = (first11: string) => `${first11}${verhoeffCheckDigit(first11)}`;

/** A complete, valid farmer form as a screen would send it (for tests in every package). */
export function sampleFarmerForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    customerType: 'farmer',
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
    whatsApp: '',
    altPhone: '',
    emailId: '',
    gstNo: '',
    aadhaarNo: fictitiousAadhaar('23456789012'),
    panNo: '',
    bankAcNo: '50100234567890',
    bankAcName: 'Murugan K',
    bankName: 'Indian Bank',
    bankBranchName: 'Hosur',
    ifscCode: 'IDIB000H014',
    bankAcType: 'Savings',
    position: '',
    deviceId: '',
    gender: 'male',
    community: 'BC',
    tsc: '',
    basinCount: '',
    licenseNo: '',
    licenseDate: '',
    reelerType: '',
    farmerType: 'SMALL',
    ...overrides,
  };
}

export function sampleReelerForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return sampleFarmerForm({
    customerType: 'reeler',
    ledgerName: 'Abdul Rahim S',
    fatherName: 'Sheik Dawood',
    mobileNo: '9443098765',
    aadhaarNo: '',
    panNo: 'ABCPR1234K',
    bankAcNo: '',
    bankAcName: '',
    bankName: '',
    bankBranchName: '',
    ifscCode: '',
    bankAcType: '',
    gstNo: '',
    farmerType: '',
    reelerType: 'MULTIEND',
    basinCount: 10,
    licenseNo: 'TN/SER/RL/2019/0412',
    licenseDate: '2019-06-14',
    ...overrides,
  });
}
