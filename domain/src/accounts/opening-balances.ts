import type { Decider } from '../shared/decider.js';
import { assertNever, ConflictError, ValidationError } from '../shared/errors.js';
import { displayDate } from '../shared/formats.js';
import type { OpeningBalanceEvent } from './account-events.js';
import { assertPostingDate, type LedgerCalendar } from './ledger-months.js';

type Recorded = Extract<OpeningBalanceEvent, { type: 'OpeningBalanceRecorded' }>['data'];

/** The market's go-live balances, one per customer. */
export interface OpeningBalancesState {
  byCustomer: Readonly<Record<string, Pick<Recorded, 'entryId' | 'asOn' | 'amountPaise' | 'side'>>>;
}

export interface RecordOpeningBalance {
  type: 'RecordOpeningBalance';
  data: Omit<Recorded, 'recordedBy'> & LedgerCalendar & { today: string; recordedBy: string };
}
export type OpeningBalanceCommand = RecordOpeningBalance;

function decideRecord({ data }: RecordOpeningBalance, state: OpeningBalancesState): OpeningBalanceEvent[] {
  const recorded = state.byCustomer[data.customerId];
  // Once per customer: a second go-live balance would count the customer's past twice. A wrong one is
  // corrected on the customer's account by a Journal voucher (the suspense itself is a control account).
  if (recorded) {
    throw new ConflictError(
      `The opening balance of ${data.customerName} (${data.customerCode}) was already recorded as on ${recorded.asOn}: correct it with a Journal voucher`,
      'customerId',
    );
  }
  assertPostingDate(data.asOn, { ...data, field: 'asOn' });
  // The balance brought into the books on the day they start: any other date would sit before go-live or
  // after postings the customer's balance already moved by.
  if (data.goLive !== null && data.asOn !== data.goLive) {
    const message = `Opening balances are dated on the go-live date, ${displayDate(data.goLive)}`;
    throw new ValidationError(message, { asOn: [message] });
  }
  const { closedMonths: _closed, today: _today, goLive: _goLive, ...event } = data;
  return [{ type: 'OpeningBalanceRecorded', data: event }];
}

export const openingBalances: Decider<OpeningBalanceCommand, OpeningBalanceEvent, OpeningBalancesState> = {
  initialState: { byCustomer: {} },
  decide(command, state) {
    switch (command.type) {
      case 'RecordOpeningBalance':
        return decideRecord(command, state);
      default:
        return assertNever(command.type);
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'OpeningBalanceRecorded': {
        const { customerId, entryId, asOn, amountPaise, side } = event.data;
        return { byCustomer: { ...state.byCustomer, [customerId]: { entryId, asOn, amountPaise, side } } };
      }
      default:
        return assertNever(event.type);
    }
  },
};
