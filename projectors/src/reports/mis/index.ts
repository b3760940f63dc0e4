import type { ReportQuery } from '../report-query.js';
import { daysToPay } from './days-to-pay.js';
import {
  cocoonArrival,
  cocoonSales,
  farmerTransaction,
  levyCollection,
  overallMonthlyAbstract,
} from './market-reports.js';
import { adWise, reelerRace, tscWise, varietyWise } from './office-reports.js';
import { cocoonSalesCumulative, dailyCocoonArrival } from './time-reports.js';

/** Queries of the MIS menu, by definition id (domain/src/reports/catalogue/mis.ts). */
export const MIS_QUERIES: Record<string, ReportQuery> = {
  'mis-cocoon-arrival': cocoonArrival,
  'mis-cocoon-sales': cocoonSales,
  'mis-cocoon-sales-cumulative': cocoonSalesCumulative,
  'mis-reeler-race': reelerRace,
  'mis-farmer-transaction': farmerTransaction,
  'mis-tsc-wise': tscWise,
  'mis-ad-wise': adWise,
  'mis-overall-monthly-abstract': overallMonthlyAbstract,
  'mis-variety-wise': varietyWise,
  'mis-daily-cocoon-arrival': dailyCocoonArrival,
  'mis-levy-collection': levyCollection,
  'mis-days-to-pay': daysToPay,
};
