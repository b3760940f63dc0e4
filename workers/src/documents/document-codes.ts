import {
  checkCode,
  type DocumentClaims,
  type DocumentTokenKind,
  VERIFY_PATH,
  verifyUrl,
} from '@cocoon/domain';
import { parsePosition } from '@cocoon/eventstore';
import { issuingEventOf, type ReadModelDb } from '@cocoon/projectors';
import { recordPrintedCode } from './code-store.js';
import { type DocumentSigningKey, lotDigest, signDocumentClaims } from './document-signing.js';

/** What a printed document states, in the short fields its signed code carries (issue 26). */
export interface DocumentIssue {
  kind: DocumentTokenKind;
  /** The record printed: bill, payment, receipt or lot id (finds the issuing event). */
  recordId: string;
  number: string;
  marketCode: string;
  /** The document's date as printed (YYYY-MM-DD). */
  date: string;
  /** The farmer's or reeler's code; empty when the document names no party. */
  partyCode: string;
  amountPaise: number;
  lotNos: readonly number[];
}

/** The code a page prints: the QR's URL, and under it the official address and the check code in plain text. */
export interface PrintedDocumentCode {
  token: string;
  url: string;
  /** The verify page's address as configured (a forger controls the whole QR, not the printed text). */
  verifyAddress: string;
  checkCode: string;
}

export type DocumentCoder = (issue: DocumentIssue) => Promise<PrintedDocumentCode>;

/** A position written without its zero padding: the same counters, 20 characters shorter in the QR. */
export function shortPosition(position: string): string {
  const [major, minor] = parsePosition(position);
  return `${major}-${minor}`;
}

/**
 * Signs each document with its issuing event's position and chain hash and records the code (for the typed
 * check). The issuing event must be in the read model: the render job already waits for the projections to pass
 * the request, so a missing one is an error the job's retry resolves.
 */
export function createDocumentCoder(options: {
  db: ReadModelDb;
  key: DocumentSigningKey;
  /** The public address of the app (config PUBLIC_BASE_URL); the verify page is at its `/v`. */
  publicBaseUrl: string;
  now: () => Date;
}): DocumentCoder {
  const verifyAddress = `${options.publicBaseUrl.replace(/\/+$/, '')}${VERIFY_PATH}`;
  return async (issue) => {
    const issuing = await issuingEventOf(options.db, issue.kind, issue.recordId);
    if (!issuing)
      throw new Error(`the event that issued ${issue.kind} ${issue.number} is not in the read model`);
    const claims: DocumentClaims = {
      v: 1,
      k: issue.kind,
      n: issue.number,
      m: issue.marketCode,
      d: issue.date,
      c: issue.partyCode,
      a: issue.amountPaise,
      l: lotDigest(issue.lotNos),
      s: shortPosition(issuing.position),
      h: issuing.hash ?? '',
    };
    const token = await signDocumentClaims(claims, options.key);
    const code = checkCode(token);
    await recordPrintedCode(options.db, {
      token,
      kind: issue.kind,
      number: issue.number,
      marketCode: issue.marketCode,
      date: issue.date,
      checkCode: code,
      kid: options.key.kid,
      recordId: issue.recordId,
      printedAt: options.now(),
    });
    return { token, url: verifyUrl(options.publicBaseUrl, token), verifyAddress, checkCode: code };
  };
}
