/** The spec's master routes (section 2), spelled exactly as the spec spells them. */
const BASE = '/app/mastermanagement';

export const COCOON_TYPE_LIST = `${BASE}/cocoontype`;
export const COCOON_TYPE_INPUT = `${BASE}/cocoonType/cooconInput`;
export const DEFECT_LIST = '/app/cocoondefect/defectlist';
export const DEFECT_INPUT = '/app/cocoondefect/defectinput';
export const FARMER_LIST = `${BASE}/farmerlist`;
export const FARMER_INPUT = `${BASE}/farmermanage/farmerinput`;
export const REELER_LIST = `${BASE}/reelerlist`;
export const REELER_INPUT = `${BASE}/reelermanage/reelerinput`;
export const TSC_LIST = `${BASE}/tsclist`;
export const TSC_INPUT = `${BASE}/TSC/tscinput`;
export const MARKET_OFFICER_LIST = `${BASE}/marketofficerlist`;
export const MARKET_OFFICER_INPUT = `${BASE}/marketofficer/marketofficerinput`;
export const USER_LIST = `${BASE}/masuserlist`;
export const USER_INPUT = `${BASE}/masuser/masuserinput`;
export const AD_LIST = `${BASE}/assistantlist`;
export const AD_INPUT = `${BASE}/assistantmanage/assistantinput`;
export const RJD_LIST = `${BASE}/rjdlist`;
export const RJD_INPUT = `${BASE}/rjd/rjdinput`;
/** Not a route of the spec: issue 4's Admin-only market settings screen. */
export const SETTINGS = `${BASE}/settings`;

export const MASTERS_CRUMB = { text: 'Master Management' } as const;

/** The entry screen edits the record named by `?id=`; without it, it adds one. */
export function editPath(inputPath: string, id: string): string {
  return `${inputPath}?id=${encodeURIComponent(id)}`;
}

/** The record an entry screen edits: `?id=` of its URL, or null when it adds one. */
export function idFromSearch(search: string): string | null {
  return new URLSearchParams(search).get('id');
}
