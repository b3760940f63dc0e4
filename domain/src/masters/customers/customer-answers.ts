import { z } from 'zod';
import { listPageSchema } from '../../shared/list-answer.js';
import { CUSTOMER_TYPES } from './customer-fields.js';

const text = z.string().nullable();

/**
 * One farmer or reeler as the api answers it: lists (and roles that may not edit) get Aadhaar, PAN and bank
 * account masked to the last 4; `status` is `isActive` in words. Instants travel as ISO text.
 */
export const customerRowSchema = z.object({
  customerId: z.string(),
  customerType: z.enum(CUSTOMER_TYPES),
  branchId: z.string(),
  headCode: z.string(),
  ledgerName: z.string(),
  fatherName: z.string(),
  address: z.string(),
  streetName: text,
  areaName: text,
  city: z.string(),
  talukId: z.number().int(),
  districtId: z.number().int(),
  pincode: z.string(),
  mobileNo: z.string(),
  whatsApp: text,
  altPhone: text,
  emailId: text,
  gstNo: text,
  bankAcName: text,
  bankName: text,
  bankBranchName: text,
  ifscCode: text,
  bankAcType: text,
  position: text,
  deviceId: text,
  gender: z.string(),
  community: text,
  tsc: text,
  basinCount: z.number().int().nullable(),
  licenseNo: text,
  licenseDate: text,
  reelerType: text,
  farmerType: text,
  /** 1 active, 0 deactivated, 2 awaiting OTP verification. */
  isActive: z.number().int(),
  verifiedAt: text,
  createdAt: z.string(),
  updatedAt: z.string(),
  updatedBy: text,
  aadhaarNo: text,
  panNo: text,
  bankAcNo: text,
  status: z.string(),
});
export type CustomerRow = z.infer<typeof customerRowSchema>;

export const customerListSchema = listPageSchema(customerRowSchema);
/** Customer/get_Customer: answered only to the record's own master, who may edit it (`editable` stays for the form). */
export const customerAnswerSchema = z.object({ data: customerRowSchema, editable: z.boolean() });

/** auth/Register-Customer: the customer waits (pending) for the OTP on their mobile number. */
export const customerRegisteredAnswerSchema = z.object({
  message: z.string(),
  id: z.string(),
  customerId: z.string(),
  headCode: z.string(),
  isActive: z.number().int(),
  status: z.string(),
});
/** dataManager/getHeadCode/{type}: the head code allocated to the form (`branchCode` carries the market's id). */
export const headCodeAnswerSchema = z.object({
  headCode: z.string(),
  sequence: z.number().int(),
  branchCode: z.string(),
  customerType: z.enum(CUSTOMER_TYPES),
});
/** Customer/UpdateCustomer: the fields that changed. */
export const customerUpdatedAnswerSchema = z.object({
  message: z.string(),
  id: z.string(),
  changed: z.array(z.string()),
  /** A farmer's new bank details wait for a second person (issue 25): the change's id, or null. */
  bankChange: z.object({ changeId: z.string(), status: z.literal('pending') }).nullable(),
});
/** auth/GenerateOtp/{mobile}: the code is sent to the (masked) number and expires. */
export const otpSentAnswerSchema = z.object({
  message: z.string(),
  mobileNo: z.string(),
  customerId: z.string(),
  expiresAt: z.string(),
  expiresInSeconds: z.number(),
});
/** Customer/UpdateCustomerStatus: the OTP verified, the customer is active. */
export const customerActivatedAnswerSchema = z.object({
  message: z.string(),
  id: z.string(),
  customerId: z.string(),
  isActive: z.number().int(),
  status: z.string(),
});
