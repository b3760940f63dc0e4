import {
  type AccountEvent,
  accountKey,
  assertBalanced,
  farmerPaymentEventSchema,
  levyRemittanceEventSchema,
  lotEventSchema,
  openingBalanceEventSchema,
  openingCashEventSchema,
  reelerReceiptEventSchema,
  voucherEventSchema,
} from '@cocoon/domain';
import type { RecordedEvent } from '@cocoon/eventstore';
import { sql } from 'kysely';
import type { Projection, ReadModelTransaction } from '../runtime/types.js';
import { stampOf } from '../shared/stamp.js';
import {
  createAccountMonths,
  createLedgerTables,
  createOutstandingIndexes,
  createReelerBalancesIndex,
} from './ledger.schema.js';
import { accountEntry, type Entry, type LedgerState, lotEntry } from './ledger-entries.js';
import { loadLedgerState, writeLedger } from './ledger-store.js';

/** The lot events that carry names or money; bids and slots never reach the ledger. */
const LOT_TYPES = ['LotInwarded', 'BidApproved', 'LotWeighed', 'LotWeightCorrected'] as const;

type AccountSchema = { parse(input: unknown): AccountEvent };

/** Each account event type with the union that reads it (one lookup rather than trying every union). */
const ACCOUNT_SCHEMAS = new Map<string, AccountSchema>(
  [
    farmerPaymentEventSchema,
    reelerReceiptEventSchema,
    voucherEventSchema,
    openingBalanceEventSchema,
    openingCashEventSchema,
    levyRemittanceEventSchema,
  ].flatMap((schema) => schema.options.map((option) => [option.shape.type.value, schema] as const)),
);

export interface PostedEntry extends Entry {
  entryId: string;
  position: string;
}

/**
 * The double-entry ledger (money-and-reports.md, "The accounts"): every event that moves money becomes one entry
 * (the event's id) of balanced postings, only ever inserted; per-account totals move in the same transaction.
 * Set-based: the batch's lots and batches are read in one statement each, folded in memory, and each table
 * written with one statement.
 */
export const ledgerProjection: Projection = {
  name: 'accounts.ledger',
  eventTypes: [...LOT_TYPES, ...ACCOUNT_SCHEMAS.keys()],
  tables: [
    'ledger_postings',
    'ledger_account_totals',
    'ledger_account_months',
    'ledger_lots',
    'ledger_batches',
    'ledger_batch_rows',
  ],
  migrations: {
    '0001_create': createLedgerTables,
    '0002_reeler_balances': createReelerBalancesIndex,
    '0003_outstanding': createOutstandingIndexes,
    '0004_account_months': createAccountMonths,
  },

  async apply(events: RecordedEvent[], db: ReadModelTransaction) {
    const parsed = events.map(parse);
    const state = await loadLedgerState(db, parsed);
    // A batch delivered again (the runner re-reading after a crash) must not post an entry twice.
    const posted = await alreadyPosted(db, parsed);
    const entries: PostedEntry[] = [];
    for (const { recorded, lot, account } of parsed) {
      const entry = lot
        ? lotEntry(lot, lotContext(recorded), state)
        : account
          ? accountEntry(account, state)
          : null;
      if (!entry || entry.lines.length === 0 || posted.has(recorded.id)) continue;
      assertEntry(entry, recorded);
      entries.push({ ...entry, entryId: recorded.id, position: recorded.position });
    }
    await writeLedger(db, state, entries);
    await noticeReelers(db, entries);
  },
};

/**
 * The channel the ledger notifies, when its batch commits, with the reelers whose postings it wrote (comma
 * separated; `*` for a batch too large to name them). The api keeps each reeler's bar and deposit between bids
 * and forgets a reeler's on this notice (api/src/accounts/reeler-standing.ts), so a payment, a reversal or a
 * charge counts for the very next bid in every api process without a ledger read on every bid.
 */
export const LEDGER_REELERS_CHANNEL = 'cocoon_ledger_reelers';

async function noticeReelers(db: ReadModelTransaction, entries: readonly PostedEntry[]) {
  const reelers = new Set<string>();
  for (const entry of entries)
    for (const line of entry.lines) if (line.account.kind === 'reeler') reelers.add(line.account.customerId);
  if (reelers.size === 0) return;
  const named = [...reelers].join(',');
  // NOTIFY's payload is limited to 8000 bytes.
  const payload = named.length > 7_000 ? '*' : named;
  // Inside the batch's transaction: sent when (and only if) the postings commit.
  await sql`select pg_notify(${LEDGER_REELERS_CHANNEL}, ${payload})`.execute(db);
}

export interface ParsedEvent {
  recorded: RecordedEvent;
  lot?: ReturnType<typeof lotEventSchema.parse>;
  account?: AccountEvent;
}

function parse(recorded: RecordedEvent): ParsedEvent {
  const input = { type: recorded.type, data: recorded.data };
  const schema = ACCOUNT_SCHEMAS.get(recorded.type);
  return schema ? { recorded, account: schema.parse(input) } : { recorded, lot: lotEventSchema.parse(input) };
}

function lotContext(recorded: RecordedEvent) {
  const stamp = stampOf(recorded);
  return { occurredAt: stamp.at, userName: stamp.by };
}

/** An unbalanced entry is a bug in the posting rules: stop the projection loudly rather than write it. */
function assertEntry(entry: Entry, recorded: RecordedEvent): void {
  try {
    assertBalanced(entry.lines);
  } catch (error) {
    throw new Error(
      `ledger: ${recorded.type} ${recorded.id} does not balance (${(error as Error).message}); accounts ${entry.lines
        .map((l) => accountKey(l.account))
        .join(', ')}`,
      { cause: error },
    );
  }
}

async function alreadyPosted(db: ReadModelTransaction, parsed: readonly ParsedEvent[]): Promise<Set<string>> {
  const ids = parsed
    .filter((p) => p.account || p.recorded.type === 'LotWeighed' || p.recorded.type === 'LotWeightCorrected')
    .map((p) => p.recorded.id);
  if (ids.length === 0) return new Set();
  const { rows } = await sql<{ entry_id: string }>`
    select distinct entry_id from ledger_postings where entry_id = any(${ids}::uuid[])`.execute(db);
  return new Set(rows.map((r) => r.entry_id));
}

export type { LedgerState };
