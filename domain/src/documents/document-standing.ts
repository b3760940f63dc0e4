import { z } from 'zod';
import { COMPACT_JWS, type DOCUMENT_TOKEN_KINDS, type DocumentTokenKind } from './document-token.js';

/**
 * Issue 26: what the public verify page and `npm run verify` learn about a printed document from its signed
 * code. The signed token itself is the key (a number alone never answers: numbers are sequential and would let
 * anyone list every farmer's amounts), so the answer only ever repeats what the paper already shows, plus its
 * standing. Never a name, Aadhaar, account or mobile number.
 */

const TYPED_CODE = 'Enter the 6-character code printed under the QR';

/**
 * GET /api/verify/standing: by the scanned token, or by what is printed for those who type (number, date and
 * check code together: a number alone never answers).
 */
export const documentStandingQuerySchema = z
  .object({
    token: z
      .string()
      .max(2000)
      .regex(COMPACT_JWS, 'This is not a document code of the department')
      .optional(),
    number: z.string().trim().max(40).optional(),
    date: z.iso.date('Enter the date printed on the document').optional(),
    code: z.string().trim().max(12, TYPED_CODE).optional(),
  })
  .superRefine((query, ctx) => {
    if (query.token !== undefined) return;
    if (!query.number)
      ctx.addIssue({ code: 'custom', path: ['number'], message: 'Enter the document number' });
    if (!query.date)
      ctx.addIssue({ code: 'custom', path: ['date'], message: 'Enter the date printed on the document' });
    if (query.code?.replace(/[\s-]/g, '').length !== 6) {
      ctx.addIssue({ code: 'custom', path: ['code'], message: TYPED_CODE });
    }
  });
export type DocumentStandingQuery = z.infer<typeof documentStandingQuerySchema>;

/**
 * Where the document stands now. `in-force`: genuine and current. `cancelled`: replaced (by `replacedBy`) or
 * withdrawn. `reversed`: a receipt whose money was reversed. `superseded`: a token reprinted after the lot's
 * weight was corrected (this paper shows the old figures). `unknown`: genuinely signed but not in the records
 * (a document from another installation, or a history restored without it).
 */
export const DOCUMENT_STANDINGS = ['in-force', 'cancelled', 'reversed', 'superseded', 'unknown'] as const;
export type DocumentStanding = (typeof DOCUMENT_STANDINGS)[number];

/** For a farmer bill: whether the farmer has been paid its amount. */
export const BILL_PAYMENTS = ['paid', 'partly-paid', 'unpaid'] as const;
export type BillPayment = (typeof BILL_PAYMENTS)[number];

export interface DocumentStandingAnswer {
  /** The figures the paper shows, from the signed claims: compare them with the print. */
  document: {
    kind: DocumentTokenKind;
    kindName: (typeof DOCUMENT_TOKEN_KINDS)[DocumentTokenKind];
    number: string;
    marketCode: string;
    /** The market's name in English and Tamil, when the market is known here. */
    market: { nameEn: string; nameTa: string } | null;
    date: string;
    partyCode: string;
    amountPaise: number;
    checkCode: string;
  };
  /** The signing key: its id, and the date it was withdrawn (its documents say so) or null. */
  key: { kid: string; withdrawnOn: string | null };
  standing: DocumentStanding;
  /** A cancelled bill's replacement's number, when it was replaced. */
  replacedBy: string | null;
  /** Why it was cancelled or reversed, as recorded (no personal detail). */
  reason: string | null;
  /** A farmer bill's payment; null for other kinds. */
  payment: BillPayment | null;
  /**
   * The issuing event in the tamper-evident history: `matches` when the event at the signed position carries the
   * signed chain hash; `sealedBy` the newest signed seal covering it (its number and time), null when none yet.
   */
  history: { matches: boolean; sealedBy: { sequence: number; sealedAt: string } | null } | null;
}
