/** The spec's routes for the first master screens (section 2), spelled exactly as the spec spells them. */
export const COCOON_TYPE_LIST = '/app/mastermanagement/cocoontype';
export const COCOON_TYPE_INPUT = '/app/mastermanagement/cocoonType/cooconInput';
export const DEFECT_LIST = '/app/cocoondefect/defectlist';
export const DEFECT_INPUT = '/app/cocoondefect/defectinput';

export const MASTERS_CRUMB = { text: 'Master Management' } as const;

/** The entry screen edits the record named by `?id=`; without it, it adds one. */
export function editPath(inputPath: string, id: string): string {
  return `${inputPath}?id=${encodeURIComponent(id)}`;
}
