import { randomUUID } from 'node:crypto';
import { voucherBookStream } from '@cocoon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { officesProjection } from '../masters/offices/offices.js';
import { migrateProjections } from '../runtime/migrate.js';
import { type ProjectionRunner, startProjectionRunner } from '../runtime/runner.js';
import { createTestEnv, type TestEnv, waitVisible } from '../runtime/testing/fixtures.js';
import { waitForProjections } from '../runtime/wait.js';
import { ledgerProjection } from './ledger.js';
import { ledgerStart, trialBalance } from './ledger.queries.js';

/**
 * Issue 22, case 6: totals past 2^53 paise. Added as numbers, 5e15 + 5e15 + 1 + 1 rounds to 1e16 twice while
 * 5e15+1 + 5e15+1 is exactly 1e16+2: the trial balance showed a difference of 2 paise in a balanced ledger.
 */
const MARKET = '7a1c9a2b-3d4e-4f50-8a1b-2c3d4e5f6a7c';
const account = (kind: 'farmer' | 'reeler', n: number) => ({
  kind,
  customerId: `${kind === 'farmer' ? 'f' : 'e'}1000000-0000-4000-8000-00000000000${n}`,
});

let env: TestEnv;
let runner: ProjectionRunner;

beforeAll(async () => {
  env = await createTestEnv('ledger_exact');
  // The offices' tables too: a market's go-live is derived from its branch row as well as its postings.
  await migrateProjections(env.db, {
    projections: [officesProjection, ledgerProjection],
    logger: env.logger,
  });
  runner = await startProjectionRunner({ ...env, projections: [ledgerProjection], pollIntervalMs: 20 });
});
afterAll(async () => {
  await runner?.stop();
  await env?.close();
});

const journal = (sequence: number, reeler: number, farmer: number, paise: number) => ({
  id: randomUUID(),
  type: 'VoucherPosted',
  data: {
    voucherId: randomUUID(),
    marketId: MARKET,
    voucherType: 'Journal',
    voucherNo: `HSR/JV2627/${String(sequence).padStart(5, '0')}`,
    financialYear: '202627',
    sequence,
    voucherDate: '2026-06-10',
    lines: [
      {
        account: account('reeler', reeler),
        accountName: `Reeler ${reeler}`,
        debitPaise: paise,
        creditPaise: 0,
      },
      {
        account: account('farmer', farmer),
        accountName: `Farmer ${farmer}`,
        debitPaise: 0,
        creditPaise: paise,
      },
    ],
    notes: 'Large figures',
    referenceNo: null,
    correctsMonth: null,
    reverses: null,
    postedBy: 'hsr.accountant',
  },
  metadata: {},
});

describe('the trial balance past 2^53 paise', () => {
  it('shows a difference of exactly zero', async () => {
    const { position } = await env.store.append(
      voucherBookStream(MARKET, 'Journal', '202627'),
      [
        journal(1, 1, 1, 5_000_000_000_000_000),
        journal(2, 2, 2, 5_000_000_000_000_000),
        journal(3, 3, 1, 1),
        journal(4, 4, 2, 1),
      ],
      'any',
    );
    await waitVisible(env.store, position);
    expect(
      await waitForProjections(env.db, position, { projections: [ledgerProjection.name], timeoutMs: 30_000 }),
    ).toBe(true);

    const trial = await trialBalance(env.db, { marketId: MARKET, asOn: '2026-06-30' });
    expect(trial.differencePaise).toBe(0);
    expect(trial.rows.map((r) => [r.accountKey, r.debitTotalPaise, r.creditTotalPaise])).toEqual([
      [`farmer:${account('farmer', 1).customerId}`, 0, 5_000_000_000_000_001],
      [`farmer:${account('farmer', 2).customerId}`, 0, 5_000_000_000_000_001],
      [`reeler:${account('reeler', 1).customerId}`, 5_000_000_000_000_000, 0],
      [`reeler:${account('reeler', 2).customerId}`, 5_000_000_000_000_000, 0],
      [`reeler:${account('reeler', 3).customerId}`, 1, 0],
      [`reeler:${account('reeler', 4).customerId}`, 1, 0],
    ]);
    // Past 2^53 a total can only be shown to the nearest representable figure; both sides alike.
    expect(trial.debitTotalPaise).toBe(trial.creditTotalPaise);
  });

  it("gives a market that never set a go-live its first posting's date (its history stays valid)", async () => {
    expect(await ledgerStart(env.db, MARKET)).toEqual({
      firstPostingDate: '2026-06-10',
      derivedGoLive: '2026-06-10',
    });
    expect(await ledgerStart(env.db, randomUUID())).toEqual({ firstPostingDate: null, derivedGoLive: null });
  });
});
