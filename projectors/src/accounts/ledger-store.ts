import { accountKey } from '@cocoon/domain';
import { type RawBuilder, sql } from 'kysely';
import type { ReadModelTransaction } from '../runtime/types.js';
import type { ParsedEvent, PostedEntry } from './ledger.js';
import {
  type BatchRowState,
  type BatchState,
  emptyLedgerState,
  type LedgerState,
  type LotState,
} from './ledger-entries.js';

/** Reads the lots and batches the events name, one statement each. */
export async function loadLedgerState(
  db: ReadModelTransaction,
  parsed: readonly ParsedEvent[],
): Promise<LedgerState> {
  const lotIds = new Set<string>();
  const batchIds = new Set<string>();
  for (const { lot, account } of parsed) {
    if (lot) lotIds.add(lot.data.lotId);
    if (account && 'batchId' in account.data) batchIds.add(account.data.batchId);
  }
  const state = emptyLedgerState();
  if (lotIds.size > 0) {
    const rows = await db
      .selectFrom('ledger_lots')
      .selectAll()
      .where('lot_id', 'in', [...lotIds])
      .execute();
    for (const r of rows) {
      state.lots.set(r.lot_id, {
        lotId: r.lot_id,
        marketId: r.branch_id,
        lotNo: r.lot_no,
        farmerId: r.farmer_id,
        farmerName: r.farmer_name,
        farmerCode: r.farmer_code,
        reelerId: r.reeler_id,
        reelerName: r.reeler_name,
        reelerCode: r.reeler_code,
        sale:
          r.sale_reeler_id === null
            ? null
            : {
                reelerId: r.sale_reeler_id,
                farmerId: r.farmer_id,
                amountPaise: Number(r.sale_amount_paise),
                farmerLevyPaise: Number(r.sale_farmer_levy_paise),
                reelerLevyPaise: Number(r.sale_reeler_levy_paise),
              },
      });
    }
  }
  if (batchIds.size > 0) {
    const ids = [...batchIds];
    const batches = await db.selectFrom('ledger_batches').selectAll().where('batch_id', 'in', ids).execute();
    for (const b of batches)
      state.batches.set(b.batch_id, {
        batchId: b.batch_id,
        marketId: b.branch_id,
        batchNo: b.batch_no,
        rows: new Map(),
      });
    const rows = await db.selectFrom('ledger_batch_rows').selectAll().where('batch_id', 'in', ids).execute();
    for (const r of rows) {
      state.batches.get(r.batch_id)?.rows.set(r.row_id, {
        batchId: r.batch_id,
        rowId: r.row_id,
        farmerId: r.farmer_id,
        farmerName: r.farmer_name,
        farmerCode: r.farmer_code,
        amountPaise: Number(r.amount_paise),
        reference: r.reference,
        removed: r.removed,
      });
    }
  }
  return state;
}

type Column = readonly [name: string, type: string];

/** INSERT ... SELECT FROM unnest(one array per column): one statement for any number of rows. */
async function insertRows<R>(
  db: ReadModelTransaction,
  table: string,
  columns: readonly Column[],
  rows: readonly R[],
  valuesOf: (row: R) => readonly unknown[],
  onConflict: RawBuilder<unknown> = sql``,
): Promise<void> {
  if (rows.length === 0) return;
  const values = rows.map(valuesOf);
  const arrays = columns.map(([, type], i) => sql`${values.map((v) => v[i] ?? null)}::${sql.raw(type)}[]`);
  await sql`
    insert into ${sql.table(table)} (${sql.join(columns.map(([name]) => sql.ref(name)))})
    select * from unnest(${sql.join(arrays)}) ${onConflict}`.execute(db);
}

const LOT_COLUMNS: Column[] = [
  ['lot_id', 'text'],
  ['branch_id', 'uuid'],
  ['lot_no', 'int'],
  ['farmer_id', 'text'],
  ['farmer_name', 'text'],
  ['farmer_code', 'text'],
  ['reeler_id', 'text'],
  ['reeler_name', 'text'],
  ['reeler_code', 'text'],
  ['sale_reeler_id', 'text'],
  ['sale_amount_paise', 'bigint'],
  ['sale_farmer_levy_paise', 'bigint'],
  ['sale_reeler_levy_paise', 'bigint'],
];
const lotValues = (l: LotState) => [
  l.lotId,
  l.marketId,
  l.lotNo,
  l.farmerId,
  l.farmerName,
  l.farmerCode,
  l.reelerId,
  l.reelerName,
  l.reelerCode,
  l.sale?.reelerId,
  l.sale?.amountPaise,
  l.sale?.farmerLevyPaise,
  l.sale?.reelerLevyPaise,
];

const POSTING_COLUMNS: Column[] = [
  ['branch_id', 'uuid'],
  ['posting_date', 'text'],
  ['entry_id', 'uuid'],
  ['line_no', 'int'],
  ['position', 'text'],
  ['account_key', 'text'],
  ['account_kind', 'text'],
  ['customer_id', 'text'],
  ['debit_paise', 'bigint'],
  ['credit_paise', 'bigint'],
  ['source_kind', 'text'],
  ['source_id', 'text'],
  ['document_no', 'text'],
  ['particulars', 'text'],
  ['posted_by', 'text'],
  ['corrects_month', 'text'],
];

interface MonthDelta {
  marketId: string;
  key: string;
  kind: string;
  month: string;
  debit: number;
  credit: number;
}

interface TotalDelta {
  marketId: string;
  key: string;
  kind: string;
  customerId: string | null;
  name: string | null;
  code: string | null;
  debit: number;
  credit: number;
  firstDate: string;
  lastDate: string;
}

/** Writes the batch: changed lots and batch rows, the new postings, and each touched account's totals. */
export async function writeLedger(
  db: ReadModelTransaction,
  state: LedgerState,
  entries: readonly PostedEntry[],
) {
  const lots = [...state.changedLots].flatMap((id) => state.lots.get(id) ?? []);
  const setAll = (columns: readonly Column[]) =>
    sql.join(columns.slice(1).map(([name]) => sql`${sql.ref(name)} = excluded.${sql.ref(name)}`));
  await insertRows(
    db,
    'ledger_lots',
    LOT_COLUMNS,
    lots,
    lotValues,
    sql`on conflict (lot_id) do update set ${setAll(LOT_COLUMNS)}`,
  );
  const batches = [...state.changedBatches].flatMap((id) => state.batches.get(id) ?? []);
  await insertRows(
    db,
    'ledger_batches',
    [
      ['batch_id', 'text'],
      ['branch_id', 'uuid'],
      ['batch_no', 'text'],
    ],
    batches,
    (b: BatchState) => [b.batchId, b.marketId, b.batchNo],
    sql`on conflict (batch_id) do nothing`,
  );
  await insertRows(
    db,
    'ledger_batch_rows',
    [
      ['batch_id', 'text'],
      ['row_id', 'text'],
      ['farmer_id', 'text'],
      ['farmer_name', 'text'],
      ['farmer_code', 'text'],
      ['amount_paise', 'bigint'],
      ['reference', 'text'],
      ['removed', 'boolean'],
    ],
    [...state.changedRows],
    (r: BatchRowState) => [
      r.batchId,
      r.rowId,
      r.farmerId,
      r.farmerName,
      r.farmerCode,
      r.amountPaise,
      r.reference,
      r.removed,
    ],
    sql`on conflict (batch_id, row_id) do update set farmer_id = excluded.farmer_id, farmer_name = excluded.farmer_name,
      farmer_code = excluded.farmer_code, amount_paise = excluded.amount_paise, reference = excluded.reference,
      removed = excluded.removed`,
  );

  const postings = entries.flatMap((e) => e.lines.map((line, i) => ({ e, line, lineNo: i + 1 })));
  await insertRows(db, 'ledger_postings', POSTING_COLUMNS, postings, ({ e, line, lineNo }) => [
    e.marketId,
    e.postingDate,
    e.entryId,
    lineNo,
    e.position,
    accountKey(line.account),
    line.account.kind,
    'customerId' in line.account ? line.account.customerId : null,
    line.debitPaise,
    line.creditPaise,
    e.sourceKind,
    e.sourceId,
    e.documentNo,
    line.particulars,
    e.postedBy,
    e.correctsMonth,
  ]);

  // Each account's month moves with its postings (ledger_account_months: a past date's balance without them).
  const months = new Map<string, MonthDelta>();
  for (const { e, line } of postings) {
    const key = accountKey(line.account);
    const month = e.postingDate.slice(0, 7);
    const id = `${e.marketId}|${key}|${month}`;
    const delta = months.get(id) ?? {
      marketId: e.marketId,
      key,
      kind: line.account.kind,
      month,
      debit: 0,
      credit: 0,
    };
    delta.debit += line.debitPaise;
    delta.credit += line.creditPaise;
    months.set(id, delta);
  }
  await insertRows(
    db,
    'ledger_account_months',
    [
      ['branch_id', 'uuid'],
      ['account_key', 'text'],
      ['account_kind', 'text'],
      ['month', 'text'],
      ['debit_paise', 'bigint'],
      ['credit_paise', 'bigint'],
    ],
    [...months.values()],
    (m: MonthDelta) => [m.marketId, m.key, m.kind, m.month, m.debit, m.credit],
    sql`on conflict (branch_id, account_key, month) do update set
      debit_paise = ledger_account_months.debit_paise + excluded.debit_paise,
      credit_paise = ledger_account_months.credit_paise + excluded.credit_paise`,
  );

  const totals = new Map<string, TotalDelta>();
  for (const { e, line } of postings) {
    const key = accountKey(line.account);
    const id = `${e.marketId}|${key}`;
    const named = e.names.get(key);
    const total = totals.get(id) ?? {
      marketId: e.marketId,
      key,
      kind: line.account.kind,
      customerId: 'customerId' in line.account ? line.account.customerId : null,
      name: null,
      code: null,
      debit: 0,
      credit: 0,
      firstDate: e.postingDate,
      lastDate: e.postingDate,
    };
    total.debit += line.debitPaise;
    total.credit += line.creditPaise;
    if (e.postingDate > total.lastDate) total.lastDate = e.postingDate;
    if (e.postingDate < total.firstDate) total.firstDate = e.postingDate;
    // A name with its code (from a master-backed event) beats a voucher's display name.
    if (named && (named.code !== null || total.code === null)) {
      total.name = named.name;
      total.code = named.code;
    }
    totals.set(id, total);
  }
  await insertRows(
    db,
    'ledger_account_totals',
    [
      ['branch_id', 'uuid'],
      ['account_key', 'text'],
      ['account_kind', 'text'],
      ['customer_kind', 'text'],
      ['customer_id', 'text'],
      ['customer_code', 'text'],
      ['customer_name', 'text'],
      ['debit_total', 'bigint'],
      ['credit_total', 'bigint'],
      ['first_posting_date', 'text'],
      ['last_posting_date', 'text'],
    ],
    [...totals.values()],
    (t: TotalDelta) => [
      t.marketId,
      t.key,
      t.kind,
      t.customerId === null ? null : t.kind,
      t.customerId,
      t.code,
      t.name,
      t.debit,
      t.credit,
      t.firstDate,
      t.lastDate,
    ],
    sql`on conflict (branch_id, account_key) do update set
      debit_total = ledger_account_totals.debit_total + excluded.debit_total,
      credit_total = ledger_account_totals.credit_total + excluded.credit_total,
      first_posting_date = least(ledger_account_totals.first_posting_date, excluded.first_posting_date),
      last_posting_date = greatest(ledger_account_totals.last_posting_date, excluded.last_posting_date),
      customer_code = case when excluded.customer_code is not null or ledger_account_totals.customer_name is null
        then excluded.customer_code else ledger_account_totals.customer_code end,
      customer_name = case when excluded.customer_code is not null or ledger_account_totals.customer_name is null
        then coalesce(excluded.customer_name, ledger_account_totals.customer_name)
        else ledger_account_totals.customer_name end`,
  );
}
