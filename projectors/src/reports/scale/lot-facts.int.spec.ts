import { REPORTS, reportTotals } from '@cocoon/domain';
import { createTestDatabase, type TestDatabase } from '@cocoon/eventstore/testing';
import { sql } from 'kysely';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { farmerDuesProjection } from '../../accounts/farmer-dues.js';
import { ledgerProjection } from '../../accounts/ledger.js';
import { reelerReceiptsProjection } from '../../accounts/reeler-receipts.js';
import { auctionProjection } from '../../auction/auction.js';
import { projections, reactors } from '../../registry.js';
import { createReadModelDb } from '../../runtime/db.js';
import { migrateProjections } from '../../runtime/migrate.js';
import type { ReadModelDb } from '../../runtime/types.js';
import { REPORT_QUERIES } from '../report-queries.js';
import { summaryProjection } from '../summary/summary.js';
import { moneyEvents, writeAccounts } from './accounts-history.js';
import { applyFactEvents, tableRows } from './event-path.js';
import { generateFacts } from './generate-facts.js';
import { lotFactEvents } from './lot-fact-events.js';
import { createFactsTable, type LotFact, readStagedFacts, writeLotRows } from './lot-facts.js';
import { sampleParameters } from './sample-parameters.js';
import { writeMasters } from './scale-masters.js';
import { planMarkets } from './scale-plan.js';
import { refreshAllMarketDays, writeSummaries } from './summaries.js';

/**
 * The generator's direct path gives what the event path gives (issue 13: "prove the two give the same report
 * answers on a small size"). Three markets, five July days (one market closed one of them) are generated once;
 * the same lot facts are then written straight into one database's read tables and, as the auction's events,
 * through the auction and MIS summary projections into another. Tables are compared row for row, every column;
 * then every registered report query answers the same rows and totals from both. The farmers' TSCs reach the
 * summary's report_customers straight from the customers' rows on both sides (the customers are masters here,
 * not events).
 */
const MARKETS = planMarkets(3).map((m, i) => ({
  ...m,
  peakLots: [160, 40, 12][i]!,
  farmers: 60,
  reelers: 12,
}));
const PERIOD = { from: '2026-07-01', to: '2026-07-05', firstDay: '2026-06-01' };
const TABLES = {
  auction_lots: ['lot_id'],
  auction_slots: ['slot_id'],
  auction_bids: ['bid_id'],
  report_lots: ['lot_id'],
  report_market_days: ['branch_id', 'market_date', 'cocoon_type_id'],
  report_reeler_months: ['branch_id', 'reeler_id', 'month', 'cocoon_type_id'],
  report_tsc_months: ['branch_id', 'tsc_id', 'month', 'cocoon_type_id'],
  accounts_farmer_lots: ['lot_id'],
  accounts_farmer_payments: ['payment_id'],
  accounts_reeler_receipts: ['receipt_id'],
  ledger_account_totals: ['branch_id', 'account_key'],
  ledger_lots: ['lot_id'],
} as const;

let direct: { database: TestDatabase; db: ReadModelDb };
let events: { database: TestDatabase; db: ReadModelDb };
let facts: LotFact[];

async function open(prefix: string) {
  const database = await createTestDatabase(prefix);
  const db = createReadModelDb(database.url, { max: 2, applicationName: 'cocoon-projectors' });
  await migrateProjections(db, { projections, reactors, logger: pino({ level: 'silent' }) });
  await writeMasters(db, MARKETS);
  return { database, db };
}

beforeAll(async () => {
  direct = await open('scale_direct');
  events = await open('scale_events');
  await createFactsTable(direct.db);
  await generateFacts(direct.db, PERIOD);
  await writeLotRows(direct.db, { bids: true });
  // As seed:scale does: the lots' summary rows month by month, then every market day in one recompute.
  await writeSummaries(direct.db, PERIOD, { marketDays: false });
  await refreshAllMarketDays(direct.db);
  facts = await readStagedFacts(direct.db);
  await applyFactEvents(events.db, [auctionProjection, summaryProjection], lotFactEvents(facts));
  await writeAccounts(direct.db, PERIOD, 1, PERIOD.to, new Map());
  await applyFactEvents(
    events.db,
    [ledgerProjection, farmerDuesProjection, reelerReceiptsProjection],
    [...lotFactEvents(facts), ...moneyEvents(facts, PERIOD.to)],
  );
}, 240_000);

afterAll(async () => {
  for (const side of [direct, events]) {
    await side?.db.destroy();
    await side?.database.drop();
  }
});

describe('scale generator: direct rows = event path', () => {
  it('generates a varied history: every outcome, several slots a day at the big market, a closed day', () => {
    const outcomes = new Set(facts.map((f) => f.outcome));
    expect([...outcomes].sort()).toEqual(['rejected', 'unsold', 'weighed']);
    const big = facts.filter((f) => f.marketId === MARKETS[0]!.branchId);
    expect(Math.max(...big.map((f) => f.slotNo))).toBeGreaterThan(1);
    const days = (marketId: string) =>
      new Set(facts.filter((f) => f.marketId === marketId).map((f) => f.inwardDate));
    // 2026-07-01 is a Wednesday: ISO weekday 3, the third market's holiday.
    expect([...days(MARKETS[2]!.branchId)]).not.toContain('2026-07-01');
    expect(days(MARKETS[0]!.branchId).size).toBe(5);
    for (const f of facts.filter((f) => f.highBidPaise !== null)) {
      expect(f.highBidPaise).toBeGreaterThanOrEqual(f.assay.floorPricePaisePerKg - 100);
    }
  });

  for (const [table, key] of Object.entries(TABLES)) {
    it(`${table}: the same rows, every column`, async () => {
      const viaEvents = await tableRows(events.db, table, key);
      const viaRows = await tableRows(direct.db, table, key);
      expect(viaRows.length).toBeGreaterThan(0);
      expect(viaRows).toEqual(viaEvents);
    });
  }

  it('ledger_postings: the same lines (entry ids and positions aside, the events differ there)', async () => {
    const lines = async (db: ReadModelDb) =>
      (await tableRows(db, 'ledger_postings', ['source_kind', 'source_id', 'line_no'])).map(
        ({ entry_id: _entry, position: _position, ...line }) => line,
      );
    const viaRows = await lines(direct.db);
    expect(viaRows.length).toBeGreaterThan(facts.length);
    expect(viaRows).toEqual(await lines(events.db));
    // Farmers and reelers are paid in the period: some dues are settled, some still open.
    const { rows } = await sql<{ paid: string; open: string }>`select
      count(*) filter (where paid_paise > 0 and paid_paise = net_paise) as paid,
      count(*) filter (where net_paise > paid_paise) as open from read.accounts_farmer_lots`.execute(
      direct.db,
    );
    expect(Number(rows[0]?.paid)).toBeGreaterThan(0);
    expect(Number(rows[0]?.open)).toBeGreaterThan(0);
  });

  it('weighed lots carry exact amounts: levy 1.00 % each side of net kg x rate, to the paisa', async () => {
    const { rows } = await sql<{ bad: string }>`select count(*) as bad from read.auction_lots
      where net_grams is not null and (amount_paise <> (2 * net_grams::bigint * rate_paise + 1000) / 2000
        or farmer_net_paise <> amount_paise - farmer_levy_paise
        or reeler_payable_paise <> amount_paise + reeler_levy_paise)`.execute(direct.db);
    expect(Number(rows[0]?.bad)).toBe(0);
  });

  it('every registered report answers the same rows and totals from both', async () => {
    const busiest = (kind: 'farmer' | 'reeler') => {
      const counts = new Map<string, number>();
      for (const f of facts) {
        const id = kind === 'farmer' ? f.farmer.id : f.reeler?.id;
        if (id) counts.set(id, (counts.get(id) ?? 0) + 1);
      }
      return [...counts].sort((a, b) => b[1] - a[1])[0]![0];
    };
    const sample = {
      marketId: MARKETS[0]!.branchId,
      from: PERIOD.from,
      to: PERIOD.to,
      date: '2026-07-02',
      today: '2026-07-06',
      farmerId: busiest('farmer'),
      reelerId: busiest('reeler'),
    };
    const answered: string[] = [];
    for (const definition of REPORTS) {
      const query = REPORT_QUERIES[definition.id];
      if (!query) continue;
      const params = sampleParameters(definition, sample);
      const answer = async (db: ReadModelDb) => {
        const result = await query({ db, scope: { kind: 'all' }, today: sample.today }, params);
        return { ...result, totals: reportTotals(definition.columns, result.rows) };
      };
      const viaRows = await answer(direct.db);
      expect(viaRows, definition.id).toEqual(await answer(events.db));
      if (viaRows.rows.length > 0) answered.push(definition.id);
    }
    // Every registered report was asked, and most found the period's lots (a report of one day may not).
    expect(answered.length).toBeGreaterThan(Object.keys(REPORT_QUERIES).length / 2);
  });
});
