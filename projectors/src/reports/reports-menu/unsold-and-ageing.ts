import { AGEING_BUCKETS, ageingBucket, daysBetween, type ReportRow, type SummaryLine } from '@cocoon/domain';
import { sql } from 'kysely';
import type { ReportQuery } from '../report-query.js';
import { lotsInPeriod, periodOf } from './lot-figures.js';

const n = (v: unknown) => Number(v ?? 0);

/**
 * CocoonAuction/UnsoldAndAgeing (/app/reports/report4): the lots of the period that did not sell (no approved bid
 * weighed, or rejected), then the sold lots whose farmer is not yet fully paid, each aged from its weighing to
 * the as-on date — the To date, or today when the period runs past today. Paid counts what the farmer-dues read
 * model holds now (cash and confirmed online payments; money in transit is not yet paid to the farmer).
 */
export const unsoldAndAgeing: ReportQuery = async (ctx, params) => {
  const { from, to } = periodOf(params);
  const asOn = to < ctx.today ? to : ctx.today;
  const lots = await lotsInPeriod(ctx, params, from, to)
    .leftJoin('accounts_farmer_lots as f', 'f.lot_id', 'l.lot_id')
    // Joined, not looked up per lot (`marketName`): a month of every market is a lakh of lots before the filter.
    .leftJoin('branches as b', 'b.branch_id', 'l.branch_id')
    .select([
      'l.lot_id',
      'l.inward_date',
      'l.lot_no',
      'l.farmer_code',
      'l.farmer_name',
      'l.silk_name',
      'l.decision',
      'l.net_grams',
      'l.farmer_net_paise',
      'f.paid_paise',
      'f.weighed_on',
    ])
    .select(sql<string>`coalesce(b.name_en, l.branch_id::text)`.as('market'))
    .where((eb) =>
      eb.or([
        eb('l.net_grams', 'is', null),
        eb('l.farmer_net_paise', '>', sql<string>`coalesce(f.paid_paise, 0)`),
      ]),
    )
    .orderBy('l.inward_date')
    .orderBy('market')
    .orderBy('l.lot_no')
    .execute();

  const rows: ReportRow[] = [];
  const byBucket = new Map<string, { lots: number; due: number }>();
  let unsold = 0;
  let rejected = 0;
  for (const l of lots) {
    const base = {
      lotId: l.lot_id,
      date: l.inward_date,
      market: l.market,
      lotNo: l.lot_no,
      farmerCode: l.farmer_code,
      farmerName: l.farmer_name,
      race: l.silk_name,
    };
    if (l.net_grams === null) {
      const isRejected = l.decision === 'rejected';
      if (isRejected) rejected += 1;
      else unsold += 1;
      rows.push({
        ...base,
        status: isRejected ? 'Rejected' : 'Unsold',
        netGrams: null,
        farmerNetPaise: null,
        paidPaise: null,
        duePaise: null,
        weighedOn: null,
        days: null,
        bucket: null,
      });
      continue;
    }
    const net = n(l.farmer_net_paise);
    const paid = n(l.paid_paise);
    const weighedOn = l.weighed_on ?? l.inward_date;
    const days = Math.max(0, daysBetween(weighedOn, asOn));
    const bucket = ageingBucket(days);
    const tally = byBucket.get(bucket.key) ?? { lots: 0, due: 0 };
    tally.lots += 1;
    tally.due += net - paid;
    byBucket.set(bucket.key, tally);
    rows.push({
      ...base,
      status: paid > 0 ? 'Part paid' : 'Unpaid',
      netGrams: l.net_grams,
      farmerNetPaise: net,
      paidPaise: paid,
      duePaise: net - paid,
      weighedOn,
      days,
      bucket: bucket.label,
    });
  }
  const summary: SummaryLine[] = [
    { label: 'As on', value: asOn, type: 'date' },
    { label: 'Lots not sold', value: unsold, type: 'count' },
    { label: 'Lots rejected', value: rejected, type: 'count' },
  ];
  for (const b of AGEING_BUCKETS) {
    const tally = byBucket.get(b.key) ?? { lots: 0, due: 0 };
    summary.push(
      { label: `Unpaid ${b.label}: lots`, value: tally.lots, type: 'count' },
      { label: `Unpaid ${b.label}: due (Rs)`, value: tally.due, type: 'paise' },
    );
  }
  return { rows, summary, resolved: { asOn } };
};
