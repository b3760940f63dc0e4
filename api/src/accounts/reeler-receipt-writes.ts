import {
  businessDate,
  type InvoiceToSettle,
  type ReceiveReelerPaymentInput,
  type ReelerReceiptEvent,
  reelerReceiptBook,
  reelerReceiptEventSchema,
  reelerReceiptsStream,
} from '@cocoon/domain';
import type { CommandRun } from '../commands/run-command.js';

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
  const { events } = await run.decide({
    ...reelerReceiptBookOf(market.marketId),
    marketId: market.marketId,
    command: {
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
    },
  });
  return events;
}
