import type { Action } from '@cocoon/domain';
import { type ScreenDef, SEARCH } from '../screen';

const GROUP = 'Master Management';
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

/** A master list and its entry form, which the spec always names together. */
function master(
  name: string,
  list: string,
  input: string,
  action: Action,
  fields: readonly string[],
  inputFields: readonly string[] = fields,
): ScreenDef[] {
  return [
    {
      path: `${BASE}/${list}`,
      title: name,
      group: GROUP,
      action,
      filters: [SEARCH],
      purpose: `Lists every ${name.toLowerCase()} record with its status; Add and Edit open the entry form.`,
      fields,
    },
    {
      path: `${BASE}/${input}`,
      title: `${name} Entry`,
      group: GROUP,
      parent: `${BASE}/${list}`,
      action,
      purpose: `Adds a ${name.toLowerCase()} or edits the one chosen in the list.`,
      fields: inputFields,
    },
  ];
}

export const MASTER_SCREENS: readonly ScreenDef[] = [
  ...master('Reeler', 'reelerlist', 'reelermanage/reelerinput', 'masters.reeler', [
    ...CUSTOMER_FIELDS,
    'reeler type',
    'basin count',
    'licence no',
  ]),
  ...master('Farmer', 'farmerlist', 'farmermanage/farmerinput', 'masters.farmer', [
    ...CUSTOMER_FIELDS,
    'farmer type',
  ]),
  ...master(
    'Assistant Director',
    'assistantlist',
    'assistantmanage/assistantinput',
    'masters.assistant-director',
    ['AD code', 'region', 'name', 'mobile number', 'email', 'AD office'],
    ['AD code', 'region', 'name', 'mobile number', 'email', 'password', 'AD office'],
  ),
  ...master(
    'Market Officer',
    'marketofficerlist',
    'marketofficer/marketofficerinput',
    'masters.market-officer',
    ['username', 'designation', 'email', 'mobile', 'market office'],
    ['username', 'designation', 'email', 'mobile', 'password', 'market office'],
  ),
  ...master('Regional Joint Director', 'rjdlist', 'rjd/rjdinput', 'masters.rjd', [
    'region name',
    'code',
    'name',
  ]),
  ...master(
    'User',
    'masuserlist',
    'masuser/masuserinput',
    'masters.user',
    ['username', 'designation', 'email', 'mobile', 'market office'],
    ['username', 'designation', 'email', 'mobile', 'password', 'market office'],
  ),
  ...master(
    'TSC',
    'tsclist',
    'TSC/tscinput',
    'masters.tsc',
    ['branch name (English and Tamil)', 'AD office', 'city', 'pin', 'mobile', 'office number', 'email'],
    [
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
  ),
  ...master('Cocoon Type', 'cocoontype', 'cocoonType/cooconInput', 'masters.cocoon-type', [
    'name',
    'short name',
  ]),
  // Not a route of the spec: issue 4 asks for an Admin-only screen for the market settings.
  {
    path: `${BASE}/settings`,
    title: 'Market Settings',
    group: GROUP,
    action: 'settings.manage',
    purpose:
      'Sets silk rate, conversion cost, renditta factor, levy rates and the minimum bid increment from a date.',
  },
  {
    path: '/app/cocoondefect/defectlist',
    title: 'Cocoon Defect',
    group: GROUP,
    action: 'masters.cocoon-defect',
    purpose: 'Lists the cocoon defects the lab records against a lot.',
    fields: ['defect code', 'defect name'],
  },
  {
    path: '/app/cocoondefect/defectinput',
    title: 'Cocoon Defect Entry',
    group: GROUP,
    parent: '/app/cocoondefect/defectlist',
    action: 'masters.cocoon-defect',
    purpose: 'Adds or edits a cocoon defect.',
    fields: ['defect code', 'defect name'],
  },
];
