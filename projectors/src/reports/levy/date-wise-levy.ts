import { DATE_WISE_LEVY } from '@cocoon/domain';
import type { ReportQuery } from '../report-query.js';
import { dateWiseRows } from '../reports-menu/date-wise.js';
import { onlyColumns, periodOf } from '../reports-menu/lot-figures.js';

/**
 * CocoonAuction/DateWiseLevy: the levy of each market date, from the same lot figures as the date-wise summary
 * and the lot register, so the three agree for any date (and, when a lot is weighed on its inward date, with the
 * ledger's levy accounts).
 */
export const dateWiseLevy: ReportQuery = async (ctx, params) => {
  const { from, to } = periodOf(params);
  const rows = await dateWiseRows(ctx, params, from, to);
  return { rows: rows.map((r) => onlyColumns(DATE_WISE_LEVY, r, r.drill)) };
};
