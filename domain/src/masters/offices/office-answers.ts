import { z } from 'zod';
import { ROLES } from '../../auth/roles.js';
import { savedAnswerSchema } from '../../shared/command-answers.js';
import { listPageSchema } from '../../shared/list-answer.js';

/** Every office list ends with these (the row's audit columns); instants travel as ISO text. */
const audit = {
  isActive: z.number().int(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
};

/** A region as MasRegion/getAll_MasRegions lists it (the RJD master and every region picker). */
export const regionRowSchema = z.object({
  regionId: z.string(),
  regionCode: z.string(),
  regionName: z.string(),
  ...audit,
});
export type RegionRow = z.infer<typeof regionRowSchema>;

/** An AD office with its Assistant Director; the AD fields are null while the office has none. */
export const adOfficeRowSchema = z.object({
  adOfficeId: z.string(),
  adCode: z.string(),
  adOfficeName: z.string(),
  regionId: z.string(),
  regionCode: z.string().nullable(),
  regionName: z.string().nullable(),
  staffId: z.string().nullable(),
  name: z.string().nullable(),
  userName: z.string().nullable(),
  mobileNo: z.string().nullable(),
  emailId: z.string().nullable(),
  adIsActive: z.number().int().nullable(),
  ...audit,
});
export type AdOfficeRow = z.infer<typeof adOfficeRowSchema>;

/** A market or TSC as the branch lists and pickers show it. */
export const branchRowSchema = z.object({
  branchId: z.string(),
  branchCode: z.string(),
  branchName: z.string(),
  branchNameTa: z.string(),
  kind: z.enum(['market', 'tsc']),
  adOfficeId: z.string(),
  adOfficeName: z.string().nullable(),
  regionId: z.string(),
  regionName: z.string().nullable(),
  address1: z.string(),
  address2: z.string().nullable(),
  city: z.string(),
  pinCode: z.string(),
  mobileNo: z.string(),
  officeNo: z.string().nullable(),
  alternateNo: z.string().nullable(),
  emailId: z.string(),
  ...audit,
});
export type BranchRow = z.infer<typeof branchRowSchema>;

/**
 * A picker's row: what a dropdown of another master's form gets of a region, AD office or branch without the
 * master's own permission (id, code, name, place and status; never contact details or audit columns).
 */
export const regionPickerRowSchema = regionRowSchema.pick({
  regionId: true,
  regionCode: true,
  regionName: true,
  isActive: true,
});
export type RegionPickerRow = z.infer<typeof regionPickerRowSchema>;
export const adOfficePickerRowSchema = adOfficeRowSchema.pick({
  adOfficeId: true,
  adCode: true,
  adOfficeName: true,
  regionId: true,
  isActive: true,
});
export type AdOfficePickerRow = z.infer<typeof adOfficePickerRowSchema>;
export const branchPickerRowSchema = branchRowSchema.pick({
  branchId: true,
  branchCode: true,
  branchName: true,
  branchNameTa: true,
  kind: true,
  adOfficeId: true,
  regionId: true,
  isActive: true,
});
export type BranchPickerRow = z.infer<typeof branchPickerRowSchema>;

/**
 * A picker list answers the master's rows to a caller holding the master's permission, else picker rows: the
 * picker's fields always, the master's others (contact details, audit columns) only to the former.
 */
const pickerList = <Row extends z.ZodObject, Picked extends z.ZodObject>(row: Row, picked: Picked) =>
  listPageSchema(row.partial().extend(picked.shape));
export const regionPickerListSchema = pickerList(regionRowSchema, regionPickerRowSchema);
export const adOfficePickerListSchema = pickerList(adOfficeRowSchema, adOfficePickerRowSchema);
export const branchPickerListSchema = pickerList(branchRowSchema, branchPickerRowSchema);

/** A staff account with the offices above it (null where its role has none). */
export const staffRowSchema = z.object({
  staffId: z.string(),
  userName: z.string(),
  name: z.string(),
  userType: z.enum(ROLES),
  designation: z.string().nullable(),
  mobileNo: z.string(),
  emailId: z.string(),
  regionId: z.string().nullable(),
  regionCode: z.string().nullable(),
  regionName: z.string().nullable(),
  adOfficeId: z.string().nullable(),
  adOfficeName: z.string().nullable(),
  branchId: z.string().nullable(),
  branchCode: z.string().nullable(),
  branchName: z.string().nullable(),
  ...audit,
});
export type StaffRow = z.infer<typeof staffRowSchema>;

/** auth/Register-RJD: the RJD's login and the region (new, or the existing one of that code). */
export const rjdRegisteredAnswerSchema = savedAnswerSchema.extend({
  staffId: z.string(),
  regionId: z.string(),
});
/** auth/Register-AD: the AD office (new, or the existing one of that code) and the AD's login. */
export const adRegisteredAnswerSchema = savedAnswerSchema.extend({
  adOfficeId: z.string(),
  staffId: z.string(),
});
/** Tsc/SaveTsc: the branch; a market's Branch Admin login (a TSC has none). */
export const branchSavedAnswerSchema = savedAnswerSchema.extend({
  branchId: z.string(),
  staffId: z.string().nullable(),
});
/** auth/Register-Market and auth/Register-MasUsers: the new login. */
export const staffRegisteredAnswerSchema = savedAnswerSchema.extend({ staffId: z.string() });
/** MasUsers/getAll_UserTypes: the user types the caller may grant. */
export const grantableUserTypesAnswerSchema = z.object({ data: z.array(z.enum(ROLES)) });
