import { z } from 'zod';
import type { DocumentTokenKind } from './document-token.js';

/**
 * Issue 26: the event that issues each printed document, whose store position and chain hash the document's
 * signed code carries. A bill is issued by BillIssued; a cash receipt by the payment (its reversal changes its
 * standing, not its code); an inward token by the lot's inward; an auction token (the bid slip) by the lot's weighing, and
 * again by each weight correction, after which the earlier slips are superseded.
 */
const ISSUERS = {
  BillIssued: (data) => ({ kind: data.billType === 'reeler' ? 'RI' : 'FB', recordId: data.billId }),
  FarmerPaidInCash: (data) => ({ kind: 'FR', recordId: data.paymentId }),
  ReelerPaymentReceived: (data) => ({ kind: 'RR', recordId: data.receiptId }),
  LotInwarded: (data) => ({ kind: 'IT', recordId: data.lotId }),
  LotWeighed: (data) => ({ kind: 'AT', recordId: data.lotId }),
  LotWeightCorrected: (data) => ({ kind: 'AT', recordId: data.lotId }),
} satisfies Record<string, (data: IssuerData) => IssuedDocument>;

interface IssuerData {
  billType?: string;
  billId?: string;
  paymentId?: string;
  receiptId?: string;
  lotId?: string;
}

export interface IssuedDocument {
  kind: DocumentTokenKind;
  /** The record the document prints: bill, payment, receipt or lot id. */
  recordId: string | undefined;
}

export const DOCUMENT_ISSUING_EVENT_TYPES = Object.keys(ISSUERS) as Array<keyof typeof ISSUERS>;

const issuerData = z.looseObject({
  billType: z.string().optional(),
  billId: z.uuid().optional(),
  paymentId: z.uuid().optional(),
  receiptId: z.uuid().optional(),
  lotId: z.uuid().optional(),
});

/** The document an event issues, or null for any other event. */
export function documentIssuedBy(
  type: string,
  data: unknown,
): { kind: DocumentTokenKind; recordId: string } | null {
  const issuer = (ISSUERS as Record<string, (data: IssuerData) => IssuedDocument>)[type];
  if (!issuer) return null;
  const issued = issuer(issuerData.parse(data));
  if (!issued.recordId) throw new Error(`${type} names no record`);
  return { kind: issued.kind, recordId: issued.recordId };
}
