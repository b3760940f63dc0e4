import { z } from 'zod';
import { ROLES } from '../../auth/roles.js';
import { BRANCH_KINDS, branchDetailsSchema } from './branches.js';
import {
  adCode,
  adOfficeName,
  branchCode,
  email,
  isActive,
  mobile,
  optional,
  password,
  regionCode,
  regionName,
  required,
  userName,
} from './fields.js';

/** Request bodies of the office and staff endpoints (spec section 7), shared by the forms and the api. */

const personName = required('Please enter Name');
const designation = required('Please enter Designation');

export const registerRjdSchema = z.object({
  regionName,
  regionCode,
  name: personName,
  userName,
  password,
  mobileNo: mobile,
  emailId: email,
});
export type RegisterRjdInput = z.infer<typeof registerRjdSchema>;

export const registerAdSchema = z.object({
  adCode,
  regionId: z.uuid('Please select a Region'),
  adOfficeName,
  name: personName,
  mobileNo: mobile,
  emailId: email,
  /** The AD logs in with this; the AD Code when left blank (the spec's AD form has no username). */
  userName: optional(userName),
  password,
});
export type RegisterAdInput = z.infer<typeof registerAdSchema>;

export const updateAdSchema = z.object({
  adOfficeId: z.uuid('Please select an AD Office'),
  adOfficeName,
  /** The AD's account (the list row's staffId); absent when the office has no AD account. */
  staffId: optional(z.uuid('Select an Assistant Director')),
  name: personName,
  mobileNo: mobile,
  emailId: email,
  /** A new password for the AD; blank keeps the current one. */
  password: optional(password),
  isActive: isActive.default(1),
});
export type UpdateAdInput = z.infer<typeof updateAdSchema>;

export const saveBranchSchema = branchDetailsSchema
  .extend({
    branchCode,
    kind: z.enum(BRANCH_KINDS, { error: 'Kind must be market or tsc' }),
    /** A market's login: it becomes the market's Branch Admin account. A TSC has none. */
    userName: optional(userName),
    password: optional(password),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'market') {
      if (!value.userName)
        ctx.addIssue({ code: 'custom', path: ['userName'], message: 'Please enter Username' });
      if (!value.password)
        ctx.addIssue({ code: 'custom', path: ['password'], message: 'Please enter Password' });
    } else if (value.userName || value.password) {
      ctx.addIssue({ code: 'custom', path: ['userName'], message: 'A TSC has no login' });
    }
  });
export type SaveBranchInput = z.infer<typeof saveBranchSchema>;

export const updateBranchSchema = branchDetailsSchema.extend({
  branchId: z.uuid('Please select a Branch'),
  isActive: isActive.default(1),
});
export type UpdateBranchInput = z.infer<typeof updateBranchSchema>;

const branchUser = {
  userName,
  /** Display name; the username when left blank (the spec's form has none). */
  name: optional(personName),
  designation,
  emailId: email,
  mobileNo: mobile,
  password,
  branchId: z.uuid('Please select a Market Office'),
};

export const registerMarketOfficerSchema = z.object(branchUser);
export type RegisterMarketOfficerInput = z.infer<typeof registerMarketOfficerSchema>;

export const registerBranchUserSchema = z.object({
  ...branchUser,
  userType: z.enum(ROLES, { error: 'Please select a User Type' }),
});
export type RegisterBranchUserInput = z.infer<typeof registerBranchUserSchema>;

export const updateStaffSchema = z.object({
  staffId: z.uuid('Select a user'),
  name: personName,
  designation: optional(designation),
  mobileNo: mobile,
  emailId: email,
  /** A new password; blank keeps the current one. */
  password: optional(password),
  isActive: isActive.default(1),
});
export type UpdateStaffInput = z.infer<typeof updateStaffSchema>;

/** `?kind=market|tsc` on the branch lists; `?userType=` on the staff list. */
export const branchKindQuery = z.object({
  kind: optional(z.enum(BRANCH_KINDS, { error: 'kind is market or tsc' })),
});
export const userTypeQuery = z.object({ userType: optional(z.enum(ROLES, { error: 'Unknown user type' })) });
