import { businessDate, type CustomerType, istInstant, istTime } from '@cocoon/domain';
import { sql } from 'kysely';
import { seedDemoCustomers } from '../seed/customers.js';
import { DEMO_REELER_PASSWORD, giveReelersPasswords } from '../seed/reeler-logins.js';
import { startTestApp, type TestApp, type TestAppOptions } from '../testing/app.js';
import { apiClient } from '../testing/client.js';

export interface AuctionTestMarket {
  app: TestApp;
  api: ReturnType<typeof apiClient>;
  /** hosur.admin's token (Branch Admin of the demo market Hosur). */
  staff: string;
  hosurId: string;
  dharmapuriId: string;
  farmers: { customerId: string; name: string; headCode: string }[];
  reelers: { customerId: string; name: string; headCode: string }[];
  cocoonTypeId: string;
  /** Moves the server clock (deps.clock) by this many minutes from now on. */
  shiftClock(minutes: number): void;
  /** Sets the server clock to this IST time of today (it keeps ticking), so slot times never cross midnight. */
  setClock(hhmm: string): void;
  /** 'HH:MM' of the (shifted) server clock plus some minutes, for slot times. */
  clockTime(plusMinutes: number): string;
  today(): string;
  loginReeler(headCode: string): Promise<string>;
}

/**
 * The demo offices and settings plus a few active farmers and reelers (with bidding passwords) at Hosur, for
 * the auction's API and browser tests. Slots need the clock: tests move deps.clock instead of waiting.
 */
export async function startAuctionMarket(
  name: string,
  counts: { farmers?: number; reelers?: number } = {},
  env: Record<string, string> = {},
  options: Pick<TestAppOptions, 'renderers' | 'noticeSender'> = {},
): Promise<AuctionTestMarket> {
  const app = await startTestApp({ name, seed: true, env, ...options });
  const { db } = app.deps;
  const codes = await db
    .selectFrom('read.branches')
    .select(['branch_id', 'branch_code'])
    .where('branch_code', 'in', ['HSR', 'DPI'])
    .execute();
  const idOf = (code: string) => String(codes.find((c) => c.branch_code === code)?.branch_id);
  const hosurId = idOf('HSR');
  const { reelerIds } = await seedDemoCustomers(app.deps.store, [{ branchId: hosurId, branchCode: 'HSR' }], {
    farmers: counts.farmers ?? 6,
    reelers: counts.reelers ?? 4,
  });
  await giveReelersPasswords(db, reelerIds);
  await app.settle();
  const customers = (type: CustomerType) =>
    db
      .selectFrom('read.customers')
      .select(['customer_id as customerId', 'ledger_name as name', 'head_code as headCode'])
      .where('branch_id', '=', hosurId)
      .where('customer_type', '=', type)
      .where('is_active', '=', 1)
      .orderBy('head_code')
      .execute();
  const type = await db
    .selectFrom('read.cocoon_types')
    .select('cocoon_id')
    .where(sql`short_name`, '=', 'BV')
    .executeTakeFirstOrThrow();
  const api = apiClient(app.url);
  let offsetMs = 0;
  app.deps.clock = () => new Date(Date.now() + offsetMs);
  return {
    app,
    api,
    staff: await api.login('hosur.admin'),
    hosurId,
    dharmapuriId: idOf('DPI'),
    farmers: await customers('farmer'),
    reelers: await customers('reeler'),
    cocoonTypeId: String(type.cocoon_id),
    shiftClock(minutes) {
      offsetMs += minutes * 60_000;
    },
    setClock(hhmm) {
      offsetMs = istInstant(businessDate(new Date()), hhmm).getTime() - Date.now();
    },
    clockTime(plusMinutes) {
      return istTime(new Date(app.deps.clock().getTime() + plusMinutes * 60_000));
    },
    today: () => businessDate(app.deps.clock()),
    async loginReeler(headCode) {
      const answer = await api.call('POST', '/reeler/connect', {
        body: { username: headCode, password: DEMO_REELER_PASSWORD },
        key: null,
      });
      if (answer.status !== 200) throw new Error(`reeler login failed: ${JSON.stringify(answer.body)}`);
      return answer.body.token as string;
    },
  };
}

/**
 * One lot of today inwarded at 09:00 (sampleLot) and a slot from 10:00 to 10:30 for it: what most auction
 * specs start from. Returns the lot's id; the caller sets the clock into the slot (m.setClock) when it bids.
 */
export async function oneLotInASlot(market: AuctionTestMarket): Promise<string> {
  market.setClock('09:00');
  const lot = await market.api.post('/CocoonInward/SaveCocoonInward', sampleLot(market), market.staff);
  if (lot.status !== 200) throw new Error(`inward failed: ${JSON.stringify(lot.body)}`);
  const slot = await market.api.post(
    '/SlotInfo/SaveSlotInfo',
    { inwardDate: market.today(), startTime: '10:00', endTime: '10:30', lotFrom: 1, lotTo: 1 },
    market.staff,
  );
  if (slot.status !== 200) throw new Error(`slot failed: ${JSON.stringify(slot.body)}`);
  return String(lot.body.lotId);
}

/** A realistic inward body (domain.md's worked example: SR 21.67 % → renditta 6.00 → floor Rs 700.00). */
export const sampleLot = (market: AuctionTestMarket, farmerIndex = 0) => ({
  inwardDate: market.today(),
  farmerId: market.farmers[farmerIndex]!.customerId,
  cocoonTypeId: market.cocoonTypeId,
  lays: 150,
  cocoonWeightGrams: 84_250,
  sampleCount: 60,
  cocoonWeightMg: 100_000,
  shellWeightMg: 21_670,
  defectiveCount: 3,
});

export interface LiveTestEvent {
  event: string;
  data: Record<string, unknown>;
}

/**
 * A live-feed client for tests: the parsed events and the raw text exactly as it arrived, so a test can check
 * what a stream never says anywhere (a name, a code, an id), not only what its events' fields hold.
 */
export async function listenLive(baseUrl: string, path: string, token: string) {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}/api${path}`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: abort.signal,
  });
  const events: LiveTestEvent[] = [];
  let raw = '';
  const reading = (async () => {
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        raw += value;
        buffer += value;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) });
        }
      }
    } catch {
      // aborted
    }
  })();
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    events,
    raw: () => raw,
    /** Resolves when the stream ends (the server closed it, or close()). */
    ended: reading,
    /** The first event matching, waiting up to timeoutMs for it. */
    async next(predicate: (e: LiveTestEvent) => boolean, timeoutMs = 10_000): Promise<LiveTestEvent> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find(predicate);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no such event on ${path}; got ${JSON.stringify(events)}`);
        await new Promise((wake) => setTimeout(wake, 50));
      }
    },
    close: () => {
      abort.abort();
      return reading;
    },
  };
}
