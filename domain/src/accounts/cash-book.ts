import { Map as ImmutableMap } from 'immutable';
import { z } from 'zod';
import type { Decider } from '../shared/decider.js';
import { assertNever, ConflictError, ValidationError } from '../shared/errors.js';
import { displayDate, formatRupees } from '../shared/formats.js';

/**
 * The market's cash book (issue 22, "Money that cannot leak"): stream `cashbook-<market>`. Every command that moves
 * the market's cash takes its turn here with one movement, decided against the cash on hand, so two payments
 * racing for the last rupees cannot both pass. The movements are the cash side of the real documents (a farmer
 * cash payment, a reeler receipt in cash, a voucher touching Cash): the ledger posts those documents, never these
 * movements; the only posting this stream makes is the opening cash (Cash against the Opening balance suspense).
 *
 * Cash on hand is kept per business date, because vouchers may be dated back: cash going out on a date must be
 * there on that date and on every later date with a movement, so the cash book never shows a negative closing.
 */
export const cashBookStream = (marketId: string) => `cashbook-${marketId}`;

const id = z.string().min(1);
const date = z.iso.date();
const paise = z.number().int().positive();

/** Who receives cash that goes out: a farmer or reeler (`farmer:<id>`), for the daily cash limit per person. */
export const cashPartySchema = z.object({ partyKey: id, name: z.string(), amountPaise: paise });
export type CashParty = z.infer<typeof cashPartySchema>;

/** What moved the cash: the document the ledger posts. */
export const CASH_SOURCES = [
  'farmer-payment',
  'farmer-payment-reversal',
  'reeler-receipt',
  'reeler-receipt-reversal',
  'voucher',
  'voucher-cancellation',
] as const;
export type CashSource = (typeof CASH_SOURCES)[number];

/** Cash counted at go-live: the one event of this stream the ledger posts (Cash against the suspense). */
const openingCashSetSchema = z.object({
  type: z.literal('OpeningCashSet'),
  data: z.object({
    marketId: id,
    amountPaise: z.number().int().nonnegative(),
    asOn: date,
    setBy: z.string(),
  }),
});
export const openingCashEventSchema = z.discriminatedUnion('type', [openingCashSetSchema]);

export const cashBookEventSchema = z.discriminatedUnion('type', [
  openingCashSetSchema,
  z.object({
    type: z.literal('CashMoved'),
    data: z.object({
      movementId: id,
      marketId: id,
      movedOn: date,
      direction: z.enum(['in', 'out']),
      amountPaise: paise,
      parties: z.array(cashPartySchema),
      source: z.enum(CASH_SOURCES),
      /** The payment, receipt or voucher whose cash this is. */
      documentId: id,
      /** The document a reversal undoes: cash paid back in no longer counts as paid to its person that day. */
      reverses: id.nullable(),
      movedBy: z.string(),
    }),
  }),
  /** The command that took the cash failed after: the movement is given back (its document was never written). */
  z.object({
    type: z.literal('CashMovementUndone'),
    data: z.object({ movementId: id, marketId: id }),
  }),
]);
export type CashBookEvent = z.infer<typeof cashBookEventSchema>;
export type CashMovedData = Extract<CashBookEvent, { type: 'CashMoved' }>['data'];

export interface SetOpeningCash {
  type: 'SetOpeningCash';
  data: { marketId: string; amountPaise: number; asOn: string; by: string };
}

export interface MoveCash {
  type: 'MoveCash';
  data: Omit<CashMovedData, 'movedBy'> & {
    by: string;
    /** Setting `cashpaylimit` in force on the date (looked up by the api). */
    dailyLimitPaise: number;
    /** The business date of the command: a refusal says "today" for it. */
    today: string;
  };
}

export interface UndoCashMovement {
  type: 'UndoCashMovement';
  data: { movementId: string; marketId: string };
}

export type CashBookCommand = SetOpeningCash | MoveCash | UndoCashMovement;

export interface CashMovementState {
  movedOn: string;
  /** + in, - out. */
  signedPaise: number;
  /** What it added to the cash paid per person and date (`paidToParty`), taken off again when it is undone. */
  paid: ReadonlyArray<readonly [string, number]>;
  undone: boolean;
  /** How often it was given back: a retry after a give-back takes it again under a new step name. */
  undoCount: number;
}

export interface CashBookState {
  opening: { amountPaise: number; asOn: string } | null;
  /** Net cash in (+) or out (-) per business date, the opening cash included on its date. */
  days: ImmutableMap<string, number>;
  /** Cash paid out per person and date (`farmer:<id>|YYYY-MM-DD`). */
  paidToParty: ImmutableMap<string, number>;
  movements: ImmutableMap<string, CashMovementState>;
  /** The movement of each document (payment, receipt, voucher), for its reversal. */
  documents: ImmutableMap<string, string>;
}

/**
 * Cash available to go out on a date: the lowest closing on that date or any later date with a movement (paying
 * out on a past date lowers every later closing too). Dates are ISO, so they sort as text.
 */
export function cashAvailableOn(state: CashBookState, on: string): number {
  let closing = 0;
  let lowest: number | null = null;
  for (const day of [...state.days.keys()].sort()) {
    // The closing before the date is the date's own closing when nothing moved on it yet.
    if (day > on) lowest ??= closing;
    closing += state.days.get(day) ?? 0;
    if (day >= on) lowest = lowest === null ? closing : Math.min(lowest, closing);
  }
  // No movement on or after the date: what closed before it is all there is.
  return lowest ?? closing;
}

/** Cash on hand now: every movement and the opening cash. */
export const cashOnHand = (state: CashBookState): number =>
  [...state.days.values()].reduce((total, net) => total + net, 0);

const partyDay = (partyKey: string, on: string) => `${partyKey}|${on}`;

export const cashOnHandMessage = (availablePaise: number) =>
  `Cash on hand ${formatRupees(Math.max(0, availablePaise))}; draw from the bank first`;

function decideMove({ data }: MoveCash, state: CashBookState): CashBookEvent[] {
  const existing = state.movements.get(data.movementId);
  // Taken already by this command (a retry after a crash): the cash moves once.
  if (existing && !existing.undone) return [];
  if (!Number.isInteger(data.amountPaise) || data.amountPaise <= 0)
    throw new Error(`cash movement ${data.movementId} of ${data.amountPaise} paise`);
  if (data.direction === 'out') {
    const available = cashAvailableOn(state, data.movedOn);
    if (data.amountPaise > available) throw new ConflictError(cashOnHandMessage(available), 'amountPaise');
    const when = data.movedOn === data.today ? 'today' : `on ${displayDate(data.movedOn)}`;
    for (const party of data.parties) {
      const paid = (state.paidToParty.get(partyDay(party.partyKey, data.movedOn)) ?? 0) + party.amountPaise;
      if (paid > data.dailyLimitPaise) {
        throw new ConflictError(
          `Cash paid to ${party.name} ${when} would be ${formatRupees(paid)}; the limit is ${formatRupees(data.dailyLimitPaise)} a day (Income-tax Act s.269ST): pay by bank`,
          'amountPaise',
        );
      }
    }
  }
  const { by, dailyLimitPaise: _limit, today: _today, ...moved } = data;
  return [{ type: 'CashMoved', data: { ...moved, movedBy: by } }];
}

export const cashBook: Decider<CashBookCommand, CashBookEvent, CashBookState> = {
  initialState: {
    opening: null,
    days: ImmutableMap(),
    paidToParty: ImmutableMap(),
    movements: ImmutableMap(),
    documents: ImmutableMap(),
  },
  decide(command, state) {
    switch (command.type) {
      case 'SetOpeningCash': {
        const { data } = command;
        if (state.opening) {
          throw new ConflictError(
            `Opening cash is already set: ${formatRupees(state.opening.amountPaise)} as on ${displayDate(state.opening.asOn)}`,
            'amountPaise',
          );
        }
        if (!Number.isInteger(data.amountPaise) || data.amountPaise < 0) {
          const message = 'Please enter the cash in hand, zero or more';
          throw new ValidationError(message, { amountPaise: [message] });
        }
        return [
          {
            type: 'OpeningCashSet',
            data: { marketId: data.marketId, amountPaise: data.amountPaise, asOn: data.asOn, setBy: data.by },
          },
        ];
      }
      case 'MoveCash':
        return decideMove(command, state);
      case 'UndoCashMovement': {
        const movement = state.movements.get(command.data.movementId);
        if (!movement || movement.undone) return [];
        return [{ type: 'CashMovementUndone', data: command.data }];
      }
      default:
        return assertNever(command);
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'OpeningCashSet': {
        const { amountPaise, asOn } = event.data;
        return {
          ...state,
          opening: { amountPaise, asOn },
          days: state.days.update(asOn, 0, (net) => net + amountPaise),
        };
      }
      case 'CashMoved': {
        const d = event.data;
        const signedPaise = d.direction === 'in' ? d.amountPaise : -d.amountPaise;
        const paid: Array<readonly [string, number]> =
          d.direction === 'out'
            ? d.parties.map((p) => [partyDay(p.partyKey, d.movedOn), p.amountPaise] as const)
            : reversedPaid(state, d.reverses);
        return {
          ...state,
          days: state.days.update(d.movedOn, 0, (net) => net + signedPaise),
          paidToParty: withPaid(state.paidToParty, paid, 1),
          movements: state.movements.set(d.movementId, {
            movedOn: d.movedOn,
            signedPaise,
            paid,
            undone: false,
            undoCount: state.movements.get(d.movementId)?.undoCount ?? 0,
          }),
          documents: state.documents.set(d.documentId, d.movementId),
        };
      }
      case 'CashMovementUndone': {
        const movement = state.movements.get(event.data.movementId);
        if (!movement || movement.undone) return state;
        return {
          ...state,
          days: state.days.update(movement.movedOn, 0, (net) => net - movement.signedPaise),
          paidToParty: withPaid(state.paidToParty, movement.paid, -1),
          movements: state.movements.set(event.data.movementId, {
            ...movement,
            undone: true,
            undoCount: movement.undoCount + 1,
          }),
        };
      }
      default:
        return assertNever(event);
    }
  },
};

/** A reversal takes the original's cash off what its people were paid on the original's date. */
function reversedPaid(state: CashBookState, documentId: string | null): Array<readonly [string, number]> {
  const movementId = documentId === null ? undefined : state.documents.get(documentId);
  const original = movementId === undefined ? undefined : state.movements.get(movementId);
  if (!original || original.undone) return [];
  return original.paid.map(([key, amount]) => [key, -amount] as const);
}

function withPaid(
  paid: ImmutableMap<string, number>,
  effects: ReadonlyArray<readonly [string, number]>,
  sign: 1 | -1,
): ImmutableMap<string, number> {
  return effects.reduce((map, [key, amount]) => map.update(key, 0, (sum) => sum + sign * amount), paid);
}

export const setOpeningCashSchema = z.object({
  marketId: z.uuid('Select a market').optional(),
  amountPaise: z
    .number({ error: 'Please enter the cash in hand in paise' })
    .int('Please enter the cash in hand in whole paise')
    .nonnegative('Please enter the cash in hand, zero or more')
    .max(100_000_000_000, 'Please check the amount: above Rs 100 crore'),
});
export type SetOpeningCashInput = z.infer<typeof setOpeningCashSchema>;

export const cashOnHandQuerySchema = z.object({ marketId: z.uuid('Select a market').optional() });

export const cashOnHandAnswerSchema = z.object({
  marketId: z.string(),
  cashOnHandPaise: z.number().int(),
  openingCash: z.object({ amountPaise: z.number().int(), asOn: z.string() }).nullable(),
  dailyLimitPaise: z.number().int(),
});
export type CashOnHandAnswer = z.infer<typeof cashOnHandAnswerSchema>;

/** CashBook/SetOpeningCash: the day the opening cash is on. */
export const openingCashSetAnswerSchema = z.object({ message: z.string(), asOn: z.string().nullable() });
