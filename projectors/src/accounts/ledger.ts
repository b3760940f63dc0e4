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
import { createLedgerTables, createReelerBalancesIndex } from './ledger.schema.js';
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
  tables: ['ledger_postings', 'ledger_account_totals', 'ledger_lots', 'ledger_batches', 'ledger_batch_rows'],
  migrations: { '0001_create': createLedgerTables, '0002_reeler_balances': createReelerBalancesIndex },

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
  },
};

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
