import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWireMarket } from '../testing/wire.js';

/**
 * Issue 28: the reeler's bid page opens with one read, GET /reeler/board, which answers what reeler/lots,
 * reeler/standing and reeler/invoices answer (they stay, for the page's later reads), under the reeler's own
 * session only.
 */
let m: Awaited<ReturnType<typeof startWireMarket>>;

beforeAll(async () => {
  m = await startWireMarket('reeler_board');
}, 120_000);
afterAll(async () => m?.app.stop());

describe("the reeler's page as it opens (GET /reeler/board)", () => {
  it('is the board, the standing and the own invoices of the three reads, in one answer', async () => {
    const token = await m.loginReeler(m.reelerCode);
    const [board, lots, standing, invoices] = await Promise.all([
      m.api.get('/reeler/board', token),
      m.api.get('/reeler/lots', token),
      m.api.get('/reeler/standing', token),
      m.api.get('/reeler/invoices', token),
    ]);
    for (const answer of [board, lots, standing, invoices])
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { standing: itsStanding, invoices: itsInvoices, serverTime, ...itsBoard } = board.body;
    const { serverTime: lotsTime, ...lotsBoard } = lots.body;
    expect(typeof serverTime).toBe('string');
    expect(typeof lotsTime).toBe('string');
    expect(itsBoard).toEqual(lotsBoard);
    expect(itsBoard.lots).toHaveLength(2);
    expect(itsStanding).toEqual(standing.body);
    expect(itsInvoices).toEqual(invoices.body);
  });

  it('is the reeler session’s only: no token, a bad token and a staff token are refused', async () => {
    expect((await m.api.get('/reeler/board')).status).toBe(401);
    expect((await m.api.get('/reeler/board', 'not-a-token')).status).toBe(401);
    expect((await m.api.get('/reeler/board', m.staff)).status).toBe(401);
  });
});
