import { z } from 'zod';
import {
  aadhaarNumber,
  bankAccountNumber,
  bankAccountType,
  emailAddress,
  gender,
  gstinNumber,
  mobileNumber,
  panNumber,
  pinCode,
} from '../../shared/identity-numbers.js';
import { LISTS_OF_VALUES } from '../lists-of-values.js';
import { ifscShapeMessage } from './bank-details.js';

/**
 * The customer (farmer and reeler) form of spec section 3, as one zod schema shared by the entry screens and
 * the api. Optional fields accept '' or null from a form and come out as null, so an edit can clear them.
 */
export const CUSTOMER_TYPES = ['farmer', 'reeler'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

/** Tamil Nadu's reservation categories, as community certificates print them. */
export const COMMUNITIES = ['OC', 'BC', 'BCM', 'MBC/DNC', 'SC', 'SCA', 'ST'] as const;

/** isActive of spec section 4: 1 Active, 0 inActive, anything else (2) Pending. */
export const CUSTOMER_STATUS = { inactive: 0, active: 1, pending: 2 } as const;
export type CustomerStatus = 0 | 1 | 2;
export const statusLabel = (isActive: number): string =>
  isActive === 1 ? 'Active' : isActive === 0 ? 'inActive' : 'Pending';

export const HEAD_CODE_PATTERN = /^[A-Z0-9]{2,10}-[FR]-\d{6}$/;

// A number typed into a form may arrive as a JSON number.
const asText = (value: unknown) => (typeof value === 'number' ? String(value) : (value ?? ''));

const blankToNull = (value: unknown) =>
  value === '' || value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value;

/** An optional form field: '', whitespace, null or absent → null; anything else must pass `schema`. */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess(blankToNull, schema.nullable());
}

const required = (message: string, max = 100) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);
const text = (max: number) => optional(z.string().trim().max(max, `Must be at most ${max} characters`));
const lgdCode = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(999_999, message);
const lovCode = (list: readonly { code: string }[], message: string) =>
  optional(
    z
      .string()
      .trim()
      .toUpperCase()
      .refine((code) => list.some((item) => item.code === code), message),
  );

export const customerProfileShape = {
  // Identity and address. talukId and districtId are LGD codes (the geography endpoints serve them).
  ledgerName: required('Please enter Name'),
  fatherName: required('Please enter Father Name'),
  address: required('Please enter Address', 200),
  streetName: text(100),
  areaName: text(100),
  city: required('Please enter City', 60),
  talukId: lgdCode('Please select Taluk'),
  districtId: lgdCode('Please select District'),
  pincode: z.preprocess(asText, pinCode),
  // Contact.
  mobileNo: z.preprocess((v) => (typeof v === 'number' ? String(v) : (v ?? undefined)), mobileNumber),
  whatsApp: optional(
    z
      .string()
      .trim()
      .regex(/^[6-9]\d{9}$/, 'WhatsApp No must be a 10-digit Indian mobile number'),
  ),
  // A landline with its STD code (0 + 10 digits) is common as the alternate number.
  altPhone: optional(
    z
      .string()
      .trim()
      .transform((v) => v.replace(/[\s-]/g, ''))
      .refine((v) => /^\d{10,11}$/.test(v), 'Alternate phone must be 10 or 11 digits'),
  ),
  emailId: optional(emailAddress),
  // Tax and identity numbers.
  gstNo: optional(gstinNumber),
  aadhaarNo: optional(aadhaarNumber),
  panNo: optional(panNumber),
  // Bank.
  bankAcNo: optional(bankAccountNumber),
  bankAcName: text(100),
  bankName: text(100),
  bankBranchName: text(100),
  // The shape, naming the code meant when a 0/O or 1/I slip explains it; the api then looks it up in the RBI list.
  ifscCode: optional(
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, { error: (issue) => ifscShapeMessage(String(issue.input)) }),
  ),
  bankAcType: optional(bankAccountType),
  // Account (password is separate: it never enters an event).
  position: text(50),
  deviceId: text(200),
  // Personal.
  gender,
  community: optional(z.enum(COMMUNITIES, { error: `Community must be one of ${COMMUNITIES.join(', ')}` })),
  // Other. tsc is the branch id of the Technical Service Centre the farmer belongs to.
  tsc: optional(z.uuid('Please select a TSC')),
  basinCount: optional(
    z.coerce
      .number({ error: 'Basin Count must be a number' })
      .int('Basin Count must be a whole number')
      .min(1, 'Basin Count must be at least 1')
      .max(10_000, 'Basin Count is at most 10000'),
  ),
  licenseNo: text(40),
  licenseDate: optional(z.iso.date('License Date must be a date (YYYY-MM-DD)')),
  reelerType: lovCode(LISTS_OF_VALUES.ReelerType, 'Please select a Reeler Type from the list'),
  farmerType: lovCode(LISTS_OF_VALUES.FarmerType, 'Please select a Farmer Type from the list'),
};

const profileObject = z.object(customerProfileShape);
export type CustomerProfile = z.output<typeof profileObject>;
export const CUSTOMER_PROFILE_FIELDS = Object.keys(customerProfileShape) as (keyof CustomerProfile)[];

const customerType = z.enum(CUSTOMER_TYPES, { error: 'Customer type must be farmer or reeler' });
const password = optional(
  z
    .string()
    .min(8, 'Password must be at least 8 characters')
    .max(128, 'Password must be at most 128 characters'),
);

type Issue = { path: string; message: string };

/**
 * What a government market needs of each kind of customer before it deals with them:
 * - Farmer: Aadhaar (the department identifies beneficiaries by it for scheme payments and it is the duplicate
 *   check across markets), bank account, holder name, bank name, IFSC and account type (farmers are paid by bank
 *   transfer, domain.md "Accounts"), and the farmer type (holding category for scheme reports).
 * - Reeler: licence number and date (only licensed reelers may buy at a government market), reeler type and
 *   basin count (the licence class), and Aadhaar or PAN (a reeler may be a firm with a PAN and no Aadhaar).
 * - Both: GSTIN optional (small rearers and cottage reelers are below the GST threshold); any bank details
 *   given must be complete enough to pay (account number with IFSC, holder name and account type).
 */
export function customerRequirements(
  value: Partial<CustomerProfile> & { customerType: CustomerType },
): Issue[] {
  const issues: Issue[] = [];
  const need = (field: keyof CustomerProfile, message: string) => {
    if (value[field] === null || value[field] === undefined) issues.push({ path: field, message });
  };
  if (value.customerType === 'farmer') {
    need('aadhaarNo', 'Please enter Aadhaar No');
    need('bankAcNo', 'Please enter Bank Account No');
    need('farmerType', 'Please select Farmer Type');
  } else {
    need('licenseNo', 'Please enter License No');
    need('licenseDate', 'Please select License Date');
    need('reelerType', 'Please select Reeler Type');
    need('basinCount', 'Please enter Basin Count');
    if (!value.aadhaarNo && !value.panNo) {
      issues.push({ path: 'aadhaarNo', message: 'Please enter Aadhaar No or PAN' });
    }
  }
  if (value.customerType === 'farmer' || value.bankAcNo) {
    need('bankAcName', 'Please enter Account Holder Name');
    need('bankName', 'Please enter Bank Name');
    need('ifscCode', 'Please enter IFSC Code');
    need('bankAcType', 'Please select Account Type');
  }
  return issues;
}

function withRequirements<T extends z.ZodType<Partial<CustomerProfile> & { customerType: CustomerType }>>(
  schema: T,
) {
  return schema.superRefine(
    (value, ctx) => {
      if (!CUSTOMER_TYPES.includes(value.customerType)) return;
      for (const issue of customerRequirements(value)) {
        ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
      }
    },
    // Also when other fields failed: the form shows every missing field at once, not in two rounds.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
}

const marketId = z.uuid('Please select Market');
/** A market a caller working at one may leave out ('' or absent): their own market, filled in by the api. */
const ownMarketByDefault = z.preprocess((v) => (v === '' ? undefined : v), marketId.optional());

const registerCustomerShape = {
  customerType,
  branchCode: marketId,
  headCode: optional(
    z.string().trim().toUpperCase().regex(HEAD_CODE_PATTERN, 'Head Code must look like HSR-F-000123'),
  ),
  ...customerProfileShape,
  password,
};

/** auth/Register-Customer. branchCode is the market's branch id; headCode one allocated by getHeadCode, or none. */
export const registerCustomerSchema = withRequirements(z.object(registerCustomerShape));
export type RegisterCustomerInput = z.output<typeof registerCustomerSchema>;

/**
 * auth/Register-Customer's body: the form, where a caller working at a market may leave branchCode out ('' or
 * absent) for their own market (the api fills it in; anyone else is asked to select one).
 */
export const registerCustomerBodySchema = withRequirements(
  z.object({ ...registerCustomerShape, branchCode: ownMarketByDefault }),
);

/** dataManager/getHeadCode/{type}: which kind of customer the head code is for. */
export const customerTypeParamSchema = z.object({ type: customerType });
/** dataManager/getHeadCode/{type}'s body: the market (the caller's own when left out, as on registration). */
export const headCodeRequestSchema = z.object({ branchCode: ownMarketByDefault });

/**
 * Customer/UpdateCustomer: the whole form again. Market, type and head code are fixed at registration (the head
 * code is the ledger account). isActive 0 deactivates, 1 reactivates; 2 (Pending) only stays as it is.
 */
export const updateCustomerSchema = withRequirements(
  z.object({
    customerId: z.uuid('Select a customer'),
    customerType,
    ...customerProfileShape,
    isActive: optional(
      z.coerce
        .number()
        .refine((v) => v === 0 || v === 1 || v === 2, 'isActive must be 0 (inActive) or 1 (Active)'),
    ),
    password,
  }),
);
export type UpdateCustomerInput = z.output<typeof updateCustomerSchema>;
