import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable } from '../app.js';
import type { RouteSpec } from '../http/routes.js';
import { type AuctionTestMarket, startAuctionMarket } from './testing.js';

/**
 * The server enforces the spec's role table on every auction route, whatever the UI hides: no session → 401; a
 * Market Officer or Admin (no E-Auction items) → 403; a reeler's bidding token opens only the bidding routes.
 */
let m: AuctionTestMarket;
let routes: RouteSpec[];
const tokens: Record<string, string> = {};

beforeAll(async () => {
  m = await startAuctionMarket('auction-guards', { farmers: 1, reelers: 1 });
  routes = routeTable(m.app.deps).filter((r) => r.tag.startsWith('auction'));
  tokens.officer = await m.api.login('hosur.officer');
  tokens.admin = await m.api.login('admin');
  tokens.reeler = await m.loginReeler(m.reelers[0]!.headCode);
}, 120_000);

afterAll(async () => {
  await m?.app.stop();
});

const call = (route: RouteSpec, token?: string) =>
  m.api.call(route.method === 'get' ? 'GET' : 'POST', route.path.replace(':lotId', randomUUID()), {
    token,
    body: {},
  });

describe('auction route guards', () => {
  it('covers the whole auction API', () => {
    expect(routes.length).toBeGreaterThanOrEqual(20);
  });

  it('answers 401 without a session (only the reeler login is public)', async () => {
    for (const route of routes) {
      const answer = await call(route);
      if (route.path === '/reeler/connect') expect(answer.status).toBe(400);
      else expect(answer.status, `${route.method} ${route.path}`).toBe(401);
    }
  });

  it('answers 403 to staff without the E-Auction items, and 401 to staff on the bidding routes', async () => {
    for (const route of routes) {
      if (route.path === '/reeler/connect') continue;
      const officer = await call(route, tokens.officer);
      const admin = await call(route, tokens.admin);
      if (route.permission === 'reeler') {
        expect(officer.status, route.path).toBe(401);
        expect(admin.status, route.path).toBe(401);
      } else if (route.permission === 'auction.lot-history') {
        // Admin audits every market; a Market Officer has no audit rights.
        expect(officer.status, route.path).toBe(403);
        expect(admin.status, route.path).toBe(404);
      } else {
        expect(officer.status, route.path).toBe(403);
        expect(admin.status, route.path).toBe(403);
      }
    }
  });

  it("refuses a reeler's token on every staff route", async () => {
    for (const route of routes.filter((r) => r.permission !== 'reeler' && r.path !== '/reeler/connect')) {
      expect((await call(route, tokens.reeler)).status, route.path).toBe(401);
    }
  });

  it('documents the bidding API in the OpenAPI document', async () => {
    const doc = (await m.api.get('/openapi.json')).body;
    for (const path of [
      '/api/reeler/connect',
      '/api/BiddingInfo/PlaceBid',
      '/api/reeler/lots',
      '/api/reeler/board',
      '/api/BiddingInfo/LiveStream',
    ]) {
      expect(Object.keys(doc.paths), path).toContain(path);
    }
  });
});
