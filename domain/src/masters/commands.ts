import { savedAnswerSchema } from '../shared/command-answers.js';
import { type CommandDefinition, defineCommand } from '../shared/command-definition.js';
import type { ExampleWorld } from '../shared/command-examples.js';
import {
  removeCocoonDefectSchema,
  saveCocoonDefectSchema,
  updateCocoonDefectSchema,
} from './cocoon-defects.js';
import { saveCocoonTypeSchema, updateCocoonTypeSchema } from './cocoon-types.js';
import {
  approveBankChangeSchema,
  bankChangeDecidedAnswerSchema,
  rejectBankChangeSchema,
} from './customers/bank-changes.js';
import {
  customerActivatedAnswerSchema,
  customerRegisteredAnswerSchema,
  customerUpdatedAnswerSchema,
  headCodeAnswerSchema,
  otpSentAnswerSchema,
} from './customers/customer-answers.js';
import {
  customerTypeParamSchema,
  headCodeRequestSchema,
  registerCustomerBodySchema,
  updateCustomerSchema,
} from './customers/customer-fields.js';
import {
  generateOtpSchema,
  OTP_POLICY,
  otpMobileParamSchema,
  verifyCustomerOtpBodySchema,
} from './customers/otp.js';
import {
  holidaySavedAnswerSchema,
  holidaysPrefilledAnswerSchema,
  prefillHolidaysSchema,
  removeHolidaySchema,
  saveHolidaySchema,
} from './holidays.js';
import { settingSetAnswerSchema } from './market-setting-answers.js';
import { setMarketSettingSchema } from './market-settings.js';
import {
  adRegisteredAnswerSchema,
  branchSavedAnswerSchema,
  rjdRegisteredAnswerSchema,
  staffRegisteredAnswerSchema,
} from './offices/office-answers.js';
import { updateRegionSchema } from './offices/regions.js';
import {
  registerAdSchema,
  registerBranchUserSchema,
  registerMarketOfficerSchema,
  registerRjdSchema,
  saveBranchSchema,
  updateAdSchema,
  updateBranchSchema,
  updateStaffSchema,
} from './offices/schemas.js';

const cocoonTypes = { tag: 'masters: cocoon types', permission: 'masters.cocoon-type' } as const;

export const saveCocoonTypeCommand = /* @__PURE__ */ defineCommand({
  ...cocoonTypes,
  call: '/MasCocoon/SaveMasCocoon',
  summary: 'Add a cocoon type',
  input: saveCocoonTypeSchema,
  answer: savedAnswerSchema,
  example: {
    request: async (w) => {
      const k = w.next();
      return { body: { name: `Fuzz type ${k}`, shortName: `FZ${k}` } };
    },
  },
});

export const updateCocoonTypeCommand = /* @__PURE__ */ defineCommand({
  ...cocoonTypes,
  call: '/MasCocoon/UpdateMasCocoon',
  summary: 'Change or deactivate a cocoon type',
  input: updateCocoonTypeSchema,
  answer: savedAnswerSchema,
  example: { request: async (w) => ({ body: await w.cocoonType() }) },
});

const cocoonDefects = { tag: 'masters: cocoon defects', permission: 'masters.cocoon-defect' } as const;

export const saveCocoonDefectCommand = /* @__PURE__ */ defineCommand({
  ...cocoonDefects,
  call: '/DefectCocoon/SaveDefectCocoon',
  summary: 'Add a cocoon defect',
  input: saveCocoonDefectSchema,
  answer: savedAnswerSchema,
  example: {
    request: async (w) => {
      const k = w.next();
      return { body: { defectCode: `FZD${k}`, defectName: `Fuzz defect ${k}` } };
    },
  },
});

export const updateCocoonDefectCommand = /* @__PURE__ */ defineCommand({
  ...cocoonDefects,
  call: '/DefectCocoon/UpdateDefectCocoon',
  summary: 'Change a cocoon defect',
  input: updateCocoonDefectSchema,
  answer: savedAnswerSchema,
  example: { request: async (w) => ({ body: await w.defect() }) },
});

export const removeCocoonDefectCommand = /* @__PURE__ */ defineCommand({
  ...cocoonDefects,
  call: '/DefectCocoon/RemoveDefectCocoon',
  summary: 'Delete a cocoon defect',
  input: removeCocoonDefectSchema,
  answer: savedAnswerSchema,
  example: { request: async (w) => ({ body: { defectId: (await w.defect()).defectId } }) },
});

const offices = { tag: 'masters: offices and staff' } as const;

export const registerRjdCommand = /* @__PURE__ */ defineCommand({
  ...offices,
  call: '/auth/Register-RJD',
  summary: 'Register an RJD: the region (when its code is new) and the login',
  permission: 'masters.rjd',
  input: registerRjdSchema,
  answer: rjdRegisteredAnswerSchema,
  responses: { 409: 'Username or Region Code already exists (field names which)' },
  example: { request: async (w) => ({ body: w.rjdBody() }) },
});

export const updateRegionCommand = /* @__PURE__ */ defineCommand({
  ...offices,
  call: '/MasRegion/UpdateMasRegion',
  summary: 'Rename, deactivate (isActive 0) or reactivate a region',
  permission: 'masters.rjd',
  input: updateRegionSchema,
  answer: savedAnswerSchema,
  example: {
    request: async (w) => {
      const { regionId, regionName } = await w.region();
      return { body: { regionId, regionName } };
    },
  },
});

export const registerAdCommand = /* @__PURE__ */ defineCommand({
  ...offices,
  call: '/auth/Register-AD',
  summary: 'Register an AD: the AD office (when its code is new) and the login',
  permission: 'masters.assistant-director',
  input: registerAdSchema,
  answer: adRegisteredAnswerSchema,
  responses: { 409: 'Username or AD Code already exists (field names which)' },
  example: { request: async (w) => ({ body: w.adBody() }) },
});

export const updateAdCommand = /* @__PURE__ */ defineCommand({
  ...offices,
  call: '/MasAssistantDirector/UpdateMasAssistantDirector',
  summary: "Change an AD office and its AD's details or password; isActive 0/1 deactivates/reactivates both",
  permission: 'masters.assistant-director',
  input: updateAdSchema,
  answer: savedAnswerSchema,
  example: {
    request: async (w) => {
      const { adOfficeId, adOfficeName, staffId, name, mobileNo, emailId } = await w.adOffice();
      return { body: { adOfficeId, adOfficeName, staffId, name, mobileNo, emailId } };
    },
  },
});

export const saveBranchCommand = /* @__PURE__ */ defineCommand({
  ...offices,
  call: '/Tsc/SaveTsc',
  summary: 'Open a market (with its Branch Admin login) or a TSC',
  permission: 'masters.tsc',
  input: saveBranchSchema,
  answer: branchSavedAnswerSchema,
  responses: { 409: 'Branch Code, Branch Name (in the AD office) or Username already exists' },
  example: { as: 'AD', request: async (w) => ({ body: w.tscBody() }) },
});

export const updateBranchCommand = /* @__PURE__ */ defineCommand({
  ...offices,
  call: '/Tsc/UpdateTsc',
  summary: 'Change a market or TSC; isActive 0/1 deactivates/reactivates it',
  permission: 'masters.tsc',
  input: updateBranchSchema,
  answer: savedAnswerSchema,
  example: {
    as: 'AD',
    request: async (w) => {
      const { branchCode: _code, kind: _kind, ...body } = await w.tsc();
      return { body };
    },
  },
});

export const registerMarketOfficerCommand = /* @__PURE__ */ defineCommand({
  ...offices,
  call: '/auth/Register-Market',
  summary: 'Register a Market Officer at a market',
  permission: 'masters.market-officer',
  input: registerMarketOfficerSchema,
  answer: staffRegisteredAnswerSchema,
  responses: { 409: 'Username already exists' },
  example: {
    request: async (w) => {
      const { userType: _type, ...body } = w.userBody();
      return { body };
    },
  },
});

export const registerBranchUserCommand = /* @__PURE__ */ defineCommand({
  ...offices,
  call: '/auth/Register-MasUsers',
  summary: 'Register a branch user of a type the caller may grant',
  permission: 'masters.user',
  input: registerBranchUserSchema,
  answer: staffRegisteredAnswerSchema,
  responses: { 409: 'Username already exists' },
  // A Market Officer's account is managed from the AD office up.
  example: { as: 'AD', request: async (w) => ({ body: w.userBody() }) },
});

export const updateStaffCommand = /* @__PURE__ */ defineCommand({
  ...offices,
  call: '/MasUsers/UpdateMasUsers',
  summary:
    'Change a staff account (details, password); isActive 0 deactivates it and ends its sessions, 1 reactivates',
  permission: 'masters.user',
  input: updateStaffSchema,
  answer: savedAnswerSchema,
  example: {
    as: 'AD',
    request: async (w) => {
      const { staffId, name, designation, mobileNo, emailId } = await w.branchUser();
      return { body: { staffId, name, designation, mobileNo, emailId } };
    },
  },
});

const customers = { tag: 'masters: customers', permission: 'masters.customer' } as const;

export const registerCustomerCommand = /* @__PURE__ */ defineCommand({
  ...customers,
  call: '/auth/Register-Customer',
  summary: 'Register a farmer or reeler (Pending until the mobile number is verified by OTP)',
  input: registerCustomerBodySchema,
  answer: customerRegisteredAnswerSchema,
  responses: {
    200: 'Registered, Pending',
    400: 'Field messages',
    403: 'Role or market scope',
    409: 'Duplicate',
  },
  example: { request: async (w) => ({ body: w.farmerForm() }) },
});

export const allocateHeadCodeCommand = /* @__PURE__ */ defineCommand({
  ...customers,
  call: '/dataManager/getHeadCode/:type',
  summary: "Allocate the next head code of a market (the caller's own market unless branchCode names one)",
  params: customerTypeParamSchema,
  input: headCodeRequestSchema,
  answer: headCodeAnswerSchema,
  example: { request: async () => ({ params: { type: 'farmer' }, body: {} }) },
});

export const updateCustomerCommand = /* @__PURE__ */ defineCommand({
  ...customers,
  call: '/Customer/UpdateCustomer',
  summary: 'Edit a farmer or reeler; isActive 0 deactivates, 1 reactivates (customers are never deleted)',
  input: updateCustomerSchema,
  answer: customerUpdatedAnswerSchema,
  example: {
    request: async (w) => {
      const { form, customerId } = await w.farmer();
      return { body: { ...form, customerId, ledgerName: `Murugan ${w.next()}` } };
    },
  },
});

export const generateOtpCommand = /* @__PURE__ */ defineCommand({
  ...customers,
  call: '/auth/GenerateOtp/:mobile',
  summary: `Send a ${OTP_POLICY.digits}-digit code to a pending customer's mobile (valid 5 minutes; 3 codes per 15 minutes per number)`,
  params: otpMobileParamSchema,
  input: generateOtpSchema,
  answer: otpSentAnswerSchema,
  responses: { 200: 'Sent', 404: 'No pending customer with this number', 429: 'Too many codes' },
  example: {
    freshBase: true,
    request: async (w) => {
      const { mobile, customerId } = await w.pendingFarmer();
      return { params: { mobile }, body: { customerId } };
    },
  },
});

export const verifyCustomerOtpCommand = /* @__PURE__ */ defineCommand({
  ...customers,
  call: '/Customer/UpdateCustomerStatus',
  summary: 'Verify the OTP of a pending customer ({mobileNo or customerId, otp}); activates the account',
  input: verifyCustomerOtpBodySchema,
  answer: customerActivatedAnswerSchema,
  example: {
    freshBase: true,
    request: async (w) => {
      const { mobile, customerId } = await w.pendingFarmer();
      await w.run('Branch Admin', generateOtpCommand.call.replace(':mobile', mobile), { customerId });
      const otp = await w.sentOtp(mobile);
      return { body: { mobileNo: mobile, otp } };
    },
  },
});

export const setMarketSettingCommand = /* @__PURE__ */ defineCommand({
  call: '/dataManager/SetKeyValue',
  summary: 'Set a market setting from a date (Admin only); earlier values stay for earlier dates',
  tag: 'masters: market settings',
  permission: 'settings.manage',
  input: setMarketSettingSchema,
  answer: settingSetAnswerSchema,
  example: {
    // A far future date: today's figures (the floor price of the auction routes) stay as seeded.
    request: async (w) => ({
      body: { key: 'silkrate', value: 470_000 + w.next(), effectiveFrom: '2099-04-01', marketId: null },
    }),
    // Any key and value, never in force today: a fuzzed cash limit or levy rate would change what the later
    // commands' valid requests are (a cash limit of Rs 4,700.37 refused the farmer payments once).
    pinned: ['effectiveFrom'],
  },
});

const holidays = { tag: 'masters: holidays', permission: 'masters.holiday' } as const;

/** A past date of its own (past holidays are allowed; the days-to-pay measure counts them). */
const pastHoliday = (w: ExampleWorld) => {
  const at = new Date(`${w.today()}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() - 400 - w.next());
  return at.toISOString().slice(0, 10);
};

export const saveHolidayCommand = /* @__PURE__ */ defineCommand({
  ...holidays,
  call: '/MasHoliday/SaveMasHoliday',
  summary: "Add a holiday to the market's holiday master (up to two years ahead; past dates allowed)",
  input: saveHolidaySchema,
  answer: holidaySavedAnswerSchema,
  responses: { 409: 'The date is already a holiday' },
  example: {
    request: async (w) => ({ body: { date: pastHoliday(w), name: `Local festival ${w.next()}` } }),
  },
});

export const removeHolidayCommand = /* @__PURE__ */ defineCommand({
  ...holidays,
  call: '/MasHoliday/RemoveMasHoliday',
  summary: 'Remove a holiday from the master, with the reason',
  input: removeHolidaySchema,
  answer: holidaySavedAnswerSchema,
  responses: { 404: 'The date is not in the holiday master' },
  example: {
    freshBase: true,
    request: async (w) => {
      const date = pastHoliday(w);
      await w.run('Branch Admin', saveHolidayCommand.call, { date, name: `Local festival ${w.next()}` });
      return { body: { date, reason: 'Not declared in the Government Order' } };
    },
  },
});

export const prefillHolidaysCommand = /* @__PURE__ */ defineCommand({
  ...holidays,
  call: '/MasHoliday/PrefillMasHoliday',
  summary:
    "Add a year's fixed public holidays of Tamil Nadu (date-holidays); the lunar ones are entered by hand from the Government Order",
  input: prefillHolidaysSchema,
  answer: holidaysPrefilledAnswerSchema,
  responses: { 409: "The year's fixed holidays are already in the master" },
  example: {
    // Next year's: the saved examples are long past, so nothing is in the master yet.
    once: true,
    request: async (w) => ({ body: { year: Number(w.today().slice(0, 4)) + 1 } }),
  },
});

/** The masters commands, in the order the command fuzz runs them (command-catalogue.ts). */

const bankChanges = { tag: 'masters: bank-detail changes' } as const;

/** A new farmer with a change of bank details made by the AD, waiting for a Branch Admin (the fuzz's caller). */
async function pendingBankChange(w: ExampleWorld) {
  const { form, customerId } = await w.pendingFarmer();
  const answer = await w.run<{ bankChange: { changeId: string } }>('AD', updateCustomerCommand.call, {
    ...form,
    customerId,
    bankAcNo: `6020${String(w.next()).padStart(10, '0')}`,
  });
  return { customerId, changeId: answer.bankChange.changeId };
}

export const approveBankChangeCommand = /* @__PURE__ */ defineCommand({
  ...bankChanges,
  permission: 'masters.bank-change-approve',
  call: '/Customer/ApproveBankChange',
  summary:
    "Approve a change of a farmer's bank details as the second person (another Branch Admin of the market or its AD, never the maker)",
  input: approveBankChangeSchema,
  answer: bankChangeDecidedAnswerSchema,
  responses: { 403: 'Not a second person for this change', 409: 'No longer waiting' },
  example: { request: async (w) => ({ body: await pendingBankChange(w) }) },
});

export const rejectBankChangeCommand = /* @__PURE__ */ defineCommand({
  ...bankChanges,
  permission: 'masters.farmer',
  call: '/Customer/RejectBankChange',
  summary: "Reject a change of a farmer's bank details (or withdraw one's own), with the reason",
  input: rejectBankChangeSchema,
  answer: bankChangeDecidedAnswerSchema,
  responses: { 409: 'No longer waiting' },
  example: {
    request: async (w) => ({ body: { ...(await pendingBankChange(w)), reason: 'Passbook not shown' } }),
  },
});

export const mastersCommands: readonly CommandDefinition[] = [
  saveCocoonTypeCommand,
  updateCocoonTypeCommand,
  saveCocoonDefectCommand,
  updateCocoonDefectCommand,
  removeCocoonDefectCommand,
  registerRjdCommand,
  updateRegionCommand,
  registerAdCommand,
  updateAdCommand,
  saveBranchCommand,
  updateBranchCommand,
  registerMarketOfficerCommand,
  registerBranchUserCommand,
  updateStaffCommand,
  registerCustomerCommand,
  allocateHeadCodeCommand,
  updateCustomerCommand,
  generateOtpCommand,
  verifyCustomerOtpCommand,
  setMarketSettingCommand,
  saveHolidayCommand,
  removeHolidayCommand,
  prefillHolidaysCommand,
  approveBankChangeCommand,
  rejectBankChangeCommand,
];
