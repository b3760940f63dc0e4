import type { TableColumn } from '../../components/table/column';
import { PersonCell } from '../auction/PersonCell';

/** The fields of a row that hold a number (paise, grams, counts). */
type NumberKey<Row> = { [K in keyof Row]-?: Row[K] extends number ? K : never }[keyof Row] & string;
/** The fields of a row that hold a name or a code. */
type TextKey<Row> = { [K in keyof Row]-?: Row[K] extends string | null ? K : never }[keyof Row] & string;

/** A figure: right-aligned, sortable, the number shown with its unit's formatter (the unit is in the header). */
export function figureColumn<Row>(
  header: string,
  accessor: NumberKey<Row>,
  width: number,
  format: (value: number) => string,
): TableColumn<Row> {
  return {
    header,
    accessor,
    sortable: true,
    width,
    alignment: 'right',
    // NumberKey picks only number fields; TypeScript cannot follow that through the generic index.
    render: (row) => format(row[accessor] as number),
  };
}

/** A person by name, with their code underneath; sorts by the name. */
export function personColumn<Row>(
  header: string,
  name: TextKey<Row>,
  code: TextKey<Row>,
  width: number,
): TableColumn<Row> {
  return {
    header,
    accessor: name,
    sortable: true,
    width,
    // TextKey picks only string fields; TypeScript cannot follow that through the generic index.
    render: (row) => <PersonCell name={row[name] as string | null} code={row[code] as string | null} />,
  };
}
