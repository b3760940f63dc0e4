import { farmerPaymentsStream, financialYearOf, lotAmounts, reelerReceiptsStream } from '@cocoon/domain';
import { sql } from 'kysely';
import { farmerDuesProjection } from '../../accounts/farmer-dues.js';
import { ledgerProjection } from '../../accounts/ledger.js';
import { reelerReceiptsProjection } from '../../accounts/reeler-receipts.js';
import type { ReadModelDb } from '../../runtime/types.js';
import { applyFactEvents } from './event-path.js';
import { type FactEvent, lotFactEvents, md5Uuid } from './lot-fact-events.js';
import { createFactsTable, FACTS_TABLE, type LotFact, readStagedFacts, writeBidRows } from './lot-facts.js';

/** Farmers are paid in cash two days after weighing; reelers pay three days after. */
const FARMER_PAID_AFTER_DAYS = 2;
const REELER_PAYS_AFTER_DAYS = 3;

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** A hash of a key in 0..99: which farmer-days and reeler-days are left unpaid (3 % and 5 %). */
const percentile = (key: string) => Number.parseInt(md5Uuid(key).slice(0, 6), 16) % 100;

/**
 * The accounts of a period (the ledger, farmers' dues, reelers' receipts) through the projections themselves, and
 * the period's bids:
 * the period's lots are read back from read.auction_lots as facts, turned into their events, and with them a
 * cash payment per farmer and day and a receipt per reeler and day, applied by accounts.ledger,
 * accounts.farmer-dues and accounts.reeler-receipts. Ten years of ledger would be ~50 million postings, more
 * than this machine holds beside the lots, so the generator does this for the last months only.
 */
export async function writeAccounts(
  db: ReadModelDb,
  period: { from: string; to: string },
  firstPosition: number,
  lastDay: string,
  numbers: Map<string, number>,
): Promise<number> {
  await stageFromLots(db, period);
  // The reeler's lot history and levy read their bids: the window's lots get theirs (again, on a re-run).
  await sql`delete from read.auction_bids b using ${FACTS_TABLE} f where b.lot_id = f.lot_id`.execute(db);
  await writeBidRows(db);
  const facts = await readStagedFacts(db);
  const events = [...lotFactEvents(facts), ...moneyEvents(facts, lastDay, numbers)];
  await applyFactEvents(
    db,
    [ledgerProjection, farmerDuesProjection, reelerReceiptsProjection],
    events,
    firstPosition,
  );
  await sql`truncate ${FACTS_TABLE}`.execute(db);
  return events.length;
}

/** The facts of a period's lots, read back from the rows `writeLotRows` wrote (the inverse of that mapping). */
async function stageFromLots(db: ReadModelDb, period: { from: string; to: string }): Promise<void> {
  await createFactsTable(db);
  await sql`truncate ${FACTS_TABLE}`.execute(db);
  await sql`insert into ${FACTS_TABLE}
    select l.lot_id, l.branch_id, l.inward_date, l.lot_no, l.farmer_id, l.farmer_name, l.farmer_code,
      l.cocoon_type_id, l.silk_name, l.lays, l.cocoon_weight_grams, l.sample_count, l.cocoon_weight_mg,
      l.shell_weight_mg, l.defective_count, l.shell_ratio_bp, l.defect_bp, l.cocoons_per_kg, l.renditta_x100,
      l.floor_price_paise, l.slot_no, s.created_at, l.slot_starts_at, l.slot_ends_at,
      case when l.net_grams is not null then 'weighed' when l.decision = 'rejected' then 'rejected' else 'unsold' end,
      l.bid_count, l.highest_reeler_id, l.highest_reeler_name, l.highest_reeler_code, l.highest_bid_paise,
      l.highest_bid_at, l.decided_at, l.net_grams,
      coalesce(round(l.farmer_levy_paise * 10000.0 / nullif(l.amount_paise, 0)), 100),
      coalesce(round(l.reeler_levy_paise * 10000.0 / nullif(l.amount_paise, 0)), 100),
      l.created_at, l.weighed_at, l.created_by
    from read.auction_lots l join read.auction_slots s on s.slot_id = l.slot_id
    where l.inward_date between ${period.from} and ${period.to}`.execute(db);
}

/**
 * A cash payment per farmer and weighing day, a receipt per reeler and day, up to the last day of data; `numbers`
 * carries the receipt series from one period to the next.
 */
export function moneyEvents(
  facts: readonly LotFact[],
  lastDay: string,
  numbers = new Map<string, number>(),
): FactEvent[] {
  // Receipt numbers run per market, series and financial year, as the payment and receipt streams number them.
  const next = (series: string, marketId: string, financialYear: string) => {
    const key = `${series}|${marketId}|${financialYear}`;
    const n = (numbers.get(key) ?? 0) + 1;
    numbers.set(key, n);
    return n;
  };
  const farmerDays = new Map<string, LotFact[]>();
  const reelerDays = new Map<string, LotFact[]>();
  for (const f of facts) {
    if (f.outcome !== 'weighed' || !f.reeler) continue;
    const fk = `${f.marketId}|${f.farmer.id}|${f.inwardDate}`;
    farmerDays.set(fk, [...(farmerDays.get(fk) ?? []), f]);
    const rk = `${f.marketId}|${f.reeler.id}|${f.inwardDate}`;
    reelerDays.set(rk, [...(reelerDays.get(rk) ?? []), f]);
  }
  const events: FactEvent[] = [];
  const amounts = (f: LotFact) =>
    lotAmounts(f.netGrams!, f.highBidPaise!, { farmerLevyBp: f.farmerLevyBp, reelerLevyBp: f.reelerLevyBp });
  for (const [key, lots] of farmerDays) {
    const first = lots[0]!;
    const paidOn = addDays(first.inwardDate, FARMER_PAID_AFTER_DAYS);
    if (paidOn > lastDay || percentile(`farmer:${key}`) < 3) continue;
    const financialYear = financialYearOf(paidOn);
    const sequence = next('FP', first.marketId, financialYear);
    events.push({
      stream: farmerPaymentsStream(first.marketId),
      occurredAt: `${paidOn}T06:00:00.000Z`,
      userName: first.userName,
      event: {
        type: 'FarmerPaidInCash',
        data: {
          paymentId: md5Uuid(`payment:${key}`),
          marketId: first.marketId,
          receiptNo: `FP${financialYear}/${sequence}`,
          financialYear,
          sequence,
          farmerId: first.farmer.id,
          farmerName: first.farmer.name,
          farmerCode: first.farmer.code,
          lots: lots.map((l) => ({
            lotId: l.lotId,
            lotNo: l.lotNo,
            auctionDate: l.inwardDate,
            billNo: null,
            amountPaise: amounts(l).farmerNetPaise,
          })),
          totalPaise: lots.reduce((t, l) => t + amounts(l).farmerNetPaise, 0),
          paidOn,
          paidBy: first.userName,
        },
      },
    });
  }
  for (const [key, lots] of reelerDays) {
    const first = lots[0]!;
    const receivedOn = addDays(first.inwardDate, REELER_PAYS_AFTER_DAYS);
    if (receivedOn > lastDay || percentile(`reeler:${key}`) < 5) continue;
    const financialYear = financialYearOf(receivedOn);
    const sequence = next('RR', first.marketId, financialYear);
    events.push({
      stream: reelerReceiptsStream(first.marketId),
      occurredAt: `${receivedOn}T06:30:00.000Z`,
      userName: first.userName,
      event: {
        type: 'ReelerPaymentReceived',
        data: {
          receiptId: md5Uuid(`receipt:${key}`),
          marketId: first.marketId,
          receiptNo: `RR${financialYear}/${sequence}`,
          financialYear,
          sequence,
          reelerId: first.reeler!.id,
          reelerName: first.reeler!.name,
          reelerCode: first.reeler!.code,
          mode: 'cash',
          chequeNo: null,
          bankReference: null,
          amountPaise: lots.reduce((t, l) => t + amounts(l).reelerPayablePaise, 0),
          purpose: 'invoice',
          invoiceNos: [],
          receivedOn,
          receivedBy: first.userName,
        },
      },
    });
  }
  return events;
}
