import { z } from 'zod';
import { financialYearOf } from '../billing/bill-numbers.js';
import type { Decider } from '../shared/decider.js';
import { documentNumber } from '../shared/document-numbers.js';
import { assertNever, ConflictError, NotFoundError, ValidationError } from '../shared/errors.js';
import { MESSAGES } from '../shared/messages.js';
import { REELER_PAYMENT_MODES, type ReelerPaymentMode, type ReelerReceiptEvent } from './account-events.js';
import { MAX_LINE_MESSAGE, MAX_LINE_PAISE } from './amount-limits.js';
import {
  type InvoicePayment,
  type InvoiceToSettle,
  type ReceiptToApply,
  receiptAboveDuesMessage,
  settleReelerInvoices,
  splitReceipt,
} from './reeler-dues.js';

/**
 * Money received from the market's reelers (stream `reelerreceipts-<market>`): against their invoices, or a
 * deposit in advance. The RR (receipt) and RX (reversal) number series of every financial year live in the same
 * stream, so a number and its receipt are one decision and a receipt is reversed at most once.
 */
export interface ReelerRef {
  reelerId: string;
  reelerName: string;
  reelerCode: string;
}

export interface ReceiveReelerPayment {
  type: 'ReceiveReelerPayment';
  data: {
    receiptId: string;
    marketId: string;
    marketCode: string;
    reeler: ReelerRef;
    mode: ReelerPaymentMode;
    chequeNo: string | null;
    bankReference: string | null;
    amountPaise: number;
    purpose: 'invoice' | 'advance';
    invoiceNos: string[];
    /** The officer's tick: what the invoices do not take is kept as deposit (else such a receipt is refused). */
    restAsDeposit: boolean;
    /**
     * The reeler's invoices in force with their current amounts (after weight corrections), from the bills as
     * they stand when the command is built: what they still owe is these less the receipts in this book.
     */
    invoices: readonly InvoiceToSettle[];
    receivedOn: string;
    by: string;
  };
}

export interface ReverseReelerReceipt {
  type: 'ReverseReelerReceipt';
  data: {
    receiptId: string;
    marketId: string;
    marketCode: string;
    reason: string;
    reversedOn: string;
    by: string;
  };
}

export type ReelerReceiptCommand = ReceiveReelerPayment | ReverseReelerReceipt;

/**
 * What a decision needs of a receipt: enough to reverse it, to refuse a cheque recorded twice, and to lay the
 * reeler's receipts on their invoices (what each invoice still owes).
 */
interface ReceiptInBook {
  receiptNo: string;
  reeler: ReelerRef;
  mode: ReelerPaymentMode;
  chequeNo: string | null;
  amountPaise: number;
  invoiceNos: readonly string[];
  applied: readonly InvoicePayment[] | undefined;
  reversed: boolean;
}

export interface ReelerReceiptBookState {
  /** Last sequence used per financial year, of receipts (RR) and of reversals (RX). */
  receiptSequences: Readonly<Record<string, number>>;
  reversalSequences: Readonly<Record<string, number>>;
  receipts: Readonly<Record<string, ReceiptInBook>>;
}

const refuse = (field: string, message: string): never => {
  throw new ValidationError(message, { [field]: [message] });
};

/** A cheque is known by its number and the reeler who gave it: the same cheque twice is a double entry. */
const chequeKey = (reelerId: string, chequeNo: string) => `${reelerId}|${chequeNo.trim().toUpperCase()}`;

/** The reeler's receipts not reversed, in the order received: what `settleReelerInvoices` lays on invoices. */
const receiptsOf = (state: ReelerReceiptBookState, reelerId: string): ReceiptToApply[] =>
  Object.values(state.receipts)
    .filter((r) => !r.reversed && r.reeler.reelerId === reelerId)
    .map((r) => ({ amountPaise: r.amountPaise, invoiceNos: r.invoiceNos, applied: r.applied }));

function decideReceive({ data }: ReceiveReelerPayment, state: ReelerReceiptBookState): ReelerReceiptEvent[] {
  if (state.receipts[data.receiptId]) throw new ConflictError(MESSAGES.alreadyProcessed);
  if (!Number.isInteger(data.amountPaise) || data.amountPaise <= 0) {
    refuse('amountPaise', 'Please enter an amount greater than zero');
  }
  const chequeNo = data.chequeNo?.trim() || null;
  const bankReference = data.bankReference?.trim() || null;
  if (data.mode === 'cheque' && !chequeNo) refuse('chequeNo', 'Please enter the cheque number');
  if (data.mode === 'bank' && !bankReference) {
    refuse('bankReference', 'Please enter the bank transfer reference');
  }
  if (data.purpose === 'advance' && data.invoiceNos.length > 0) {
    refuse('invoiceNos', 'An advance deposit is not against invoices');
  }
  if (chequeNo) {
    const key = chequeKey(data.reeler.reelerId, chequeNo);
    const same = Object.values(state.receipts).find(
      (r) => !r.reversed && r.chequeNo && chequeKey(r.reeler.reelerId, r.chequeNo) === key,
    );
    if (same)
      refuse('chequeNo', `Cheque ${chequeNo} of this reeler is already recorded on ${same.receiptNo}`);
  }
  const invoiceNos = [...new Set(data.invoiceNos)];
  const inForce = new Set(data.invoices.map((invoice) => invoice.invoiceNo));
  const strange = invoiceNos.filter((no) => !inForce.has(no));
  if (strange.length > 0)
    refuse('invoiceNos', `Not an invoice of this reeler in force: ${strange.join(', ')}`);
  // Receipts of one market are decided one at a time on this stream: what an invoice still owes counts every
  // receipt before this one, so receipts racing for one invoice cannot together pay more than it owes.
  const dues = settleReelerInvoices(
    data.reeler.reelerId,
    data.invoices,
    receiptsOf(state, data.reeler.reelerId),
  );
  const split = splitReceipt(dues, { amountPaise: data.amountPaise, purpose: data.purpose, invoiceNos });
  if (data.purpose === 'invoice' && split.depositPaise > 0 && !data.restAsDeposit) {
    refuse('amountPaise', receiptAboveDuesMessage(invoiceNos, split.owedPaise, data.amountPaise));
  }
  const financialYear = financialYearOf(data.receivedOn);
  const sequence = (state.receiptSequences[financialYear] ?? 0) + 1;
  return [
    {
      type: 'ReelerPaymentReceived',
      data: {
        receiptId: data.receiptId,
        marketId: data.marketId,
        receiptNo: documentNumber(data.marketCode, 'reelerReceipt', financialYear, sequence),
        financialYear,
        sequence,
        ...data.reeler,
        mode: data.mode,
        chequeNo: data.mode === 'cheque' ? chequeNo : null,
        bankReference: data.mode === 'bank' ? bankReference : null,
        amountPaise: data.amountPaise,
        purpose: data.purpose,
        invoiceNos,
        applied: split.applied,
        depositPaise: split.depositPaise,
        receivedOn: data.receivedOn,
        receivedBy: data.by,
      },
    },
  ];
}

function decideReverse({ data }: ReverseReelerReceipt, state: ReelerReceiptBookState): ReelerReceiptEvent[] {
  const receipt = state.receipts[data.receiptId];
  if (!receipt) throw new NotFoundError('Receipt not found');
  if (receipt.reversed) throw new ConflictError(MESSAGES.alreadyProcessed);
  const reason = data.reason.trim();
  if (reason.length < 3) refuse('reason', 'Please give the reason for the reversal');
  const financialYear = financialYearOf(data.reversedOn);
  const sequence = (state.reversalSequences[financialYear] ?? 0) + 1;
  return [
    {
      type: 'ReelerReceiptReversed',
      data: {
        receiptId: data.receiptId,
        marketId: data.marketId,
        receiptNo: receipt.receiptNo,
        reversalNo: documentNumber(data.marketCode, 'reelerReceiptReversal', financialYear, sequence),
        financialYear,
        sequence,
        ...receipt.reeler,
        mode: receipt.mode,
        amountPaise: receipt.amountPaise,
        reason,
        reversedOn: data.reversedOn,
        reversedBy: data.by,
      },
    },
  ];
}

export const reelerReceiptBook: Decider<ReelerReceiptCommand, ReelerReceiptEvent, ReelerReceiptBookState> = {
  initialState: { receiptSequences: {}, reversalSequences: {}, receipts: {} },
  decide(command, state) {
    switch (command.type) {
      case 'ReceiveReelerPayment':
        return decideReceive(command, state);
      case 'ReverseReelerReceipt':
        return decideReverse(command, state);
      default:
        return assertNever(command);
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'ReelerPaymentReceived': {
        const d = event.data;
        return {
          ...state,
          receiptSequences: {
            ...state.receiptSequences,
            [d.financialYear]: Math.max(state.receiptSequences[d.financialYear] ?? 0, d.sequence),
          },
          receipts: {
            ...state.receipts,
            [d.receiptId]: {
              receiptNo: d.receiptNo,
              reeler: { reelerId: d.reelerId, reelerName: d.reelerName, reelerCode: d.reelerCode },
              mode: d.mode,
              chequeNo: d.chequeNo,
              amountPaise: d.amountPaise,
              invoiceNos: d.invoiceNos,
              applied: d.applied,
              reversed: false,
            },
          },
        };
      }
      case 'ReelerReceiptReversed': {
        const d = event.data;
        const receipt = state.receipts[d.receiptId];
        return {
          ...state,
          reversalSequences: {
            ...state.reversalSequences,
            [d.financialYear]: Math.max(state.reversalSequences[d.financialYear] ?? 0, d.sequence),
          },
          receipts: receipt
            ? { ...state.receipts, [d.receiptId]: { ...receipt, reversed: true } }
            : state.receipts,
        };
      }
      default:
        return assertNever(event);
    }
  },
};

// ---- Inputs (the screen's form) ----

const isoDate = (message: string) => z.iso.date({ error: message });

export const receiveReelerPaymentSchema = z
  .object({
    marketId: z.uuid('Select a market').optional(),
    reelerId: z.uuid('Please select the reeler'),
    mode: z.enum(REELER_PAYMENT_MODES, { error: 'Please select the mode of payment' }),
    chequeNo: z.string().trim().max(20, 'Cheque number is at most 20 characters').nullish(),
    bankReference: z.string().trim().max(40, 'Reference is at most 40 characters').nullish(),
    amountPaise: z
      .number({ error: 'Please enter the amount' })
      .int('Amount is in whole paise')
      .positive('Please enter an amount greater than zero')
      .max(MAX_LINE_PAISE, MAX_LINE_MESSAGE),
    purpose: z.enum(['invoice', 'advance'], { error: 'Please choose invoices or advance deposit' }),
    invoiceNos: z.array(z.string().trim().min(1).max(30)).max(100).default([]),
    /** Keep what the invoices do not take as the reeler's deposit (without it such a receipt is refused). */
    restAsDeposit: z.boolean({ error: 'Please tick or untick "keep the rest as deposit"' }).default(false),
  })
  .superRefine((input, ctx) => {
    if (input.mode === 'cheque' && !input.chequeNo) {
      ctx.addIssue({ code: 'custom', path: ['chequeNo'], message: 'Please enter the cheque number' });
    }
    if (input.mode === 'bank' && !input.bankReference) {
      ctx.addIssue({
        code: 'custom',
        path: ['bankReference'],
        message: 'Please enter the bank transfer reference',
      });
    }
    if (input.purpose === 'advance' && input.invoiceNos.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['invoiceNos'],
        message: 'An advance deposit is not against invoices',
      });
    }
  });
export type ReceiveReelerPaymentInput = z.infer<typeof receiveReelerPaymentSchema>;

export const reverseReelerReceiptSchema = z.object({
  marketId: z.uuid('Select a market').optional(),
  receiptId: z.uuid('Receipt not found'),
  reason: z
    .string({ error: 'Please give the reason for the reversal' })
    .trim()
    .min(3, 'Please give the reason for the reversal')
    .max(200, 'Reason is at most 200 characters'),
});
export type ReverseReelerReceiptInput = z.infer<typeof reverseReelerReceiptSchema>;

export const reelerReceiptListQuerySchema = z.object({
  marketId: z.uuid('Select a market').optional(),
  from: isoDate(MESSAGES.selectFromToDate),
  to: isoDate(MESSAGES.selectFromToDate),
});

export const reelerDuesQuerySchema = z.object({
  marketId: z.uuid('Select a market').optional(),
  reelerId: z.uuid('Please select the reeler'),
});
