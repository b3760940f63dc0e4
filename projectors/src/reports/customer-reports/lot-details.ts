import type { ReportRow } from '@cocoon/domain';
import { sql } from 'kysely';
import { scopeFilter } from '../../masters/offices/scope-filter.js';
import type { ReportQuery } from '../report-query.js';
import { marketName, periodOf, reelerLotsInPeriod } from '../reports-menu/lot-figures.js';
import { customerAccounts } from './ledger-ageing.js';

const n = (v: unknown) => Number(v ?? 0);

/** A farmer's lot: not sold, or what of its net is paid (money sent to the bank is in transit, not yet paid). */
function farmerStatus(decision: string | null, net: number | null, paid: number, inTransit: number): string {
  if (net === null) return decision === 'rejected' ? 'Rejected' : 'Unsold';
  if (paid >= net) return 'Paid';
  if (paid + inTransit >= net) return 'In transit';
  return paid > 0 ? 'Part paid' : 'Unpaid';
}

/** CocoonAuction/FarmerLotDetails: every lot one farmer brought in the period, and what is paid of each. */
export const farmerLotDetails: ReportQuery = async (ctx, params) => {
  if (!params.farmerId) throw new Error('The farmer lot history was asked without a farmer');
  const { from, to } = periodOf(params);
  // Through the farmer's own lots (farmer dues, indexed by farmer), not every lot of the period.
  const lots = await ctx.db
    .withSchema('read')
    .selectFrom('accounts_farmer_lots as f')
    .innerJoin('auction_lots as l', 'l.lot_id', 'f.lot_id')
    .where('f.farmer_id', '=', params.farmerId)
    .where('f.auction_date', '>=', from)
    .where('f.auction_date', '<=', to)
    .where(scopeFilter(ctx.scope, 'l.branch_id'))
    .where('l.inward_date', '>=', from)
    .where('l.inward_date', '<=', to)
    .select([
      'l.lot_id',
      'l.inward_date',
      'l.lot_no',
      'l.silk_name',
      'l.decision',
      'l.net_grams',
      'l.rate_paise',
      'l.amount_paise',
      'l.farmer_levy_paise',
      'l.farmer_net_paise',
      sql<string>`coalesce(f.paid_paise, 0)`.as('paid'),
      sql<string>`coalesce(f.in_transit_paise, 0)`.as('in_transit'),
    ])
    .select(marketName.as('market'))
    .orderBy('l.inward_date')
    .orderBy('market')
    .orderBy('l.lot_no')
    .execute();
  const rows: ReportRow[] = lots.map((l) => {
    const net = l.farmer_net_paise === null ? null : n(l.farmer_net_paise);
    const paid = n(l.paid);
    return {
      lotId: l.lot_id,
      date: l.inward_date,
      market: l.market,
      lotNo: l.lot_no,
      race: l.silk_name,
      netGrams: l.net_grams,
      ratePaise: l.rate_paise,
      amountPaise: l.amount_paise === null ? null : n(l.amount_paise),
      farmerLevyPaise: l.farmer_levy_paise === null ? null : n(l.farmer_levy_paise),
      farmerNetPaise: net,
      paidPaise: net === null ? null : paid,
      duePaise: net === null ? null : net - paid,
      status: farmerStatus(l.decision, net, paid, n(l.in_transit)),
    };
  });
  return { rows };
};

/**
 * CocoonAuction/ReelerLotDetails: every lot one reeler bought in the period. Reelers pay on account, not per lot:
 * the receipts up to today settle the oldest debits first (as the ledger's reeler standing does), and a lot is
 * paid when its sale's debit is settled.
 */
export const reelerLotDetails: ReportQuery = async (ctx, params) => {
  if (!params.reelerId) throw new Error('The reeler lot history was asked without a reeler');
  const { from, to } = periodOf(params);
  const lots = await reelerLotsInPeriod(ctx, params, from, to, params.reelerId)
    .select([
      'l.lot_id',
      'l.inward_date',
      'l.lot_no',
      'l.farmer_name',
      'l.silk_name',
      'l.net_grams',
      'l.rate_paise',
      'l.amount_paise',
      'l.reeler_levy_paise',
      'l.reeler_payable_paise',
    ])
    .select(marketName.as('market'))
    .orderBy('l.inward_date')
    .orderBy('market')
    .orderBy('l.lot_no')
    .execute();
  const accounts = await customerAccounts(ctx, {
    kind: 'reeler',
    asOn: ctx.today,
    customerId: params.reelerId,
  });
  const unpaidByLot = new Map<string, number>();
  for (const account of accounts)
    for (const u of account.unpaid)
      if (u.sourceKind === 'lot')
        unpaidByLot.set(u.sourceId, (unpaidByLot.get(u.sourceId) ?? 0) + u.unpaidPaise);
  const rows: ReportRow[] = lots.map((l) => {
    const payable = n(l.reeler_payable_paise);
    const unpaid = Math.min(payable, unpaidByLot.get(l.lot_id) ?? 0);
    return {
      lotId: l.lot_id,
      date: l.inward_date,
      market: l.market,
      lotNo: l.lot_no,
      farmerName: l.farmer_name,
      race: l.silk_name,
      netGrams: l.net_grams,
      ratePaise: l.rate_paise,
      amountPaise: n(l.amount_paise),
      reelerLevyPaise: n(l.reeler_levy_paise),
      reelerPayablePaise: payable,
      unpaidPaise: unpaid,
      status: unpaid === 0 ? 'Paid' : unpaid < payable ? 'Part paid' : 'Unpaid',
    };
  });
  return { rows };
};
