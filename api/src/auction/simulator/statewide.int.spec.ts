import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoMarkets } from '../../seed/demo.js';
import { startTestApp, type TestApp } from '../../testing/app.js';
import { jsonClient } from './http.js';
import { parseOptions } from './options.js';
import { simulate } from './simulation.js';

let app: TestApp;

beforeAll(async () => {
  // The demo's two markets without customers (nothing to bid on), grown by two more with reelers and lots today.
  app = await startTestApp({ name: 'sim_statewide' });
  expect(await seedDemoMarkets(app.deps.db, app.deps.store, 4)).toBe(true);
  await app.settle();
}, 240_000);

afterAll(async () => {
  await app?.stop();
});

describe('a statewide day in the simulator', () => {
  it('adds the demo markets once, each with its Branch Admin, reelers and lots waiting today', async () => {
    expect(await seedDemoMarkets(app.deps.db, app.deps.store, 4)).toBe(false);
    const markets = await app.deps.db
      .selectFrom('app.staff_users')
      .select('username')
      .where('username', 'in', ['krishnagiri.admin', 'salem.admin'])
      .execute();
    expect(markets.map((m) => m.username).sort()).toEqual(['krishnagiri.admin', 'salem.admin']);
  });

  it('bids in every market that has lots at once, opening a slot in each, with no unanswered bid', async () => {
    const options = parseOptions(
      ['--url', app.url, '--markets', '4', '--reelers', '8', '--rate', '20', '--minutes', '0.1'],
      {},
    );
    if (options === 'help') throw new Error('unexpected help');
    const client = jsonClient(app.url, 16);
    const lines: string[] = [];
    try {
      const summary = await simulate(client, options, (line = '') => lines.push(line));
      expect(summary.skipped.map((m) => m.name).sort()).toEqual(['Dharmapuri', 'Hosur']);
      expect(summary.skipped[0]!.reason).toMatch(/no active reeler/);
      expect(summary.markets.map((m) => m.name)).toEqual(['Krishnagiri', 'Salem']);
      for (const market of summary.markets) {
        // Once in CI a market counted 19 of its 20 lots (not reproduced since). A bid refused with "closed at"
        // drops its lot from the bidders' board, so the count is now of the lots listed for bidding
        // (Board.listedLots), and a failure says what the simulator printed and its summary.
        const said = `${lines.join('\n')}\n${JSON.stringify(summary)}`;
        expect([market.name, market.devices, market.lots], said).toEqual([market.name, 4, 20]);
        expect(market.accepted, JSON.stringify(summary)).toBeGreaterThan(0);
      }
      expect(summary.errors).toEqual([]);
      expect(summary.accepted).toBe(summary.markets.reduce((n, m) => n + m.accepted, 0));
      expect(summary.sent).toBe(summary.accepted + summary.refused.reduce((n, [, count]) => n + count, 0));
      expect(lines.join('\n')).toMatch(/Krishnagiri: no slot was open; slot 1 opened/);
    } finally {
      client.close();
    }
    // Every accepted bid is on the books: the live lists count them.
    await app.settle();
  }, 180_000);
});
