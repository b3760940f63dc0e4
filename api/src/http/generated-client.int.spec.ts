import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuctionTestMarket, sampleLot, startAuctionMarket } from '../auction/testing.js';
import { DEMO_PASSWORD } from '../seed/demo.js';
import { DEMO_REELER_PASSWORD } from '../seed/reeler-logins.js';

/**
 * The document serves outsiders: types generated from the running app's /api/openapi.json with
 * openapi-typescript type-check a small client (openapi-client/market-client.ts, written against those types
 * only), and the same client logs in, inwards a lot, bids on it and reads the lot register of the running app.
 * The generated types go to api/test-artifacts/ (ignored by git): the client is outside the api build for that.
 */
const CLIENT = fileURLToPath(new URL('./openapi-client/market-client.ts', import.meta.url));
const GENERATED = fileURLToPath(new URL('../../test-artifacts/openapi/', import.meta.url));

/** The client's type errors (and a probe's), type-checked as an outsider's project would: strict, no emit. */
function typeErrors(files: string[]): string[] {
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    types: ['node'],
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => `${d.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
}

interface ClientModule {
  MarketClient: new (
    baseUrl: string,
  ) => {
    logIn(username: string, password: string): Promise<void>;
    logInReeler(headCode: string, password: string): Promise<void>;
    saveInward(
      lot: ReturnType<typeof sampleLot>,
    ): Promise<{ lotId: string; lotNo: number; floorPricePaise: number }>;
    placeBid(lotId: string, amountPaise: number): Promise<{ bidNo: number; placedAt: string }>;
    lotRegister(
      marketId: string,
      from: string,
      to: string,
    ): Promise<{ title: string; rows: Array<Record<string, unknown>>; totals: Record<string, unknown> }>;
  };
}

let m: AuctionTestMarket;
beforeAll(async () => {
  // Idle sessions last while the test moves the clock into the slot.
  m = await startAuctionMarket(
    'generated_client',
    { farmers: 2, reelers: 2 },
    { SESSION_IDLE_MINUTES: '120' },
  );
  const document = (await (await fetch(`${m.app.url}/api/openapi.json`)).json()) as OpenAPI3;
  mkdirSync(GENERATED, { recursive: true });
  writeFileSync(`${GENERATED}api-types.ts`, astToString(await openapiTS(document)));
}, 240_000);
afterAll(async () => m?.app.stop());

describe('a client generated from /api/openapi.json', () => {
  it('type-checks against the generated types, which refuse a field the document does not declare', () => {
    expect(typeErrors([CLIENT])).toEqual([]);
    // Not vacuous: the same types reject an answer field that does not exist and a body field of the wrong type.
    const probe = `${GENERATED}probe.ts`;
    writeFileSync(
      probe,
      [
        "import type { paths } from './api-types.js';",
        "type Saved = paths['/api/CocoonInward/SaveCocoonInward']['post']['responses'][200]['content']['application/json'];",
        "type Bid = NonNullable<paths['/api/BiddingInfo/PlaceBid']['post']['requestBody']>['content']['application/json'];",
        'export const lotNumber = (saved: Saved): number => saved.lotNumber;',
        "export const bid: Bid = { lotId: 'x', amountPaise: '700' };",
      ].join('\n'),
    );
    const errors = typeErrors([probe]);
    expect(errors.join('\n')).toMatch(/Property 'lotNumber' does not exist/);
    expect(errors.join('\n')).toMatch(/Type 'string' is not assignable to type 'number'/);
    expect(errors).toHaveLength(2);
  });

  it('logs in, inwards a lot, bids on it in its slot and reads the lot register of the running app', async () => {
    const { MarketClient } = (await import(CLIENT)) as ClientModule;
    m.setClock('09:00');
    const officer = new MarketClient(m.app.url);
    await officer.logIn('hosur.admin', DEMO_PASSWORD);
    const lot = await officer.saveInward(sampleLot(m));
    expect(lot.floorPricePaise).toBe(70_000);

    // Scheduling the slot is not the client's business: the test does it, then moves the clock into it.
    const slot = await m.api.post(
      '/SlotInfo/SaveSlotInfo',
      { inwardDate: m.today(), startTime: '09:10', endTime: '09:40', lotFrom: lot.lotNo, lotTo: lot.lotNo },
      m.staff,
    );
    expect(slot.status, JSON.stringify(slot.body)).toBe(200);
    m.setClock('09:15');
    await m.app.settle();

    const reeler = new MarketClient(m.app.url);
    await reeler.logInReeler(m.reelers[0]!.headCode, DEMO_REELER_PASSWORD);
    const bid = await reeler.placeBid(lot.lotId, lot.floorPricePaise + 1_000);
    expect(bid.bidNo).toBe(1);

    await m.app.settle();
    const register = await officer.lotRegister(m.hosurId, m.today(), m.today());
    expect(register.title).toBe('Lot Register');
    expect(register.rows).toEqual([expect.objectContaining({ lotId: lot.lotId, lotNo: lot.lotNo })]);
  });
});
