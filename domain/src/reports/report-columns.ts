import { z } from 'zod';

/**
 * How a report column's integer value reads (money-and-reports.md, "Reports"): money stays in paise and weight in
 * grams in every answer; the type says how a screen, a CSV, a workbook or a PDF shows it.
 * - `text`, `date` (YYYY-MM-DD), `count`
 * - `grams`: shown as kg to 3 decimals
 * - `paise`: shown as rupees with en-IN grouping; `lakhs`: paise shown as Rs lakhs (MIS value columns)
 * - `basisPoints`: hundredths of a percent (shell ratio 2167 = 21.67 %)
 * - `ratePerKg`: paise per kg (a price), shown as rupees
 * - `hundredths`: a figure kept in hundredths (renditta 600 = 6.00)
 * - `balance`: a ledger balance in paise, debit minus credit, shown with its side ('1,234.50 Dr', '1,234.50 Cr')
 */
export const COLUMN_TYPES = [
  'text',
  'date',
  'count',
  'grams',
  'paise',
  'lakhs',
  'basisPoints',
  'ratePerKg',
  'hundredths',
  'balance',
] as const;
export type ColumnType = (typeof COLUMN_TYPES)[number];

/** How a column totals. `sum` is exact (integers); min / max over the rows; `weightedAverage` see `weighting`. */
export const TOTAL_KINDS = ['sum', 'min', 'max', 'weightedAverage'] as const;
export type TotalKind = (typeof TOTAL_KINDS)[number];

/**
 * A weighted average's recipe (money-and-reports.md: "the weighted average (total value / total kg), never a plain
 * average"):
 * - `ratio`: round(Σ numerator × scale / Σ denominator): an average rate is Σ amount paise × 1000 / Σ grams;
 * - `weights`: round(Σ (value × weight) / Σ weight): a shell ratio averaged over the kg it stands for.
 */
export type Weighting =
  | { kind: 'ratio'; numerator: string; denominator: string; scale: number }
  | { kind: 'weights'; weight: string };

/**
 * Where a cell leads: `lots` opens the lots behind the row's figure (the row's `drill`), `lot` the lot's history,
 * `farmer` the farmer's entry form (the row's `farmerId`).
 */
export const COLUMN_LINKS = ['lots', 'lot', 'farmer'] as const;
export type ColumnLink = (typeof COLUMN_LINKS)[number];

/** A column of a report definition. */
export interface ReportColumnDef {
  key: string;
  /** With its unit where it has one: 'Weight (kg)', 'Value (Rs lakhs)'. */
  header: string;
  type: ColumnType;
  total: TotalKind | null;
  /** Required when `total` is `weightedAverage`. */
  weighting?: Weighting;
  link?: ColumnLink;
  /** Shown on screen and in exports unless false (a key column the drill-down needs but a person does not). */
  hidden?: boolean;
  /** Sentences (a reason): the screen wraps them in a readable width instead of stretching the row. */
  wrap?: boolean;
}

/** A cell: integers for every numeric type, text for text and dates, null for nothing (a lot not sold). */
export const reportCellSchema = z.union([z.string(), z.number(), z.null()]);
export type ReportCell = z.infer<typeof reportCellSchema>;

/**
 * The lots behind a figure: the filter the drill-down call (`Reports/Lots`) takes. Every key optional; the
 * server still applies the caller's scope.
 */
export const lotDrillSchema = z.object({
  marketId: z.string().optional(),
  from: z.string().optional(),
  to: z.string().optional(),
  farmerId: z.string().optional(),
  reelerId: z.string().optional(),
  cocoonTypeId: z.string().optional(),
  tscId: z.string().optional(),
  adOfficeId: z.string().optional(),
  regionId: z.string().optional(),
  /** `sold` (weighed), `unsold` (no bid or not approved), `rejected`, `unpaid` (sold, farmer not fully paid). */
  status: z.enum(['all', 'sold', 'unsold', 'rejected', 'unpaid']).optional(),
  minRatePaise: z.number().int().optional(),
  maxRatePaise: z.number().int().optional(),
});
export type LotDrill = z.infer<typeof lotDrillSchema>;

/** A row: cells by column key, and optionally the lots behind it. */
export const reportRowSchema = z.record(z.string(), z.union([reportCellSchema, lotDrillSchema]));
export type ReportRow = Record<string, ReportCell> & { drill?: LotDrill };

export const reportColumnSchema = z.object({
  key: z.string(),
  header: z.string(),
  type: z.enum(COLUMN_TYPES),
  total: z.enum(TOTAL_KINDS).nullable(),
  link: z.enum(COLUMN_LINKS).optional(),
  wrap: z.boolean().optional(),
});
export type ReportColumn = z.infer<typeof reportColumnSchema>;

/** A line under the table: "Lots inwarded 42", "Weighted average rate Rs 512.30". */
export const summaryLineSchema = z.object({
  label: z.string(),
  value: reportCellSchema,
  type: z.enum(COLUMN_TYPES),
});
export type SummaryLine = z.infer<typeof summaryLineSchema>;

/** A chart of the rows (recharts): x is a column key; each series a numeric column, on the left or right axis. */
export const reportChartSchema = z.object({
  kind: z.enum(['line', 'bar']),
  title: z.string(),
  x: z.string(),
  series: z.array(z.object({ key: z.string(), axis: z.enum(['left', 'right']).optional() })),
});
export type ReportChart = z.infer<typeof reportChartSchema>;

/**
 * What every report call answers (issue 13, "One report machine"). `totals` is keyed by column key (null where the
 * column does not total); a summed total is the exact sum of the rows.
 */
export const reportAnswerSchema = z.object({
  result: z.literal('Success'),
  id: z.string(),
  title: z.string(),
  parameters: z.record(z.string(), z.union([z.string(), z.number()])),
  columns: z.array(reportColumnSchema),
  rows: z.array(reportRowSchema),
  totals: z.record(z.string(), reportCellSchema),
  summary: z.array(summaryLineSchema),
  chart: reportChartSchema.nullable(),
  /** Every row of the answer, whether `rows` holds them all or one page of them. */
  rowCount: z.number().int().optional(),
  /** Present when a page was asked for (`?page=`): `rows` are that page's, `totals` still of every row. */
  page: z.number().int().optional(),
  pageSize: z.number().int().optional(),
});
export interface ReportAnswer {
  result: 'Success';
  id: string;
  title: string;
  parameters: Record<string, string | number>;
  columns: ReportColumn[];
  rows: ReportRow[];
  totals: Record<string, ReportCell>;
  summary: SummaryLine[];
  chart: ReportChart | null;
  rowCount?: number;
  page?: number;
  pageSize?: number;
}
