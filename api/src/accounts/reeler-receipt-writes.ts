import {
  businessDate,
  type InvoiceToSettle,
  type ReceiveReelerPaymentInput,
  type ReelerReceiptCommand,
  type ReelerReceiptEvent,
  reelerReceiptBook,
  reelerReceiptEventSchema,
  reelerReceiptsStream,
} from '@cocoon/domain';
import type { CommandRun } from '../commands/run-command.js';
import { decideWithCash, reelerReceiptCash } from './cash-book-writes.js';

/** The market's receipt book: every reeler receipt and reversal with the RR / RX number series. */
export const reelerReceiptBookOf = (marketId: string) => ({
  stream: reelerReceiptsStream(marketId),
  decider: reelerReceiptBook,
  eventSchema: reelerReceiptEventSchema,
});

export interface ReceiptMarket {
  marketId: string;
  marketCode: string;
}

export interface ReceiptReeler {
  reelerId: string;
  reelerName: string;
  reelerCode: string;
}

/**
 * Money received from a reeler, dated the business date it is received (the ledger's month is the day's month).
 * The screens' route and the demo seed both receive through here. `invoices` are the reeler's invoices in force
 * with their current amounts: the book lays the receipt on what they still owe (see `reelerReceiptBook`).
 */
export async function receiveReelerPayment(
  run: CommandRun,
  market: ReceiptMarket,
  reeler: ReceiptReeler,
  input: Pick<
    ReceiveReelerPaymentInput,
    'mode' | 'chequeNo' | 'bankReference' | 'amountPaise' | 'purpose' | 'invoiceNos' | 'restAsDeposit'
  >,
  invoices: readonly InvoiceToSettle[],
): Promise<ReelerReceiptEvent[]> {
  const command: ReelerReceiptCommand = {
    type: 'ReceiveReelerPayment',
    data: {
      receiptId: run.newId('reeler-receipt'),
      marketId: market.marketId,
      marketCode: market.marketCode,
      reeler,
      mode: input.mode,
      chequeNo: input.chequeNo ?? null,
      bankReference: input.bankReference ?? null,
      amountPaise: input.amountPaise,
      purpose: input.purpose,
      invoiceNos: input.invoiceNos,
      restAsDeposit: input.restAsDeposit,
      invoices,
      receivedOn: businessDate(run.at),
      by: run.actor.userName,
    },
  };
  // Cash received goes into the cash book once the receipt is written (cash-book-writes.ts).
  return decideWithCash(run, market.marketId, reelerReceiptBookOf(market.marketId), command, (events) =>
    reelerReceiptCash(market.marketId, events),
  );
}

/**
 * A receipt reversed once (a cheque that bounced, a receipt entered twice), dated the business date. Cash of a
 * cash receipt goes back out: taken from the cash book first, so a reversal the cash cannot cover is refused.
 */
export async function reverseReelerReceipt(
  run: CommandRun,
  market: ReceiptMarket,
  input: { receiptId: string; reason: string },
): Promise<ReelerReceiptEvent[]> {
  const command: ReelerReceiptCommand = {
    type: 'ReverseReelerReceipt',
    data: {
      receiptId: input.receiptId,
      marketId: market.marketId,
      marketCode: market.marketCode,
      reason: input.reason,
      reversedOn: businessDate(run.at),
      by: run.actor.userName,
    },
  };
  return decideWithCash(run, market.marketId, reelerReceiptBookOf(market.marketId), command, (events) =>
    reelerReceiptCash(market.marketId, events),
  );
}
