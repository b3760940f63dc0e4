import type { DateOnly, Int8 } from '../../shared/column-types.js';

/**
 * The tables `reports.summary` writes (its migration `0001_create`, summary.schema.ts): department-wide figures
 * for the MIS reports and the dashboard, which read years of 25 markets and must not scan `auction_lots`.
 */
export interface SummaryTables {
  /** One slim row per lot: what the reports add up, nothing a screen of the auction needs. */
  report_lots: {
    lot_id: string;
    /** The market. */
    branch_id: string;
    /** The inward date: a lot belongs to the market day it came in, whenever it was weighed. */
    market_date: DateOnly;
    lot_no: number;
    cocoon_type_id: string;
    farmer_id: string;
    /** The farmer's TSC when the lot came in (the customer's profile then), for the TSC-wise MIS report. */
    tsc_id: string | null;
    /** The buyer: the approved bid's reeler, then the weighing's; null until a bid is approved. */
    reeler_id: string | null;
    inward_grams: number;
    net_grams: number | null;
    rate_paise: number | null;
    amount_paise: Int8 | null;
    farmer_levy_paise: Int8 | null;
    reeler_levy_paise: Int8 | null;
    farmer_net_paise: Int8 | null;
    reeler_payable_paise: Int8 | null;
    decision: 'approved' | 'rejected' | null;
    /** Weighed: the sale's weight, rate and amount are known (a lot approved but not yet weighed is not sold). */
    sold: boolean;
  };
  /** One row per market, market day and race, recomputed from `report_lots` (refreshMarketDays). */
  report_market_days: {
    branch_id: string;
    market_date: DateOnly;
    cocoon_type_id: string;
    lots_inwarded: number;
    inward_grams: Int8;
    lots_sold: number;
    sold_grams: Int8;
    amount_paise: Int8;
    farmer_levy_paise: Int8;
    reeler_levy_paise: Int8;
    farmer_net_paise: Int8;
    reeler_payable_paise: Int8;
    /** Over the sold lots' rates per kg (never amounts); null when nothing was sold. */
    min_rate_paise: number | null;
    max_rate_paise: number | null;
    lots_rejected: number;
    /** Distinct farmers who brought lots that day (not additive over days). */
    farmers: number;
    /** Distinct reelers who bought that day (not additive over days). */
    reelers: number;
  };
  /** A market's month (its first day) per race and buyer, from the sold lots (refreshPartyMonths). */
  report_reeler_months: PartyMonth & { reeler_id: string };
  /** A market's month per race and the farmers' TSC at inward (null: farmers without one). */
  report_tsc_months: PartyMonth & { tsc_id: string | null };
  /** The customer facts a lot carries into `report_lots` (a projection reads only events, never other tables). */
  report_customers: {
    customer_id: string;
    tsc_id: string | null;
  };
}

/** The figures of a month of lots, as `report_market_days` keeps a day's (less the distinct counts). */
interface PartyMonth {
  branch_id: string;
  month: DateOnly;
  cocoon_type_id: string;
  lots_inwarded: number;
  inward_grams: Int8;
  lots_sold: number;
  sold_grams: Int8;
  amount_paise: Int8;
  farmer_levy_paise: Int8;
  reeler_levy_paise: Int8;
  farmer_net_paise: Int8;
  lots_rejected: number;
  min_rate_paise: number | null;
  max_rate_paise: number | null;
}
