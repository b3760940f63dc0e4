import {
  type BillPayment,
  DOCUMENT_TOKEN_KINDS,
  type DocumentClaims,
  type DocumentStanding,
  type DocumentStandingAnswer,
  type DocumentStandingQuery,
  NotFoundError,
  normalisedCheckCode,
  checkCode as signedCheckCode,
  ValidationError,
} from '@cocoon/domain';
import { proveEvent, type SealBody, sealSignatureValid } from '@cocoon/eventstore';
import { issuingEventOf, type ReadModelDb } from '@cocoon/projectors';
import {
  DocumentTokenError,
  findPrintedCodes,
  type PublishedDocumentKey,
  shortPosition,
  verifyDocumentToken,
} from '@cocoon/workers';
import type { AppDeps } from '../../http/context.js';

/** The typed form's only refusal: it says nothing about which of the three did not match. */
export const NO_TYPED_MATCH = 'No document matches this number, date and code';

/** What the records say of the document the claims name: its record id and standing, or nothing. */
interface RecordStanding {
  recordId: string;
  standing: DocumentStanding;
  replacedBy: string | null;
  reason: string | null;
  payment: BillPayment | null;
}

/**
 * Issue 26: a printed document's standing, keyed by its signed code (scanned, or found by number + date + check
 * code). The signature is checked first; only a genuine code reaches the records, so nothing is learnt by
 * guessing numbers. The answer repeats what the paper shows and adds its standing, never anything personal.
 */
export async function documentStanding(
  deps: Pick<AppDeps, 'db' | 'store' | 'audit'>,
  keys: readonly PublishedDocumentKey[],
  query: DocumentStandingQuery,
): Promise<DocumentStandingAnswer> {
  const token = query.token ?? (await typedToken(deps.db, query));
  let verified: Awaited<ReturnType<typeof verifyDocumentToken>>;
  try {
    verified = await verifyDocumentToken(token, keys);
  } catch (error) {
    if (error instanceof DocumentTokenError)
      throw new ValidationError(error.message, { token: [error.message] });
    throw error;
  }
  const { claims } = verified;
  const record = await recordStanding(deps.db, claims);
  const issued = record ? await issuingEventOf(deps.db, claims.k, record.recordId) : null;
  // A token whose issuing event is not the document's latest (a bid slip printed before a weight correction).
  const outdated = issued !== null && shortPosition(issued.position) !== claims.s;
  const standing: DocumentStanding = !record
    ? 'unknown'
    : outdated && record.standing === 'in-force'
      ? 'superseded'
      : record.standing;
  return {
    document: {
      kind: claims.k,
      kindName: DOCUMENT_TOKEN_KINDS[claims.k],
      number: claims.n,
      marketCode: claims.m,
      market: await marketNames(deps.db, claims.m),
      date: claims.d,
      partyCode: claims.c,
      amountPaise: claims.a,
      checkCode: signedCheckCode(token),
    },
    key: { kid: verified.kid, withdrawnOn: verified.withdrawnOn },
    standing,
    replacedBy: record?.replacedBy ?? null,
    reason: record?.reason ?? null,
    payment: record?.payment ?? null,
    history: issued ? await historyCheck(deps, claims, issued.streamName, issued.revision) : null,
  };
}

async function typedToken(db: ReadModelDb, query: DocumentStandingQuery): Promise<string> {
  const [token] = await findPrintedCodes(db, {
    number: query.number ?? '',
    date: query.date ?? '',
    checkCode: normalisedCheckCode(query.code ?? ''),
  });
  if (!token) throw new NotFoundError(NO_TYPED_MATCH);
  return token;
}

/**
 * The issuing event as the store holds it now: its chain is recomputed up to it (and on to the newest seal
 * covering it, when that seal's signature checks with the configured key); the signed position and hash must be
 * the event's for the answer to say it matches, and the chain must reach the sealed head to name the seal.
 */
export async function historyCheck(
  deps: Pick<AppDeps, 'store' | 'audit'>,
  claims: DocumentClaims,
  streamName: string,
  revision: number,
): Promise<NonNullable<DocumentStandingAnswer['history']>> {
  const seal = await deps.audit.log.sealCovering(streamName, revision);
  const publicKey = deps.audit.keys.publicKey;
  const body =
    seal && publicKey && sealSignatureValid(seal.body as SealBody, seal.signature, publicKey)
      ? (seal.body as SealBody)
      : null;
  const head = body?.streams.find(([name]) => name === streamName);
  const proof = await proveEvent(
    deps.store,
    streamName,
    revision,
    head ? { revision: head[1], hash: head[2] } : undefined,
  );
  const matches =
    proof.chainIntact &&
    proof.position !== null &&
    shortPosition(proof.position) === claims.s &&
    proof.recomputed === claims.h;
  return {
    matches,
    sealedBy:
      matches && seal && proof.reachesSeal
        ? { sequence: seal.sequence, sealedAt: seal.sealedAt.toISOString() }
        : null,
  };
}

async function marketNames(
  db: ReadModelDb,
  code: string,
): Promise<{ nameEn: string; nameTa: string } | null> {
  const row = await db
    .selectFrom('read.branches')
    .select(['name_en', 'name_ta'])
    .where('branch_code', '=', code)
    .executeTakeFirst();
  return row ? { nameEn: row.name_en, nameTa: row.name_ta } : null;
}

async function branchOf(db: ReadModelDb, code: string): Promise<string | null> {
  const row = await db
    .selectFrom('read.branches')
    .select('branch_id')
    .where('branch_code', '=', code)
    .executeTakeFirst();
  return row?.branch_id ?? null;
}

/** The record the claims name, by the market, number and date printed: never by number alone. */
async function recordStanding(db: ReadModelDb, claims: DocumentClaims): Promise<RecordStanding | null> {
  const branchId = await branchOf(db, claims.m);
  if (!branchId) return null;
  switch (claims.k) {
    case 'FB':
    case 'RI':
      return billStanding(db, branchId, claims);
    case 'FR': {
      const row = await db
        .selectFrom('read.accounts_farmer_payments')
        .select(['payment_id', 'reversal_no', 'reversal_reason'])
        .where('branch_id', '=', branchId)
        .where('receipt_no', '=', claims.n)
        .where('paid_on', '=', claims.d)
        .executeTakeFirst();
      return row ? receiptStanding(row.payment_id, row.reversal_no, row.reversal_reason) : null;
    }
    case 'RR': {
      const row = await db
        .selectFrom('read.accounts_reeler_receipts')
        .select(['receipt_id', 'reversal_no', 'reversal_reason'])
        .where('branch_id', '=', branchId)
        .where('receipt_no', '=', claims.n)
        .where('received_on', '=', claims.d)
        .executeTakeFirst();
      return row ? receiptStanding(row.receipt_id, row.reversal_no, row.reversal_reason) : null;
    }
    case 'IT':
    case 'AT': {
      const lotNo = Number(claims.n);
      if (!Number.isSafeInteger(lotNo)) return null;
      const row = await db
        .selectFrom('read.auction_lots')
        .select('lot_id')
        .where('branch_id', '=', branchId)
        .where('inward_date', '=', claims.d)
        .where('lot_no', '=', lotNo)
        .executeTakeFirst();
      return row
        ? { recordId: row.lot_id, standing: 'in-force', replacedBy: null, reason: null, payment: null }
        : null;
    }
    default: {
      const unknown: never = claims.k;
      throw new Error(`no standing for document kind ${String(unknown)}`);
    }
  }
}

function receiptStanding(recordId: string, reversalNo: string | null, reason: string | null): RecordStanding {
  return reversalNo
    ? {
        recordId,
        standing: 'reversed',
        replacedBy: null,
        reason: `Reversal ${reversalNo}: ${reason ?? ''}`.trim(),
        payment: null,
      }
    : { recordId, standing: 'in-force', replacedBy: null, reason: null, payment: null };
}

async function billStanding(
  db: ReadModelDb,
  branchId: string,
  claims: DocumentClaims,
): Promise<RecordStanding | null> {
  const bill = await db
    .selectFrom('read.billing_bills as b')
    .leftJoin('read.billing_bills as r', 'r.bill_id', 'b.replaced_by')
    .select(['b.bill_id', 'b.status', 'b.cancel_reason', 'r.invoice_no as replaced_by_no'])
    .where('b.branch_id', '=', branchId)
    .where('b.invoice_no', '=', claims.n)
    .where('b.auction_date', '=', claims.d)
    .where('b.bill_type', '=', claims.k === 'RI' ? 'reeler' : 'farmer')
    .executeTakeFirst();
  if (!bill) return null;
  const cancelled = bill.status === 'Cancelled';
  return {
    recordId: bill.bill_id,
    standing: cancelled ? 'cancelled' : 'in-force',
    replacedBy: bill.replaced_by_no ?? null,
    reason: cancelled ? bill.cancel_reason : null,
    payment: claims.k === 'FB' && !cancelled ? await farmerBillPayment(db, bill.bill_id) : null,
  };
}

/** A farmer bill is paid when its lots are: what the farmer was paid against each lot's net. */
async function farmerBillPayment(db: ReadModelDb, billId: string): Promise<BillPayment> {
  const row = await db
    .selectFrom('read.billing_bill_lines as line')
    .innerJoin('read.accounts_farmer_lots as lot', 'lot.lot_id', 'line.lot_id')
    .select((eb) => [
      eb.fn.sum<string>('lot.net_paise').as('due'),
      eb.fn.sum<string>('lot.paid_paise').as('paid'),
    ])
    .where('line.bill_id', '=', billId)
    .where('line.in_force', '=', true)
    .executeTakeFirst();
  const due = BigInt(row?.due ?? 0);
  const paid = BigInt(row?.paid ?? 0);
  if (paid <= 0n) return 'unpaid';
  return paid >= due ? 'paid' : 'partly-paid';
}
