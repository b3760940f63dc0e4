import { istTime } from '@cocoon/domain';
import type { Alignment, TableColumn, ValueType } from './column';

const grouping = new Intl.NumberFormat('en-IN');
const twoDecimals = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const threeDecimals = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 3, maximumFractionDigits: 3 });

type FormatSpec = Pick<TableColumn<unknown>, 'valueType' | 'isTime'>;

/** The text a cell shows for a raw value (spec section 9). */
export function formatCellValue(value: unknown, spec: FormatSpec = {}): string {
  if (value === null || value === undefined) return '';
  if (spec.isTime || spec.valueType === 1) return formatTime(value);
  const number = toNumber(value);
  if (number !== undefined) return formatNumber(number, spec.valueType);
  return String(value);
}

export function formatNumber(value: number, valueType?: ValueType): string {
  if (valueType === 3) return twoDecimals.format(value);
  if (valueType === 4) return threeDecimals.format(value);
  return grouping.format(value);
}

/** HH:MM from a Date, an ISO timestamp, epoch milliseconds or an 'HH:MM[:SS]' string; '' when unreadable. */
export function formatTime(value: unknown): string {
  if (typeof value === 'string') {
    const clock = /^(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(value.trim());
    if (clock) return `${clock[1]!.padStart(2, '0')}:${clock[2]}`;
  }
  const date =
    value instanceof Date
      ? value
      : typeof value === 'string' || typeof value === 'number'
        ? new Date(value)
        : undefined;
  if (!date || Number.isNaN(date.getTime())) return '';
  // Business times are Indian times whatever the browser's zone (design: Asia/Kolkata).
  return istTime(date);
}

/** Numbers are right-aligned (spec); a column's own alignment wins. */
export function cellAlignment(
  column: Pick<TableColumn<unknown>, 'alignment' | 'valueType' | 'isTime'>,
  value: unknown,
): Alignment {
  if (column.alignment) return column.alignment;
  if (column.isTime || column.valueType === 1) return 'left';
  if (column.valueType === 3 || column.valueType === 4 || typeof value === 'number') return 'right';
  return 'left';
}

function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'bigint') return Number(value);
  return undefined;
}
