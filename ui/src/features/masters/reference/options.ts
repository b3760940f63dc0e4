import type { SelectOption } from '../../../components/form/SelectField';

/**
 * Picker options: the active records, plus the one already chosen even when it has since been deactivated
 * (an old record still names its inactive TSC, and the form must show which).
 */
export function activeOptions<Row extends { isActive: number }>(
  rows: readonly Row[] | undefined,
  current: string,
  idOf: (row: Row) => string,
  labelOf: (row: Row) => string,
): SelectOption[] {
  return (rows ?? [])
    .filter((row) => row.isActive === 1 || idOf(row) === current)
    .map((row) => ({
      value: idOf(row),
      label: row.isActive === 1 ? labelOf(row) : `${labelOf(row)} (inActive)`,
    }));
}
