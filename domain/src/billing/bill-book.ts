import type { Decider } from '../shared/decider.js';
import { documentNumber } from '../shared/document-numbers.js';
import { assertNever } from '../shared/errors.js';
import { type BillCustomer, type BillEvent, type BillLine, billTotals } from './bill-events.js';
import { BILL_DOCUMENT, type BillType, financialYearOf } from './bill-numbers.js';

/** What a bill book remembers of an issued bill that is still in force. */
export interface ActiveBill {
  billId: string;
  invoiceNo: string;
  lines: ReadonlyArray<Pick<BillLine, 'lotId' | 'lotNo' | 'weightVersion'>>;
}

/**
 * A year of bills is tens of thousands of events, so the state keeps only what a decision needs: the last
 * number, and per auction date the bill in force of each customer. Evolving copies one date's map and the
 * outer map of dates, never the whole year.
 */
export interface BillBookState {
  lastSequence: number;
  days: Readonly<Record<string, Readonly<Record<string, ActiveBill>>>>;
}

export interface CustomerToBill {
  /** The id the customer's new bill takes, if one is issued (from the command id: a retry gets the same). */
  billId: string;
  customer: BillCustomer;
  /** Every weighed lot of the customer on the auction date, as weighed (or last corrected). */
  lines: BillLine[];
}

export interface BillDay {
  type: 'BillDay';
  data: {
    billType: BillType;
    marketId: string;
    marketCode: string;
    financialYear: string;
    auctionDate: string;
    customers: CustomerToBill[];
    /**
     * `issue`: the officer processes the day: every customer with weighed lots gets a bill in force that covers
     * exactly those lots. `reconcile`: a weight was corrected: only bills already issued are brought in line
     * (cancelled and issued again); a customer not yet billed waits for the officer.
     */
    mode: 'issue' | 'reconcile';
    dueDate: string | null;
    at: string;
    by: string;
  };
}
export type BillBookCommand = BillDay;

const byLotNo = (a: { lotNo: number }, b: { lotNo: number }) => a.lotNo - b.lotNo;

/** Why a bill in force no longer matches the customer's lots; null when it still does. */
export function staleReason(active: ActiveBill, lines: readonly BillLine[]): string | null {
  const billed = new Map(active.lines.map((line) => [line.lotId, line]));
  const reasons: string[] = [];
  for (const line of lines) {
    const was = billed.get(line.lotId);
    if (!was) reasons.push(`lot ${line.lotNo} weighed after billing`);
    else if (was.weightVersion !== line.weightVersion) reasons.push(`weight of lot ${line.lotNo} corrected`);
    billed.delete(line.lotId);
  }
  if (reasons.length === 0) return null;
  const text = reasons.join('; ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * What the command must hold before anything is numbered. Each is a mistake of the caller, not of the officer,
 * so a plain error (a logged 500): a customer or lot listed twice would be billed twice, a lot of another date
 * would land on the wrong day's bill, and a date of another financial year would take a number of this book.
 */
function assertBillable(data: BillDay['data']) {
  const fy = financialYearOf(data.auctionDate);
  if (fy !== data.financialYear) {
    throw new Error(`${data.auctionDate} falls in financial year ${fy}, not ${data.financialYear}`);
  }
  const customers = new Set<string>();
  const lots = new Set<string>();
  for (const { customer, lines } of data.customers) {
    if (customers.has(customer.customerId)) throw new Error(`customer ${customer.customerId} listed twice`);
    customers.add(customer.customerId);
    for (const line of lines) {
      if (line.inwardDate !== data.auctionDate) {
        throw new Error(`lot ${line.lotId} of ${line.inwardDate} offered for a bill of ${data.auctionDate}`);
      }
      if (lots.has(line.lotId)) throw new Error(`lot ${line.lotId} offered twice`);
      lots.add(line.lotId);
    }
  }
}

function decideBillDay({ data }: BillDay, state: BillBookState): BillEvent[] {
  assertBillable(data);
  const day = state.days[data.auctionDate] ?? {};
  const events: BillEvent[] = [];
  let sequence = state.lastSequence;
  const customers = [...data.customers].sort(
    (a, b) =>
      a.customer.code.localeCompare(b.customer.code) ||
      a.customer.customerId.localeCompare(b.customer.customerId),
  );
  for (const { billId, customer, lines: unsorted } of customers) {
    const lines = [...unsorted].sort(byLotNo);
    const active = day[customer.customerId];
    if (lines.length === 0) continue;
    if (!active && data.mode === 'reconcile') continue;
    // A weighed lot's farmer and buyer never change: a lot of the bill in force missing here is a caller's
    // mistake, and reissuing without it would silently take money off the bill.
    const offered = new Set(lines.map((line) => line.lotId));
    const left = active?.lines.find((line) => !offered.has(line.lotId));
    if (left) throw new Error(`lot ${left.lotNo} of bill ${active?.invoiceNo} was left out of its reissue`);
    const reason = active ? staleReason(active, lines) : null;
    if (active && reason === null) continue;
    sequence += 1;
    const invoiceNo = documentNumber(
      data.marketCode,
      BILL_DOCUMENT[data.billType],
      data.financialYear,
      sequence,
    );
    if (active) {
      events.push({
        type: 'BillCancelled',
        data: {
          billId: active.billId,
          billType: data.billType,
          invoiceNo: active.invoiceNo,
          marketId: data.marketId,
          auctionDate: data.auctionDate,
          customerId: customer.customerId,
          reason: `${reason}: replaced by ${invoiceNo}`,
          replacedBy: billId,
          cancelledAt: data.at,
          cancelledBy: data.by,
        },
      });
    }
    events.push({
      type: 'BillIssued',
      data: {
        billId,
        billType: data.billType,
        invoiceNo,
        sequence,
        financialYear: data.financialYear,
        marketId: data.marketId,
        marketCode: data.marketCode,
        auctionDate: data.auctionDate,
        customer,
        lines,
        totals: billTotals(lines),
        dueDate: data.dueDate,
        replaces: active?.billId ?? null,
        issuedAt: data.at,
        issuedBy: data.by,
      },
    });
  }
  return events;
}

const withDay = (
  state: BillBookState,
  date: string,
  change: (day: Record<string, ActiveBill>) => void,
): BillBookState => {
  const day = { ...(state.days[date] ?? {}) };
  change(day);
  return { ...state, days: { ...state.days, [date]: day } };
};

export const billBook: Decider<BillBookCommand, BillEvent, BillBookState> = {
  initialState: { lastSequence: 0, days: {} },
  decide(command, state) {
    switch (command.type) {
      case 'BillDay':
        return decideBillDay(command, state);
      default:
        return assertNever(command.type);
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'BillIssued': {
        const { data } = event;
        const next = withDay(state, data.auctionDate, (day) => {
          day[data.customer.customerId] = {
            billId: data.billId,
            invoiceNo: data.invoiceNo,
            lines: data.lines.map(({ lotId, lotNo, weightVersion }) => ({ lotId, lotNo, weightVersion })),
          };
        });
        return { ...next, lastSequence: Math.max(state.lastSequence, data.sequence) };
      }
      case 'BillCancelled':
        return withDay(state, event.data.auctionDate, (day) => {
          if (day[event.data.customerId]?.billId === event.data.billId) delete day[event.data.customerId];
        });
      default:
        return assertNever(event);
    }
  },
};
