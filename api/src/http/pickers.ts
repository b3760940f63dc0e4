import {
  adOfficePickerRowSchema,
  branchPickerRowSchema,
  can,
  PICKER_MASTER,
  regionPickerRowSchema,
} from '@cocoon/domain';
import type { ListDefinition } from '@cocoon/projectors';
import type { Context } from 'koa';

type Picker = keyof typeof PICKER_MASTER;

/** What a dropdown needs of each record (domain's picker rows: activeOptions reads isActive too). */
const PICKER_FIELDS: Record<Picker, readonly string[]> = {
  'pickers.region': Object.keys(regionPickerRowSchema.shape),
  'pickers.ad-office': Object.keys(adOfficePickerRowSchema.shape),
  'pickers.branch': Object.keys(branchPickerRowSchema.shape),
};

/**
 * A picker answers the master's own list (same rows, same scope) to a caller holding the master's permission,
 * and only the picker's fields to the other roles whose forms hold it: the master's list refuses them the
 * record's contact details and audit columns, so its twin must not answer them either.
 */
export function pickerList(ctx: Context, picker: Picker, full: ListDefinition): ListDefinition {
  if (can(ctx.state.user?.userType, PICKER_MASTER[picker])) return full;
  const keep = PICKER_FIELDS[picker];
  const columns = Object.fromEntries(Object.entries(full.columns).filter(([field]) => keep.includes(field)));
  return {
    ...full,
    columns,
    searchable: full.searchable.filter((field) => keep.includes(field)),
    defaultSort: keep.includes(full.defaultSort) ? full.defaultSort : (keep[0] as string),
  } as ListDefinition;
}
