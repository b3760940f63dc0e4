import { randomUUID } from 'node:crypto';
import {
  documentEventSchema,
  layoutsOf,
  MESSAGES,
  NotFoundError,
  type PrintKind,
  printRegister,
  printRegisterStream,
  type RequestDocumentInput,
  type requestDocumentCommand,
  ValidationError,
} from '@cocoon/domain';
import {
  auctionTokens,
  inwardTokens,
  listBills,
  listFarmerPayments,
  listReelerReceipts,
  type RowFilter,
} from '@cocoon/projectors';
import type { Context } from 'koa';
import { sql } from 'kysely';
import { marketForWrite } from '../auction/access.js';
import type { CommandWork } from '../commands/command-route.js';
import type { AppDeps } from '../http/context.js';

const NOT_A_LAYOUT_OF_KIND = 'This document does not print in that layout';

const ofMarket =
  (column: string, marketId: string): RowFilter =>
  (eb) =>
    eb(sql.ref(column), '=', marketId);

/**
 * The records of a market's date a print may show: tokens by lot, bills in force by bill id, receipts by their
 * payment or receipt id.
 */
async function printableIds(
  deps: AppDeps,
  kind: PrintKind,
  marketId: string,
  date: string,
): Promise<string[]> {
  switch (kind) {
    case 'inward-token':
      return (await inwardTokens(deps.db, { where: ofMarket('l.branch_id', marketId), date })).map(
        (t) => t.lotId,
      );
    case 'auction-token':
      return (await auctionTokens(deps.db, { where: ofMarket('l.branch_id', marketId), date })).map(
        (t) => t.lotId,
      );
    case 'farmer-bill':
    case 'reeler-invoice': {
      const billType = kind === 'farmer-bill' ? 'farmer' : 'reeler';
      const bills = await listBills(deps.db, {
        where: ofMarket('b.branch_id', marketId),
        date,
        billType,
        status: 'Issued',
      });
      return bills.map((b) => b.billId);
    }
    case 'farmer-payment-receipt': {
      // The cash payments made on the date (a reversed one prints too, stamped REVERSED).
      const payments = await listFarmerPayments(deps.db, {
        where: ofMarket('p.branch_id', marketId),
        from: date,
        to: date,
      });
      return payments.map((p) => p.paymentId);
    }
    case 'reeler-receipt': {
      // The receipts taken from reelers on the date (a reversed one prints too, stamped REVERSED).
      const receipts = await listReelerReceipts(deps.db, {
        where: ofMarket('r.branch_id', marketId),
        from: date,
        to: date,
      });
      return receipts.map((r) => r.receiptId);
    }
  }
}

/** Cancelled bills may be printed one by one (marked CANCELLED); a day's batch prints the bills in force. */
async function knownIds(deps: AppDeps, kind: PrintKind, marketId: string, date: string, ids: string[]) {
  if (kind === 'farmer-bill' || kind === 'reeler-invoice') {
    const billType = kind === 'farmer-bill' ? 'farmer' : 'reeler';
    const bills = await listBills(deps.db, {
      where: ofMarket('b.branch_id', marketId),
      date,
      billType,
      billIds: ids,
    });
    return new Set(bills.map((b) => b.billId));
  }
  return new Set(await printableIds(deps, kind, marketId, date));
}

/**
 * A print of a market's records: the copies are numbered on the date's print register (copy 1 is the original,
 * every later copy prints DUPLICATE), then the worker renders it like any other document. Checks the market, the
 * date and the records (as the caller's own writes left them), and answers the command's work.
 */
export async function preparePrint(
  deps: AppDeps,
  ctx: Context,
  input: RequestDocumentInput & { kind: PrintKind },
): Promise<CommandWork<typeof requestDocumentCommand>> {
  const market = await marketForWrite(deps.db, ctx, input.marketId);
  if (!input.date) throw new ValidationError(MESSAGES.selectDate, { date: [MESSAGES.selectDate] });
  const date = input.date;
  let ids: string[];
  if (input.ids) {
    const known = await knownIds(deps, input.kind, market.marketId, date, input.ids);
    const unknown = input.ids.filter((id) => !known.has(id));
    if (unknown.length > 0)
      throw new NotFoundError(`Not found on ${date} in this market: ${unknown.length} record(s)`);
    ids = input.ids;
  } else {
    ids = await printableIds(deps, input.kind, market.marketId, date);
    if (ids.length === 0) throw new NotFoundError(MESSAGES.noDataForDate);
  }
  // A layout belongs to its kind: a bid slip's "one sheet" means nothing to an inward token or a bill.
  const layouts = layoutsOf(input.kind);
  if (input.layout && !layouts.includes(input.layout))
    throw new ValidationError(NOT_A_LAYOUT_OF_KIND, { layout: [NOT_A_LAYOUT_OF_KIND] });
  const documentId = randomUUID();
  const command = {
    type: 'RequestPrint' as const,
    data: {
      documentId,
      kind: input.kind,
      marketId: market.marketId,
      date,
      ids,
      layout: input.layout ?? layouts[0] ?? null,
      requestedBy: ctx.state.user.userName,
      requestedAt: deps.clock().toISOString(),
    },
  };
  return async (run) => {
    const { events } = await run.decide({
      stream: printRegisterStream(input.kind, market.marketId, date),
      decider: printRegister,
      eventSchema: documentEventSchema,
      command,
      marketId: run.actor.marketId,
    });
    const requested = events[0];
    if (requested?.type !== 'DocumentRequested') throw new Error('a print decided without its request');
    return {
      message: 'Document requested',
      documentId: requested.data.documentId,
      copies: requested.data.print?.items.map((item) => item.copy) ?? [],
    };
  };
}
