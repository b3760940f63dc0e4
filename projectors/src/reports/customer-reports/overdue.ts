import type { LedgerCustomerKind, ReportRow } from '@cocoon/domain';
import type { ReportQuery } from '../report-query.js';
import { withDrill } from '../reports-menu/lot-figures.js';
import { ageing, customerAccounts } from './ledger-ageing.js';

/**
 * CocoonAuction/FarmerOverdue and ReelerOverdue: every customer account with money outstanding as on the date
 * (a farmer the market owes, a reeler who owes the market): the balance on 1 April, billed and paid in the year
 * to the date, and the balance from the ledger, aged FIFO by the date of each amount owed. An account the other
 * way round (a farmer overpaid after a correction, a reeler's advance) is listed with it in its own column, so the
 * report and the ledger reconcile row by row.
 */
/** `localeCompare`'s order, one collator for the lakh of comparisons an Admin's list takes. */
const byName = new Intl.Collator().compare;

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
    // The markets' order once (a few dozen names), so the lakh of comparisons compare codes only within a market.
    const marketRank = new Map(
      [...new Set(accounts.map((a) => a.market))].sort(byName).map((market, rank) => [market, rank]),
    );
    const rankOf = (market: string) => marketRank.get(market) ?? 0;
    for (const a of accounts.sort(
      (x, y) => rankOf(x.market) - rankOf(y.market) || byName(x.customerCode ?? '', y.customerCode ?? ''),
    )) {
      // An account the other way round is listed too, in its own column (issue 22): a farmer paid more than owed
      // after a correction owes it back (recoverable); a reeler who paid ahead holds an advance.
      if (a.balancePaise === 0) continue;
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
        balancePaise: Math.max(a.balancePaise, 0),
        otherWayPaise: Math.max(-a.balancePaise, 0),
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
          label: kind === 'farmer' ? 'Farmers who owe money back' : 'Reelers with an advance',
          value: rows.filter((row) => Number(row.otherWayPaise) > 0).length,
          type: 'count',
        },
      ],
      resolved: { date: asOn },
    };
  };

export const farmerOverdue = overdue('farmer');
export const reelerOverdue = overdue('reeler');
