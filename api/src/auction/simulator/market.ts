import { businessDate, istTime } from '@cocoon/domain';
import { marketLogin } from '../../seed/market-login.js';
import type { LiveLotRow } from './board.js';
import type { JsonClient } from './http.js';

export interface ReelerLots {
  serverTime: string;
  minIncrementPaise: number | null;
  slots: { slotId: string; slotNo: number; status: string; startTime: string; endTime: string }[];
  lots: (LiveLotRow & { slotId: string | null })[];
}

const fail = (what: string, answer: { status: number; body: unknown }) =>
  new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);

export async function staffLogin(client: JsonClient, username: string, password: string): Promise<string> {
  const answer = await client.post<{ token: string }>('/auth/connect', { username, password });
  if (answer.status !== 200) throw fail(`staff login ${username}`, answer);
  return answer.body.token;
}

/** Head codes of the active reelers of the staff member's market (Reeler Master list). */
export async function activeReelerCodes(client: JsonClient, staffToken: string): Promise<string[]> {
  const answer = await client.get<{ data: { headCode: string; isActive: number }[] }>(
    '/Customer/getAll_Reelers?pageSize=500',
    staffToken,
  );
  if (answer.status !== 200) throw fail('reeler list', answer);
  return answer.body.data.filter((r) => Number(r.isActive) === 1).map((r) => r.headCode);
}

/**
 * Logs in `count` bidding sessions, one per device, going round the reelers when there are more devices than
 * reelers (a reeler may bid from a phone and a laptop). Logins are a few at a time: each checks an argon2 hash.
 */
export async function loginReelers(
  client: JsonClient,
  codes: readonly string[],
  count: number,
  password: string,
): Promise<string[]> {
  if (codes.length === 0) throw new Error('the market has no active reeler to bid with');
  const tokens: string[] = new Array(count);
  for (let i = 0; i < count; i += 8) {
    await Promise.all(
      Array.from({ length: Math.min(8, count - i) }, async (_, j) => {
        const username = codes[(i + j) % codes.length]!;
        const answer = await client.post<{ token: string }>('/reeler/connect', { username, password });
        if (answer.status !== 200) throw fail(`reeler login ${username}`, answer);
        tokens[i + j] = answer.body.token;
      }),
    );
  }
  return tokens;
}

export async function reelerLots(client: JsonClient, token: string): Promise<ReelerLots> {
  const answer = await client.get<ReelerLots>('/reeler/lots', token);
  if (answer.status !== 200) throw fail('reeler lots', answer);
  return answer.body;
}

/**
 * A slot of today starting this minute over today's free lots (never slotted, or unsold), `minutes` long and
 * ending before midnight, scheduled as the Branch Admin would on the Slot screen.
 */
export async function openSlotNow(
  client: JsonClient,
  staffToken: string,
  serverTime: string,
  minutes: number,
): Promise<{ slotNo: number; lotCount: number; startTime: string; endTime: string }> {
  const now = new Date(serverTime);
  const date = businessDate(now);
  const free = await client.get<{ data: { lotNo: number }[] }>(
    `/CocoonInward/getAll_FromLots?date=${date}`,
    staffToken,
  );
  if (free.status !== 200) throw fail('free lots', free);
  const numbers = free.body.data.map((l) => l.lotNo);
  if (numbers.length === 0) {
    throw new Error(
      `no slot is open and no lot of ${date} is free for one: inward some lots first (Cocoon Inward)`,
    );
  }
  const startTime = istTime(now);
  // Times are whole minutes: the slot runs at least the minutes asked for from now.
  const end = new Date(now.getTime() + minutes * 60_000 + 60_000);
  const endTime = businessDate(end) === date ? istTime(end) : '23:59';
  const body = {
    inwardDate: date,
    startTime,
    endTime,
    lotFrom: Math.min(...numbers),
    lotTo: Math.max(...numbers),
  };
  const answer = await client.post<{ slotNo: number; lotCount: number }>(
    '/SlotInfo/SaveSlotInfo',
    body,
    staffToken,
  );
  if (answer.status !== 200) throw fail('schedule slot', answer);
  return { slotNo: answer.body.slotNo, lotCount: answer.body.lotCount, startTime, endTime };
}

/**
 * The Branch Admin logins of the first `count` active markets by name that an Administrator sees. A demo market's
 * login is named after the town (`hosur.admin`; DEMO_MARKETS adds more the same way: seed/statewide.ts).
 */
export async function marketLogins(
  client: JsonClient,
  adminToken: string,
  count: number,
): Promise<{ marketName: string; login: string }[]> {
  const answer = await client.get<{ data: { branchName: string; isActive: number }[] }>(
    '/MasBranch/getAll_MasBranch?kind=market&pageSize=500',
    adminToken,
  );
  if (answer.status !== 200) throw fail('market list', answer);
  const markets = answer.body.data
    .filter((m) => Number(m.isActive) === 1)
    .map((m) => m.branchName)
    .sort((a, b) => a.localeCompare(b))
    .slice(0, count);
  if (markets.length < count) {
    throw new Error(
      `${count} markets asked for, ${markets.length} active: start the app with DEMO_MARKETS=${count} (at most 25)`,
    );
  }
  return markets.map((marketName) => ({ marketName, login: marketLogin(marketName) }));
}
