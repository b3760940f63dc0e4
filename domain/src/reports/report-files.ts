import { displayDate } from '../shared/formats.js';
import type { ReportAnswer } from './report-columns.js';

/** The files a report exports to, beside its JSON answer (issue 13, "Export"). */
export const REPORT_FILE_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type ReportFileFormat = (typeof REPORT_FILE_FORMATS)[number];

/** The parameters that say which period a file covers, in the order its name lists them. */
const PERIOD_KEYS = ['from', 'to', 'date', 'month', 'accountingYear'] as const;

/**
 * `lot-register_2025-04-01_2025-04-30.csv`: the report's id and the period it covers, so a folder of downloads
 * sorts and reads without opening them. The server names the file it serves and the screen saves it under the same
 * name; only characters safe in a file name on every system are kept.
 */
export function reportFileName(
  reportId: string,
  parameters: Readonly<Record<string, string | number | null | undefined>>,
  format: ReportFileFormat,
): string {
  const period = PERIOD_KEYS.map((key) => parameters[key])
    .filter((v) => v !== undefined && v !== null && v !== '')
    .map(String);
  // A day asked as From and To names the day once: `lot-register_2025-04-01.csv`.
  const safe = [reportId, ...new Set(period)].join('_').replace(/[^\w.-]/g, '-');
  return `${safe}.${format}`;
}

const PARAMETER_NAMES: Readonly<Record<string, string>> = {
  from: 'From',
  to: 'To',
  date: 'Date',
  month: 'Month',
  accountingYear: 'Accounting year',
  status: 'Status',
  // A passbook's customer, as its query resolves the id: 'Farmer Palani (F001)'.
  farmer: 'Farmer',
  reeler: 'Reeler',
};

/** The parameters as a line of a file's title block: "From 01/04/2025, To 30/04/2025, Status sold". */
export function parameterLine(answer: Pick<ReportAnswer, 'parameters'>): string {
  return Object.entries(answer.parameters)
    .filter(([key]) => PARAMETER_NAMES[key])
    .map(([key, value]) => {
      const text = String(value);
      return `${PARAMETER_NAMES[key]} ${/^\d{4}-\d{2}-\d{2}$/.test(text) ? displayDate(text) : text}`;
    })
    .join(', ');
}
