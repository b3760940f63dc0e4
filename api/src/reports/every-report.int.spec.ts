import {
  financialYearOf,
  type ParameterKind,
  REPORTS,
  type ReportAnswer,
  type ReportDefinition,
} from '@cocoon/domain';
import { REPORT_QUERIES } from '@cocoon/projectors';
import { parse } from 'csv-parse/sync';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuctionTestMarket } from '../auction/testing.js';
import { OPENING_CASH_PAISE } from '../seed/cash-book.js';
import { startDemoMonth } from './testing.js';

/**
 * Every report of the catalogue over the demo market's 30 days (lots, bids, weighings, payments, bank batches,
 * reeler receipts through the product's own commands): each answers, its summed totals are the sums of its rows,
 * its CSV holds the same rows, and the levy agrees across the lot register, the levy reports and the ledger.
 */
let m: AuctionTestMarket;
let admin: string;
let from: string;
let to: string;
let month: string;
let farmerId: string;
let reelerId: string;
let busyDate: string;
beforeAll(async () => {
  m = await startDemoMonth('every-report');
  const { db } = m.app.deps;
  admin = await m.api.login('admin');
  to = m.today();
  const first = await sql<{ d: string }>`select min(inward_date) as d from read.auction_lots`.execute(db);
  from = String(first.rows[0]?.d);
  month = to.slice(0, 7);
  const busiest = await sql<{ farmer: string; reeler: string; d: string }>`
    select farmer_id as farmer, highest_reeler_id as reeler, inward_date as d from read.auction_lots
    where net_grams is not null order by inward_date desc limit 1`.execute(db);
  farmerId = String(busiest.rows[0]?.farmer);
  reelerId = String(busiest.rows[0]?.reeler);
  busyDate = String(busiest.rows[0]?.d);
}, 600_000);
afterAll(async () => {
  await m?.app.stop();
});

const VALUES: Record<ParameterKind, () => Record<string, string>> = {
  dateRange: () => ({ from, to }),
  date: () => ({ date: busyDate }),
  month: () => ({ month }),
  accountingYear: () => ({ accountingYear: financialYearOf(to) }),
  market: () => ({ marketId: m.hosurId }),
  farmer: () => ({ farmerId }),
  reeler: () => ({ reelerId }),
  race: () => ({}),
  lotStatus: () => ({}),
  lotFilter: () => ({ marketId: m.hosurId, from, to }),
};

const queryOf = (definition: ReportDefinition, extra: Record<string, string> = {}) =>
  new URLSearchParams({
    ...Object.assign({}, ...definition.parameters.map((kind) => VALUES[kind]())),
    ...extra,
  }).toString();

async function report(definition: ReportDefinition, token: string, extra: Record<string, string> = {}) {
  const answer = await m.api.get<ReportAnswer>(`/${definition.call}?${queryOf(definition, extra)}`, token);
  expect(answer.status, `${definition.call}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body;
}

const sumOf = (answer: ReportAnswer, key: string) =>
  answer.rows.reduce((s, r) => s + (typeof r[key] === 'number' ? (r[key] as number) : 0), 0);

describe('every report on the demo market', () => {
  it('has a query for every definition', () => {
    expect(REPORTS.filter((r) => !REPORT_QUERIES[r.id]).map((r) => r.id)).toEqual([]);
  });

  for (const definition of REPORTS) {
    it(`${definition.call}: answers Admin and the Branch Admin alike, totals are the rows' sums, the CSV holds the rows`, async () => {
      const asAdmin = await report(definition, admin);
      const asBranch = await report(definition, m.staff);
      // Only Hosur has lots: the wider scope may list other markets, never other figures.
      expect(asBranch.totals).toEqual(asAdmin.totals);
      const shown = definition.columns.filter((c) => !c.hidden).map((c) => c.key);
      expect(asAdmin.columns.map((c) => c.key)).toEqual(shown);
      for (const column of asAdmin.columns.filter((c) => c.total === 'sum'))
        expect(asAdmin.totals[column.key], column.key).toBe(sumOf(asAdmin, column.key));

      const csv = await m.api.get(`/${definition.call}?${queryOf(definition, { format: 'csv' })}`, admin);
      expect(csv.status).toBe(200);
      const text = Buffer.from(csv.body as Buffer).toString('utf8');
      expect(text.charCodeAt(0)).toBe(0xfeff);
      const records = parse(text.slice(1), { relax_column_count: true }) as string[][];
      const header = records.findIndex((r) => r[0] === asAdmin.columns[0]?.header);
      expect(header).toBeGreaterThanOrEqual(0);
      // The header, one record per row, then the totals row (and any summary lines after it).
      expect(records.length).toBeGreaterThanOrEqual(header + 1 + asAdmin.rows.length);
    });
  }

  for (const definition of REPORTS) {
    it(`${definition.call}: pages 1..n are the whole answer's rows in order, each page with the whole's totals`, async () => {
      const whole = await report(definition, admin);
      // About five pages whatever the size, so a page boundary falls inside the rows.
      const pageSize = Math.max(1, Math.ceil(whole.rows.length / 5));
      const pages = Math.max(1, Math.ceil(whole.rows.length / pageSize));
      const rows: ReportAnswer['rows'] = [];
      for (let page = 1; page <= pages; page++) {
        const part = await report(definition, admin, { page: String(page), pageSize: String(pageSize) });
        expect(part).toMatchObject({ page, pageSize, rowCount: whole.rows.length });
        expect(part.totals).toEqual(whole.totals);
        expect(part.summary).toEqual(whole.summary);
        expect(part.rows.length).toBeLessThanOrEqual(pageSize);
        rows.push(...part.rows);
      }
      expect(rows).toEqual(whole.rows);
      expect(whole.rowCount).toBe(whole.rows.length);
    });
  }

  it('levy agrees to the paisa: lot register = date-wise levy = month-wise levy = the ledger levy accounts', async () => {
    const byId = (id: string) => REPORTS.find((r) => r.id === id) as ReportDefinition;
    const register = await report(byId('lot-register'), admin);
    const dateWise = await report(byId('date-wise-levy'), admin);
    const fromRegister = Number(register.totals.farmerLevyPaise) + Number(register.totals.reelerLevyPaise);
    expect(fromRegister).toBeGreaterThan(0);
    expect(dateWise.totals.totalLevyPaise).toBe(fromRegister);
    const { rows } = await sql<{ levy: string }>`
      select coalesce(sum(credit_paise - debit_paise), 0) as levy from read.ledger_postings
      where branch_id = ${m.hosurId} and account_kind in ('farmer-levy', 'reeler-levy')
        and posting_date between ${from} and ${to}`.execute(m.app.deps.db);
    expect(Number(rows[0]?.levy)).toBe(fromRegister);

    // The month-wise levy of the financial year = the date-wise levy of the same part of the year.
    const year = financialYearOf(to);
    const monthWise = await report(byId('month-wise-levy'), admin, { accountingYear: year });
    const fyStart = `${year.slice(0, 4)}-04-01`;
    const sameYear = await report(byId('date-wise-levy'), admin, {
      from: from < fyStart ? fyStart : from,
      to,
    });
    expect(monthWise.totals.totalLevyPaise).toBe(sameYear.totals.totalLevyPaise);
  });

  it('the demo month never closes a day of the Cash Book below zero (issue 22)', async () => {
    const byId = (id: string) => REPORTS.find((r) => r.id === id) as ReportDefinition;
    const { rows, totals } = await report(byId('cash-book'), admin, { from: '2000-01-01' });
    expect(rows.length).toBeGreaterThan(0);
    // The demo's opening cash, counted on its first day.
    expect(rows[0]?.openingPaise).toBe(OPENING_CASH_PAISE);
    expect(Number(totals.receiptsPaise)).toBeGreaterThan(0);
    expect(Number(totals.paymentsPaise)).toBeGreaterThan(0);
    expect(rows.filter((r) => Number(r.closingPaise) < 0)).toEqual([]);
  });
});
