import type { LedgerCustomerKind, ReportRow } from '@cocoon/domain';
import type { ReportQuery } from '../report-query.js';
import { withDrill } from '../reports-menu/lot-figures.js';
import { ageing, customerAccounts } from './ledger-ageing.js';

/**
 * CocoonAuction/FarmerOverdue and ReelerOverdue: every customer account with money outstanding as on the date
 * (a farmer the market owes, a reeler who owes the market): the balance on 1 April, billed and paid in the year
 * to the date, and the balance from the ledger, aged FIFO by the date of each amount owed. Accounts in credit the other way (a reeler's advance) are not
 * outstanding: a summary line counts them, so the report and the ledger still reconcile.
 */
const overdue =
  (kind: LedgerCustomerKind): ReportQuery =>
  async (ctx, params) => {
    const asOn = params.date ?? ctx.today;
    const accounts = await customerAccounts(ctx, {
      kind,
      asOn,
      ...(params.marketId ? { marketId: params.marketId } : {}),
    });
    const idKey = kind === 'farmer' ? 'farmerId' : 'reelerId';
    const codeKey = kind === 'farmer' ? 'farmerCode' : 'reelerCode';
    const nameKey = kind === 'farmer' ? 'farmerName' : 'reelerName';
    const rows: ReportRow[] = [];
    let advances = 0;
    let advancePaise = 0;
    for (const a of accounts.sort(
      (x, y) =>
        x.market.localeCompare(y.market) || (x.customerCode ?? '').localeCompare(y.customerCode ?? ''),
    )) {
      if (a.balancePaise <= 0) {
        if (a.balancePaise < 0) {
          advances += 1;
          advancePaise -= a.balancePaise;
        }
        continue;
      }
      const aged = ageing(a, asOn);
      const cells = {
        [idKey]: a.customerId,
        [codeKey]: a.customerCode,
        [nameKey]: a.customerName,
        marketId: a.marketId,
        market: a.market,
        openingPaise: a.openingPaise,
        billedPaise: a.billedPaise,
        paidPaise: a.paidPaise,
        balancePaise: a.balancePaise,
        oldestUnpaid: aged.oldestUnpaid,
        days: aged.days,
        ...aged.buckets,
      };
      // A farmer's unpaid lots are the lots behind the balance; a reeler's balance is on account, not per lot.
      rows.push(
        kind === 'farmer'
          ? withDrill(cells, { marketId: a.marketId, farmerId: a.customerId, status: 'unpaid', to: asOn })
          : cells,
      );
    }
    return {
      rows,
      summary: [
        { label: 'As on', value: asOn, type: 'date' },
        {
          label: kind === 'farmer' ? 'Farmers paid in advance' : 'Reelers with an advance',
          value: advances,
          type: 'count',
        },
        { label: 'Advances (Rs)', value: advancePaise, type: 'paise' },
      ],
      resolved: { date: asOn },
    };
  };

export const farmerOverdue = overdue('farmer');
export const reelerOverdue = overdue('reeler');
