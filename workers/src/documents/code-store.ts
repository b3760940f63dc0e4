import type { DocumentTokenKind } from '@cocoon/domain';
import type { ReadModelDb } from '@cocoon/projectors';
import { sql } from 'kysely';

/**
 * Issue 26: every signed code the workers printed, so a reader who types the document's number, date and check
 * code (instead of scanning) gets the same answer as the QR. Ed25519 signatures are deterministic: a reprint of
 * the same document with the same key prints the same code, and adds no row.
 */
interface DocumentCodesTable {
  token: string;
  kind: string;
  number: string;
  market_code: string;
  document_date: string;
  check_code: string;
  kid: string;
  record_id: string;
  first_printed_at: Date;
}

type CodeTables = { 'documents.document_codes': DocumentCodesTable };
const typed = (db: ReadModelDb) => db.withTables<CodeTables>();

/** Runs inside the document store's migration (its advisory lock). */
export async function migrateDocumentCodes(trx: ReadModelDb): Promise<void> {
  await sql`
    create table if not exists documents.document_codes (
      token text primary key,
      kind text not null,
      number text not null,
      market_code text not null,
      document_date text not null,
      check_code text not null,
      kid text not null,
      record_id uuid not null,
      first_printed_at timestamptz not null
    )`.execute(trx);
  await sql`
    create index if not exists document_codes_typed on documents.document_codes (upper(number), document_date, check_code)`.execute(
    trx,
  );
}

export interface PrintedCodeRecord {
  token: string;
  kind: DocumentTokenKind;
  number: string;
  marketCode: string;
  date: string;
  checkCode: string;
  kid: string;
  recordId: string;
  printedAt: Date;
}

export async function recordPrintedCode(db: ReadModelDb, code: PrintedCodeRecord): Promise<void> {
  await typed(db)
    .insertInto('documents.document_codes')
    .values({
      token: code.token,
      kind: code.kind,
      number: code.number,
      market_code: code.marketCode,
      document_date: code.date,
      check_code: code.checkCode,
      kid: code.kid,
      record_id: code.recordId,
      first_printed_at: code.printedAt,
    })
    .onConflict((oc) => oc.column('token').doNothing())
    .execute();
}

/**
 * The printed codes matching what a reader typed: number (any case), date and check code. More than one only when
 * the same document was printed under two keys (a rotation); the newest first.
 */
export async function findPrintedCodes(
  db: ReadModelDb,
  typedIn: { number: string; date: string; checkCode: string },
): Promise<string[]> {
  const rows = await typed(db)
    .selectFrom('documents.document_codes')
    .select('token')
    .where(sql<string>`upper(number)`, '=', typedIn.number.trim().toUpperCase())
    .where('document_date', '=', typedIn.date)
    .where('check_code', '=', typedIn.checkCode)
    .orderBy('first_printed_at', 'desc')
    .limit(5)
    .execute();
  return rows.map((row) => row.token);
}
