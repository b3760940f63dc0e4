import type { Action } from '@cocoon/domain';
import { type LazyScreen, lazyScreen } from '../lazy-screen';
import { type ScreenDef, SEARCH } from '../screen';
import { MENU_GROUPS } from './menu-groups';

const GROUP = MENU_GROUPS.masters.label;
const BASE = '/app/mastermanagement';

const CUSTOMER_FIELDS = [
  'head code',
  'name',
  'father name',
  'address',
  'mobile no',
  'Aadhaar (masked)',
  'bank account (masked)',
  'TSC',
  'status',
];

const customers = () => import('../../masters/customers/customer-screens');
const staff = () => import('../../masters/staff/staff-screens');

interface MasterDef {
  name: string;
  list: string;
  input: string;
  action: Action;
  fields: readonly string[];
  inputFields?: readonly string[];
  /** Its list is an item of the side menu (the RJD list is a route without one). */
  inMenu?: true;
  listScreen: LazyScreen;
  inputScreen: LazyScreen;
}

/** A master list and its entry form, which the spec always names together. */
function master(def: MasterDef): [list: ScreenDef, input: ScreenDef] {
  const listPath = `${BASE}/${def.list}`;
  return [
    {
      path: listPath,
      title: def.name,
      group: GROUP,
      action: def.action,
      filters: [SEARCH],
      purpose: `Lists every ${def.name.toLowerCase()} record with its status; Add and Edit open the entry form.`,
      fields: def.fields,
      ...(def.inMenu && { inMenu: true }),
      component: def.listScreen,
    },
    {
      path: `${BASE}/${def.input}`,
      title: `${def.name} Entry`,
      group: GROUP,
      parent: listPath,
      action: def.action,
      purpose: `Adds a ${def.name.toLowerCase()} or edits the one chosen in the list.`,
      fields: def.inputFields ?? def.fields,
      component: def.inputScreen,
    },
  ];
}

export const [AD_LIST, AD_INPUT] = master({
  name: 'Assistant Director',
  list: 'assistantlist',
  input: 'assistantmanage/assistantinput',
  action: 'masters.assistant-director',
  fields: ['AD code', 'region', 'name', 'mobile number', 'email', 'AD office'],
  inputFields: ['AD code', 'region', 'name', 'mobile number', 'email', 'password', 'AD office'],
  inMenu: true,
  listScreen: lazyScreen(() => import('../../masters/assistants/AdList'), 'AdList'),
  inputScreen: lazyScreen(() => import('../../masters/assistants/AdInput'), 'AdInput'),
});

export const [RJD_LIST, RJD_INPUT] = master({
  name: 'Regional Joint Director',
  list: 'rjdlist',
  input: 'rjd/rjdinput',
  action: 'masters.rjd',
  fields: ['region name', 'code', 'name'],
  listScreen: lazyScreen(() => import('../../masters/rjds/RjdList'), 'RjdList'),
  inputScreen: lazyScreen(() => import('../../masters/rjds/RjdInput'), 'RjdInput'),
});

export const [MARKET_OFFICER_LIST, MARKET_OFFICER_INPUT] = master({
  name: 'Market Officer',
  list: 'marketofficerlist',
  input: 'marketofficer/marketofficerinput',
  action: 'masters.market-officer',
  fields: ['username', 'designation', 'email', 'mobile', 'market office'],
  inputFields: ['username', 'designation', 'email', 'mobile', 'password', 'market office'],
  inMenu: true,
  listScreen: lazyScreen(staff, 'MarketOfficerList'),
  inputScreen: lazyScreen(staff, 'MarketOfficerInput'),
});

export const [USER_LIST, USER_INPUT] = master({
  name: 'User',
  list: 'masuserlist',
  input: 'masuser/masuserinput',
  action: 'masters.user',
  fields: ['username', 'designation', 'email', 'mobile', 'market office'],
  inputFields: ['username', 'designation', 'email', 'mobile', 'password', 'market office'],
  inMenu: true,
  listScreen: lazyScreen(staff, 'UserList'),
  inputScreen: lazyScreen(staff, 'UserInput'),
});

export const [REELER_LIST, REELER_INPUT] = master({
  name: 'Reeler',
  list: 'reelerlist',
  input: 'reelermanage/reelerinput',
  action: 'masters.reeler',
  fields: [...CUSTOMER_FIELDS, 'reeler type', 'basin count', 'licence no'],
  inMenu: true,
  listScreen: lazyScreen(customers, 'ReelerList'),
  inputScreen: lazyScreen(customers, 'ReelerInput'),
});

export const [FARMER_LIST, FARMER_INPUT] = master({
  name: 'Farmer',
  list: 'farmerlist',
  input: 'farmermanage/farmerinput',
  action: 'masters.farmer',
  fields: [...CUSTOMER_FIELDS, 'farmer type'],
  inMenu: true,
  listScreen: lazyScreen(customers, 'FarmerList'),
  inputScreen: lazyScreen(customers, 'FarmerInput'),
});

export const [TSC_LIST, TSC_INPUT] = master({
  name: 'TSC',
  list: 'tsclist',
  input: 'TSC/tscinput',
  action: 'masters.tsc',
  fields: ['branch name (English and Tamil)', 'AD office', 'city', 'pin', 'mobile', 'office number', 'email'],
  inputFields: [
    'branch name (English and Tamil)',
    'AD office',
    'address 1',
    'address 2',
    'city',
    'pin',
    'mobile',
    'office number',
    'alternate number',
    'email',
    'username',
    'password',
  ],
  inMenu: true,
  listScreen: lazyScreen(() => import('../../masters/branches/BranchList'), 'BranchList'),
  inputScreen: lazyScreen(() => import('../../masters/branches/BranchInput'), 'BranchInput'),
});

export const [COCOON_TYPE_LIST, COCOON_TYPE_INPUT] = master({
  name: 'Cocoon Type',
  list: 'cocoontype',
  input: 'cocoonType/cooconInput',
  action: 'masters.cocoon-type',
  fields: ['name', 'short name'],
  inMenu: true,
  listScreen: lazyScreen(() => import('../../masters/CocoonTypeList'), 'CocoonTypeList'),
  inputScreen: lazyScreen(() => import('../../masters/CocoonTypeInput'), 'CocoonTypeInput'),
});

export const DEFECT_LIST: ScreenDef = {
  path: '/app/cocoondefect/defectlist',
  title: 'Cocoon Defect',
  group: GROUP,
  action: 'masters.cocoon-defect',
  purpose: 'Lists the cocoon defects the lab records against a lot.',
  fields: ['defect code', 'defect name'],
  inMenu: true,
  component: lazyScreen(() => import('../../masters/CocoonDefectList'), 'CocoonDefectList'),
};

export const DEFECT_INPUT: ScreenDef = {
  path: '/app/cocoondefect/defectinput',
  title: 'Cocoon Defect Entry',
  group: GROUP,
  parent: DEFECT_LIST.path,
  action: 'masters.cocoon-defect',
  purpose: 'Adds or edits a cocoon defect.',
  fields: ['defect code', 'defect name'],
  component: lazyScreen(() => import('../../masters/CocoonDefectInput'), 'CocoonDefectInput'),
};

// Not a route of the spec (issue 25): the market's working days, which the next-working-day payment follows.
export const HOLIDAYS: ScreenDef = {
  path: '/app/holidays',
  title: 'Holiday Master',
  group: GROUP,
  action: 'masters.holiday',
  purpose:
    "Lists the market's holidays of a year; adds one by hand or the year's fixed public holidays, removes one with a reason.",
  fields: ['date', 'day', 'holiday', 'holiday in Tamil'],
  inMenu: true,
  component: lazyScreen(() => import('../../masters/holidays/HolidayMaster'), 'HolidayMaster'),
};

// Not a route of the spec (issue 25): maker-checker for farmers' bank details, the usual route of insider fraud.
export const BANK_CHANGES: ScreenDef = {
  path: '/app/bankchanges',
  title: 'Bank Detail Changes',
  group: GROUP,
  action: 'masters.farmer',
  purpose:
    "Lists changes of farmers' bank details waiting for a second person; another Branch Admin of the market or its AD approves, the maker may withdraw, anyone may reject with a reason.",
  fields: ['farmer', 'market', 'details in force', 'details asked for', 'asked by'],
  inMenu: true,
  component: lazyScreen(() => import('../../masters/bank-changes/BankChanges'), 'BankChanges'),
};

// Not a route of the spec: the Admin's screen for the market settings.
export const SETTINGS: ScreenDef = {
  path: `${BASE}/settings`,
  title: 'Market Settings',
  group: GROUP,
  action: 'settings.manage',
  purpose:
    'Sets silk rate, conversion cost, renditta factor, levy rates and the minimum bid increment from a date.',
  inMenu: true,
  component: lazyScreen(() => import('../../masters/settings/SettingsPage'), 'SettingsPage'),
};

// Not a route of the spec: every login attempt, for the Admin to watch for guessing.
export const LOGIN_LOG: ScreenDef = {
  path: `${BASE}/loginlog`,
  title: 'Login Log',
  group: GROUP,
  action: 'security.login-log',
  purpose: 'Lists every login attempt of staff and reelers: time, account, result, address and browser.',
  inMenu: true,
  component: lazyScreen(() => import('../../security/LoginLogPage'), 'LoginLogPage'),
};

/** In the side menu's order. */
export const MASTER_SCREENS: readonly ScreenDef[] = [
  AD_LIST,
  AD_INPUT,
  RJD_LIST,
  RJD_INPUT,
  MARKET_OFFICER_LIST,
  MARKET_OFFICER_INPUT,
  USER_LIST,
  USER_INPUT,
  REELER_LIST,
  REELER_INPUT,
  FARMER_LIST,
  FARMER_INPUT,
  TSC_LIST,
  TSC_INPUT,
  COCOON_TYPE_LIST,
  COCOON_TYPE_INPUT,
  DEFECT_LIST,
  DEFECT_INPUT,
  HOLIDAYS,
  BANK_CHANGES,
  SETTINGS,
  LOGIN_LOG,
];
