import {
  currentAccountingYear,
  type ParameterKind,
  type ReportDefinition,
  type ReportParameters,
} from '@cocoon/domain';

/** The values a benchmark or a proof asks every report with (one market's month, its busiest farmer…). */
export interface Sample {
  marketId: string;
  from: string;
  to: string;
  date: string;
  today: string;
  farmerId: string;
  reelerId: string;
}

/**
 * A report's parameters from its kinds: a date range is the sample's period, a month its first month, the
 * accounting year the current one (as a user who leaves it blank gets), the market, farmer and reeler the
 * sample's; race and status are left to their "all" default. The drill-down gets the period and the market.
 */
export function sampleParameters(definition: ReportDefinition, sample: Sample): ReportParameters {
  const params: ReportParameters = {};
  const byKind: Record<ParameterKind, () => void> = {
    dateRange: () => Object.assign(params, { from: sample.from, to: sample.to }),
    date: () => Object.assign(params, { date: sample.date }),
    month: () => Object.assign(params, { month: sample.from.slice(0, 7) }),
    accountingYear: () => Object.assign(params, { accountingYear: currentAccountingYear(sample.today) }),
    market: () => Object.assign(params, { marketId: sample.marketId }),
    farmer: () => Object.assign(params, { farmerId: sample.farmerId }),
    reeler: () => Object.assign(params, { reelerId: sample.reelerId }),
    race: () => undefined,
    lotStatus: () => undefined,
    lotFilter: () => Object.assign(params, { from: sample.from, to: sample.to, marketId: sample.marketId }),
  };
  for (const kind of definition.parameters) byKind[kind]();
  return params;
}

/** The parameters as one line for a printed table. */
export const describeParameters = (params: ReportParameters) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${k.endsWith('Id') ? String(v).slice(0, 8) : v}`)
    .join(' ');
