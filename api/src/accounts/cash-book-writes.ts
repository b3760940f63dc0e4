import {
  businessDate,
  type CashMovedData,
  type CashParty,
  ConflictError,
  cashBook,
  cashBookEventSchema,
  cashBookStream,
  type Decider,
  type FarmerPaymentEvent,
  MARKET_SETTINGS,
  type ReelerReceiptEvent,
  type VoucherEvent,
  valueInForce,
} from '@cocoon/domain';
import { listSettingValues, type ReadModelDb } from '@cocoon/projectors';
import type { z } from 'zod';
import { exclusive } from '../commands/exclusive.js';
import type { CommandRun } from '../commands/run-command.js';

/** The market's cash book: every movement of its cash takes its turn on this one stream. */
export const cashBookOf = (marketId: string) => ({
  stream: cashBookStream(marketId),
  decider: cashBook,
  eventSchema: cashBookEventSchema,
});

/** One movement of cash, as its command sees it (the cash side of a payment, receipt or voucher). */
export type CashMove = Omit<CashMovedData, 'movementId' | 'movedBy'>;

/** Setting `cashpaylimit` in force on the date (Income-tax Act s.269ST); the demo seed's runs take the default. */
export async function cashPayLimit(
  db: ReadModelDb | undefined,
  marketId: string,
  on: string,
): Promise<number> {
  const fallback = MARKET_SETTINGS.cashpaylimit.defaultValue;
  if (!db) return fallback;
  return valueInForce(await listSettingValues(db), 'cashpaylimit', marketId, on)?.value ?? fallback;
}

/** The market's cash counted at go-live, once, dated the business date of the command. */
export async function setOpeningCash(run: CommandRun, marketId: string, amountPaise: number) {
  const { events } = await run.decide({
    ...cashBookOf(marketId),
    marketId,
    command: {
      type: 'SetOpeningCash',
      data: { marketId, amountPaise, asOn: businessDate(run.at), by: run.actor.userName },
    },
  });
  return events;
}

/** What a command holds of the cash book: `keep()` once its document is written, so a later failure keeps it. */
export interface CashHold {
  keep(): void;
}

const NOTHING_HELD: CashHold = { keep: () => undefined };

/**
 * Moves the command's cash as a step of the command (the model is `reserveUnique`): decided against the cash on
 * hand (409 "Cash on hand Rs X; draw from the bank first") and the daily cash limit per person. The movement's id
 * derives from the command id, so a retry of the same command finds it taken and moves nothing twice. Cash going
 * out is taken before the document is written; if the command then fails before `keep()`, it is given back.
 */
export async function moveCash(run: CommandRun, move: CashMove): Promise<CashHold> {
  if (move.amountPaise <= 0) return NOTHING_HELD;
  const spec = cashBookOf(move.marketId);
  const movementId = run.newId('cash-movement');
  const prior = (await run.deps.streams.state(spec)).movements.get(movementId);
  if (!prior || prior.undone) {
    await run.decide({
      ...spec,
      marketId: move.marketId,
      // A movement given back and taken again (a retry after a failure) is a new step, so its events are new.
      step: `${run.commandId}:cash:${prior?.undoCount ?? 0}`,
      command: {
        type: 'MoveCash',
        data: {
          ...move,
          movementId,
          by: run.actor.userName,
          dailyLimitPaise:
            move.direction === 'out' ? await cashPayLimit(run.deps.db, move.marketId, move.movedOn) : 0,
          today: businessDate(run.at),
        },
      },
    });
  }
  let kept = false;
  run.onFailure(async () => {
    if (kept) return;
    const movement = (await run.deps.streams.state(spec)).movements.get(movementId);
    if (!movement || movement.undone) return;
    await run.decide({
      ...spec,
      marketId: move.marketId,
      step: `${run.commandId}:cash-undo:${movement.undoCount}`,
      command: { type: 'UndoCashMovement', data: { movementId, marketId: move.marketId } },
    });
  });
  return {
    keep: () => {
      kept = true;
    },
  };
}

interface DocumentSpec<C, E, S> {
  stream: string;
  decider: Decider<C, E, S>;
  eventSchema: z.ZodType<E>;
}

const amountOut = (move: CashMove | null) => (move?.direction === 'out' ? move.amountPaise : 0);

/**
 * A document that moves cash (a farmer payment, a reeler receipt, a voucher, their reversals), decided with its
 * cash, in the market's cash turn (`exclusive` on `cash-turn:<market>`, in the process and across api processes):
 *
 * - Cash going out is taken first: the document's decision is tried on its stream as it stands (pure, nothing
 *   written) and the cash it would pay is taken from the cash book, so a payment the cash cannot cover is refused
 *   before anything is written, and a document its own book refuses takes no cash. If the document is then
 *   refused after all, the cash is given back (`moveCash`).
 * - Cash coming in is recorded after the document is written: taken first, a receipt that then failed would take
 *   back money another payment may already have paid out. A crash in between is retried with the same command
 *   id: the document replays and the cash is recorded then.
 *
 * The turn makes a racing second document see the first (two officers paying the same lots: the second is told
 * "already processed", not that the cash is short); the guard refuses a document that would now move a different
 * sum than was taken (its stream written by a process without the turn).
 */
export async function decideWithCash<C, E extends { type: string; data: unknown }, S>(
  run: CommandRun,
  marketId: string,
  spec: DocumentSpec<C, E, S>,
  command: C,
  cashOf: (events: E[]) => CashMove | null,
): Promise<E[]> {
  const tryOn = (state: S): CashMove | null => {
    try {
      return cashOf(spec.decider.decide(command, state));
    } catch {
      return null; // the document's own refusal comes from its decision, with its own message
    }
  };
  // Not the stream's own name: the store takes an advisory lock on that for each append.
  return exclusive(run.deps.db, `cash-turn:${marketId}`, async () => {
    const move = tryOn(await run.deps.streams.state(spec));
    const out = move?.direction === 'out' ? await moveCash(run, move) : NOTHING_HELD;
    const { events } = await run.decide({
      ...spec,
      marketId,
      command: (state: S) => {
        if (amountOut(tryOn(state)) !== amountOut(move))
          throw new ConflictError('Too many simultaneous changes. Please try again.');
        return command;
      },
    });
    out.keep();
    const moved = cashOf(events);
    if (moved?.direction === 'in') (await moveCash(run, moved)).keep();
    return events;
  });
}

const farmerParty = (
  d: { farmerId: string; farmerName: string; farmerCode: string },
  amountPaise: number,
) => ({
  partyKey: `farmer:${d.farmerId}`,
  name: `${d.farmerName} (${d.farmerCode})`,
  amountPaise,
});

/** The cash side of a farmer payment's events: paid in cash (out, to the farmer), or its reversal (back in). */
export function farmerPaymentCash(marketId: string, events: FarmerPaymentEvent[]): CashMove | null {
  for (const event of events) {
    if (event.type === 'FarmerPaidInCash') {
      const d = event.data;
      return {
        marketId,
        movedOn: d.paidOn,
        direction: 'out',
        amountPaise: d.totalPaise,
        parties: [farmerParty(d, d.totalPaise)],
        source: 'farmer-payment',
        documentId: d.paymentId,
        reverses: null,
      };
    }
    if (event.type === 'FarmerPaymentReversed') {
      const d = event.data;
      return {
        marketId,
        movedOn: d.reversedOn,
        direction: 'in',
        amountPaise: d.totalPaise,
        parties: [],
        source: 'farmer-payment-reversal',
        documentId: d.reversalNo,
        reverses: d.paymentId,
      };
    }
  }
  return null;
}

/** The cash side of a reeler receipt in cash (in), or of its reversal (out, handed back to the reeler). */
export function reelerReceiptCash(marketId: string, events: ReelerReceiptEvent[]): CashMove | null {
  const event = events[0];
  if (event?.data.mode !== 'cash') return null;
  if (event.type === 'ReelerPaymentReceived') {
    const d = event.data;
    return {
      marketId,
      movedOn: d.receivedOn,
      direction: 'in',
      amountPaise: d.amountPaise,
      parties: [],
      source: 'reeler-receipt',
      documentId: d.receiptId,
      reverses: null,
    };
  }
  const d = event.data;
  return {
    marketId,
    movedOn: d.reversedOn,
    direction: 'out',
    amountPaise: d.amountPaise,
    parties: [
      {
        partyKey: `reeler:${d.reelerId}`,
        name: `${d.reelerName} (${d.reelerCode})`,
        amountPaise: d.amountPaise,
      },
    ],
    source: 'reeler-receipt-reversal',
    documentId: d.reversalNo,
    reverses: d.receiptId,
  };
}

/**
 * The cash side of a voucher: Cash debits less Cash credits. Cash going out is paid to the farmers and reelers the
 * voucher debits (each to the amount of its debit, at most the cash paid), for the daily cash limit per person.
 */
export function voucherCash(marketId: string, events: VoucherEvent[]): CashMove | null {
  const event = events.find((e) => e.type === 'VoucherPosted');
  if (!event) return null;
  const d = event.data;
  const net = d.lines.reduce(
    (sum, line) => (line.account.kind === 'cash' ? sum + line.debitPaise - line.creditPaise : sum),
    0,
  );
  if (net === 0) return null;
  const document = {
    source: d.reverses ? ('voucher-cancellation' as const) : ('voucher' as const),
    documentId: d.voucherId,
    reverses: d.reverses?.voucherId ?? null,
  };
  if (net > 0)
    return { marketId, movedOn: d.voucherDate, direction: 'in', amountPaise: net, parties: [], ...document };
  let left = -net;
  const parties = new Map<string, CashParty>();
  for (const line of d.lines) {
    const account = line.account;
    if ((account.kind !== 'farmer' && account.kind !== 'reeler') || line.debitPaise <= 0 || left <= 0)
      continue;
    const amountPaise = Math.min(line.debitPaise, left);
    left -= amountPaise;
    const partyKey = `${account.kind}:${account.customerId}`;
    const before = parties.get(partyKey)?.amountPaise ?? 0;
    parties.set(partyKey, { partyKey, name: line.accountName, amountPaise: before + amountPaise });
  }
  return {
    marketId,
    movedOn: d.voucherDate,
    direction: 'out',
    amountPaise: -net,
    parties: [...parties.values()],
    ...document,
  };
}
