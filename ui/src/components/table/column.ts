import type { CSSProperties, ReactNode } from 'react';

/**
 * Spec value type codes (section 9): 3 → two decimals, 4 → three decimals, 1 → time of day HH:MM.
 * Codes the spec does not define are shown as plain values.
 */
export type ValueType = 1 | 3 | 4;

export type Alignment = 'left' | 'center' | 'right';

/** The spec's "Table column" (section 3), plus an optional custom cell for actions and tags. */
export interface TableColumn<Row> {
  header: string;
  /** The row field the column shows and sorts by. */
  accessor: keyof Row & string;
  /** Pixels; the spec's default is 150. */
  width?: number;
  sortable?: boolean;
  /** Defaults to right for numbers and left otherwise. */
  alignment?: Alignment;
  background?: string;
  colour?: string;
  fontWeight?: CSSProperties['fontWeight'];
  valueType?: ValueType;
  /** The spec's "type flag": show the value as a time of day whatever its type code. */
  isTime?: boolean;
  /** Renders the cell instead of the formatted value (buttons, tags); sorting still uses `accessor`. */
  render?: (row: Row) => ReactNode;
}

export const DEFAULT_COLUMN_WIDTH = 150;
export const DEFAULT_PAGE_SIZE = 15;
export const MAX_TABLE_HEIGHT_PX = 500;
