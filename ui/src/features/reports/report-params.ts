import {
  currentAccountingYear,
  type LotDrill,
  type ParameterKind,
  parameterKeys,
  type ReportDefinition,
  reportQuerySchema,
} from '@cocoon/domain';
import type { FieldErrors } from '../../api/errors';

/** A report's parameters as the form and the URL hold them: query-string key → text ('' = not chosen). */
export type ReportParams = Record<string, string>;

type Kinds = Pick<ReportDefinition, 'parameters'>;

/**
 * A report of one farmer or reeler without a market parameter still needs a market to pick the customer from (a
 * customer belongs to one market; an AD or RJD looks after several): the form asks for it and keeps it in the URL,
 * and the server, which reads only the report's own keys, ignores it.
 */
export const picksMarketForCustomer = (definition: Kinds) =>
  !definition.parameters.includes('market') &&
  (definition.parameters.includes('farmer') || definition.parameters.includes('reeler'));

/** The query-string keys of a report, in its parameters' order (the form's fields, the URL's order). */
export const reportKeys = (definition: Kinds): string[] => [
  ...new Set([
    ...(picksMarketForCustomer(definition) ? ['marketId'] : []),
    ...definition.parameters.flatMap((kind) => parameterKeys(kind)),
  ]),
];

/** The parameters in the URL; a key absent from it is '' (not chosen). */
export function readReportParams(definition: Kinds, search: string): ReportParams {
  const url = new URLSearchParams(search);
  return Object.fromEntries(reportKeys(definition).map((key) => [key, url.get(key) ?? '']));
}

/** Whether the URL names any parameter of the report: the user (or a shared link) asked for an answer. */
export const hasAnyParam = (definition: Kinds, search: string) => {
  const url = new URLSearchParams(search);
  return reportKeys(definition).some((key) => url.has(key));
};

/**
 * What the form starts with when the URL names nothing: today for dates, this month, this financial year (issue
 * 13: the levy's accounting year defaults to the current one). A URL's value, even an empty one, wins: an empty
 * date in the URL means the user cleared it.
 */
export function formParams(definition: Kinds, search: string, today: string): ReportParams {
  const params = readReportParams(definition, search);
  if (hasAnyParam(definition, search)) return params;
  const defaults: Partial<Record<ParameterKind, ReportParams>> = {
    dateRange: { from: today, to: today },
    date: { date: today },
    month: { month: today.slice(0, 7) },
    accountingYear: { accountingYear: currentAccountingYear(today) },
  };
  for (const kind of definition.parameters) Object.assign(params, defaults[kind]);
  return params;
}

const chosen = (params: ReportParams) =>
  Object.fromEntries(Object.entries(params).filter(([, v]) => v !== ''));

/**
 * The spec's messages (section 8: 'Please Select From Date and To Date', 'Please select a date.', 'Please select
 * all fields') by field, checked with the same schema the server checks the query string with, so the form refuses
 * exactly what the server would, before calling it.
 */
export function reportParamErrors(definition: Kinds, params: ReportParams): FieldErrors {
  const parsed = reportQuerySchema(definition.parameters).safeParse(chosen(params));
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    const list = errors[field] ?? [];
    if (!list.includes(issue.message)) list.push(issue.message);
    errors[field] = list;
  }
  return errors;
}

/** Each message once, in field order: the one notice above the table. */
export const uniqueMessages = (errors: FieldErrors): string[] => [...new Set(Object.values(errors).flat())];

/** The query string of the chosen parameters, in the report's key order (a stable, shareable URL). */
export function reportSearch(definition: Kinds, params: ReportParams): string {
  const out = new URLSearchParams();
  for (const key of reportKeys(definition)) if (params[key]) out.set(key, params[key]);
  return out.toString();
}

/** The drill-down's query string from a row's `drill` filter (numbers written out, nothing empty). */
export function drillSearch(drill: LotDrill): string {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(drill))
    if (value !== undefined && value !== '') out.set(key, String(value));
  return out.toString();
}
