import { z } from 'zod';
import { MESSAGES } from '../shared/messages.js';

/**
 * The parameters a report may ask for, one vocabulary for every report: the same kind gives the same query-string
 * key, the same check and message (spec section 8), the same OpenAPI description and the same form field.
 * - `dateRange`: `from`, `to` (YYYY-MM-DD) — 'Please Select From Date and To Date'
 * - `date`: `date` — 'Please select a date.'
 * - `month`: `month` (YYYY-MM) — 'Please select all fields'
 * - `accountingYear`: `accountingYear` (`202425`), optional: the current financial year
 * - `market`: `marketId`, optional: every market of the caller's scope (a Branch Admin's is their own)
 * - `farmer`, `reeler`: `farmerId`, `reelerId`, required — 'Please select all fields'
 * - `race`: `cocoonTypeId`, optional
 * - `lotStatus`: `status`, optional
 * - `lotFilter`: the drill-down's filter (`lotDrillSchema` read from the query string)
 */
export const PARAMETER_KINDS = [
  'dateRange',
  'date',
  'month',
  'accountingYear',
  'market',
  'farmer',
  'reeler',
  'race',
  'lotStatus',
  'lotFilter',
] as const;
export type ParameterKind = (typeof PARAMETER_KINDS)[number];

export const LOT_STATUS_FILTERS = ['all', 'sold', 'unsold', 'rejected', 'unpaid'] as const;
export type LotStatusFilter = (typeof LOT_STATUS_FILTERS)[number];

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar date: V8 reads 2025-02-30 as 2 March, so the date must read back as itself. */
const validDate = (s: string) => {
  if (!isoDate.test(s)) return false;
  const t = Date.parse(`${s}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === s;
};

const requiredDate = (message: string) =>
  z
    .string({ error: message })
    .refine((s) => s !== '', message)
    .refine(validDate, message);

const id = z.string({ error: MESSAGES.selectAllFields }).uuid(MESSAGES.selectAllFields);
const optionalId = z
  .string()
  .uuid('Please select a valid value')
  .optional()
  .or(z.literal('').transform(() => undefined));

/** The query-string fields each kind brings. */
const FIELDS = {
  dateRange: {
    from: requiredDate(MESSAGES.selectFromToDate),
    to: requiredDate(MESSAGES.selectFromToDate),
  },
  date: { date: requiredDate(MESSAGES.selectDate) },
  month: {
    month: z
      .string({ error: MESSAGES.selectAllFields })
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, MESSAGES.selectAllFields),
  },
  accountingYear: {
    accountingYear: z
      .string()
      .regex(/^\d{6}$/, 'Accounting year is written 202425 (April 2024 to March 2025)')
      .refine(
        (y) => (Number(y.slice(0, 4)) + 1) % 100 === Number(y.slice(4)),
        'Accounting year is written 202425 (April 2024 to March 2025)',
      )
      .optional(),
  },
  market: { marketId: optionalId },
  farmer: { farmerId: id },
  reeler: { reelerId: id },
  race: { cocoonTypeId: optionalId },
  lotStatus: { status: z.enum(LOT_STATUS_FILTERS).optional() },
  lotFilter: {
    from: z.string().refine(validDate, MESSAGES.selectFromToDate).optional(),
    to: z.string().refine(validDate, MESSAGES.selectFromToDate).optional(),
    marketId: optionalId,
    farmerId: optionalId,
    reelerId: optionalId,
    cocoonTypeId: optionalId,
    tscId: optionalId,
    adOfficeId: optionalId,
    regionId: optionalId,
    status: z.enum(LOT_STATUS_FILTERS).optional(),
    minRatePaise: z.coerce.number().int().optional(),
    maxRatePaise: z.coerce.number().int().optional(),
  },
} satisfies Record<ParameterKind, z.ZodRawShape>;

/** The zod object of a report's query string (HTTP edge and OpenAPI), from its parameter kinds. */
export function reportQuerySchema(kinds: readonly ParameterKind[]) {
  const shape: z.ZodRawShape = {};
  for (const kind of kinds) Object.assign(shape, FIELDS[kind]);
  let schema = z.object(shape);
  if (kinds.includes('dateRange') || kinds.includes('lotFilter'))
    schema = schema.refine((p) => !p.from || !p.to || String(p.from) <= String(p.to), {
      message: 'From Date must not be after To Date',
      path: ['to'],
    }) as unknown as typeof schema;
  return schema;
}

/** Parsed parameters as a query receives them (absent optional kinds are undefined). */
export interface ReportParameters {
  from?: string;
  to?: string;
  date?: string;
  month?: string;
  accountingYear?: string;
  marketId?: string;
  farmerId?: string;
  reelerId?: string;
  cocoonTypeId?: string;
  status?: LotStatusFilter;
  tscId?: string;
  adOfficeId?: string;
  regionId?: string;
  minRatePaise?: number;
  maxRatePaise?: number;
}

/** The query-string keys of a kind, in order (forms and URLs). */
export const parameterKeys = (kind: ParameterKind): string[] => Object.keys(FIELDS[kind]);
