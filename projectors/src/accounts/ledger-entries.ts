import {
  type AccountEvent,
  accountKey,
  businessDate,
  displayDate,
  type LedgerAccount,
  type LedgerSourceKind,
  type LotEvent,
  marketBank,
  monthOf,
  type Posting,
  type ReelerPaymentMode,
  reversalOf,
  saleOf,
  type WeighedLot,
} from '@cocoon/domain';

/** What the projection keeps of a lot between events (table ledger_lots). */
export interface LotState {
  lotId: string;
  marketId: string;
  lotNo: number;
  farmerId: string;
  farmerName: string;
  farmerCode: string;
  reelerId: string | null;
  reelerName: string | null;
  reelerCode: string | null;
  sale: WeighedLot | null;
}

export interface BatchRowState {
  batchId: string;
  rowId: string;
  farmerId: string;
  farmerName: string;
  farmerCode: string;
  amountPaise: number;
  reference: string;
  removed: boolean;
}

export interface BatchState {
  batchId: string;
  marketId: string;
  batchNo: string;
  rows: Map<string, BatchRowState>;
}

/** The state an event batch reads and changes; the caller loads it before and writes the changed part after. */
export interface LedgerState {
  lots: Map<string, LotState>;
  batches: Map<string, BatchState>;
  changedLots: Set<string>;
  changedBatches: Set<string>;
  changedRows: Set<BatchRowState>;
}

/** A state knowing nothing yet (the store fills it with the lots and batches a batch of events touches). */
export const emptyLedgerState = (): LedgerState => ({
  lots: new Map(),
  batches: new Map(),
  changedLots: new Set(),
  changedBatches: new Set(),
  changedRows: new Set(),
});

/** One side of an entry with its own line of particulars. */
export interface EntryLine extends Posting {
  particulars: string;
}

/** One event's double entry, ready to write. */
export interface Entry {
  marketId: string;
  postingDate: string;
  sourceKind: LedgerSourceKind;
  sourceId: string;
  documentNo: string | null;
  postedBy: string | null;
  correctsMonth: string | null;
  lines: EntryLine[];
  /** Customers' names and codes as this event gives them (farmer:<id> → …), for the latest-balance list. */
  names: Map<string, { name: string; code: string | null }>;
}

/** Who and when for lot events: the command's user and the business date of its time. */
export interface LotEventContext {
  occurredAt: string;
  userName: string | null;
}

const kg = (grams: number) => (grams / 1000).toFixed(3);
const rupees = (paise: number) => (paise / 100).toFixed(2);
const farmerAccount = (customerId: string): LedgerAccount => ({ kind: 'farmer', customerId });
const reelerAccount = (customerId: string): LedgerAccount => ({ kind: 'reeler', customerId });
const withText = (postings: readonly Posting[], particulars: string): EntryLine[] =>
  postings.map((p) => ({ ...p, particulars }));
const pair = (
  debit: LedgerAccount,
  credit: LedgerAccount,
  paise: number,
  particulars: string,
): EntryLine[] => [
  { account: debit, debitPaise: paise, creditPaise: 0, particulars },
  { account: credit, debitPaise: 0, creditPaise: paise, particulars },
];
const named = (...pairs: [LedgerAccount, string, string | null][]) =>
  new Map(pairs.map(([account, name, code]) => [accountKey(account), { name, code }]));

function lotOf(state: LedgerState, lotId: string): LotState {
  const lot = state.lots.get(lotId);
  // A weighing without its inward means the projection missed events: stop rather than post to nobody.
  if (!lot) throw new Error(`ledger: lot ${lotId} was weighed but never inwarded`);
  return lot;
}

function reelerLabel(lot: LotState, reelerId: string): string {
  return lot.reelerId === reelerId && lot.reelerName !== null
    ? `${lot.reelerName} (${lot.reelerCode})`
    : `reeler ${reelerId}`;
}

/** The lot events' entries: a sale on weighing; on a correction the last sale reversed and the new one posted. */
export function lotEntry(event: LotEvent, context: LotEventContext, state: LedgerState): Entry | null {
  switch (event.type) {
    case 'LotInwarded': {
      const d = event.data;
      state.lots.set(d.lotId, {
        lotId: d.lotId,
        marketId: d.marketId,
        lotNo: d.lotNo,
        farmerId: d.farmerId,
        farmerName: d.farmerName,
        farmerCode: d.farmerCode,
        reelerId: null,
        reelerName: null,
        reelerCode: null,
        sale: null,
      });
      state.changedLots.add(d.lotId);
      return null;
    }
    case 'BidApproved': {
      const d = event.data;
      const lot = state.lots.get(d.lotId);
      if (!lot) return null;
      lot.reelerId = d.reelerId;
      lot.reelerName = d.reelerName;
      lot.reelerCode = d.reelerCode;
      state.changedLots.add(d.lotId);
      return null;
    }
    case 'LotWeighed':
    case 'LotWeightCorrected': {
      const d = event.data;
      const lot = lotOf(state, d.lotId);
      const sale: WeighedLot = {
        reelerId: d.reelerId,
        farmerId: lot.farmerId,
        amountPaise: d.amountPaise,
        farmerLevyPaise: d.farmerLevyPaise,
        reelerLevyPaise: d.reelerLevyPaise,
      };
      const sold = `Lot ${lot.lotNo} sold to ${reelerLabel(lot, d.reelerId)}, ${kg(d.netGrams)} kg @ Rs ${rupees(d.ratePaise)}`;
      const before = lot.sale;
      // A second weighing is handled as a correction: the sale in force is always reversed before a new one.
      const undone = before
        ? withText(
            reversalOf(saleOf(before)),
            event.type === 'LotWeightCorrected'
              ? `Lot ${lot.lotNo} sale reversed: weight corrected from ${kg(event.data.previousNetGrams)} kg (${event.data.reason})`
              : `Lot ${lot.lotNo} sale reversed: weighed again`,
          )
        : [];
      lot.sale = sale;
      state.changedLots.add(d.lotId);
      const nameOf: [LedgerAccount, string, string | null][] = [
        [farmerAccount(lot.farmerId), lot.farmerName, lot.farmerCode],
      ];
      if (lot.reelerId === d.reelerId && lot.reelerName !== null)
        nameOf.push([reelerAccount(d.reelerId), lot.reelerName, lot.reelerCode]);
      return {
        marketId: lot.marketId,
        postingDate: businessDate(new Date(context.occurredAt)),
        sourceKind: 'lot',
        sourceId: d.lotId,
        documentNo: `Lot ${lot.lotNo}`,
        postedBy: context.userName,
        correctsMonth: null,
        lines: [...undone, ...withText(saleOf(sale), sold)],
        names: named(...nameOf),
      };
    }
    case 'LotPlacedInSlot':
    case 'BidPlaced':
    case 'BidRejected':
    case 'WeightCorrectionRequested':
    case 'WeightCorrectionRejected':
      return null;
    default: {
      const unknown: never = event;
      throw new Error(`unknown lot event ${JSON.stringify(unknown)}`);
    }
  }
}

const receivedBy = (mode: ReelerPaymentMode): LedgerAccount =>
  mode === 'cash' ? { kind: 'cash' } : marketBank;

/** The account events' entries (money-and-reports.md, postings table); null for those that move no money. */
export function accountEntry(event: AccountEvent, state: LedgerState): Entry | null {
  switch (event.type) {
    case 'FarmerPaidInCash': {
      const d = event.data;
      const farmer = farmerAccount(d.farmerId);
      const lots = d.lots.map((l) => l.lotNo).join(', ');
      return {
        marketId: d.marketId,
        postingDate: d.paidOn,
        sourceKind: 'payment',
        sourceId: d.paymentId,
        documentNo: d.receiptNo,
        postedBy: d.paidBy,
        correctsMonth: null,
        lines: pair(
          farmer,
          { kind: 'cash' },
          d.totalPaise,
          `Paid in cash, receipt ${d.receiptNo} (lots ${lots})`,
        ),
        names: named([farmer, d.farmerName, d.farmerCode]),
      };
    }
    case 'FarmerPaymentReversed': {
      const d = event.data;
      const farmer = farmerAccount(d.farmerId);
      return {
        marketId: d.marketId,
        postingDate: d.reversedOn,
        sourceKind: 'payment',
        sourceId: d.paymentId,
        documentNo: d.reversalNo,
        postedBy: d.reversedBy,
        correctsMonth: null,
        lines: pair(
          { kind: 'cash' },
          farmer,
          d.totalPaise,
          `Cash payment ${d.receiptNo} reversed: ${d.reason}`,
        ),
        names: named([farmer, d.farmerName, d.farmerCode]),
      };
    }
    case 'OnlineBatchOpened': {
      const d = event.data;
      state.batches.set(d.batchId, {
        batchId: d.batchId,
        marketId: d.marketId,
        batchNo: d.batchNo,
        rows: new Map(),
      });
      state.changedBatches.add(d.batchId);
      return null;
    }
    case 'BatchRowsAdded': {
      const batch = batchOf(state, event.data.batchId);
      for (const r of event.data.rows) {
        const row: BatchRowState = {
          batchId: batch.batchId,
          rowId: r.rowId,
          farmerId: r.farmerId,
          farmerName: r.farmerName,
          farmerCode: r.farmerCode,
          amountPaise: r.amountPaise,
          reference: r.reference,
          removed: false,
        };
        batch.rows.set(r.rowId, row);
        state.changedRows.add(row);
      }
      return null;
    }
    case 'BatchRowRemoved': {
      const row = batchOf(state, event.data.batchId).rows.get(event.data.rowId);
      if (row) {
        row.removed = true;
        state.changedRows.add(row);
      }
      return null;
    }
    case 'BatchExported': {
      const d = event.data;
      const batch = batchOf(state, d.batchId);
      // Ordered by the bank reference so the lines are numbered alike however the rows were loaded.
      const rows = [...batch.rows.values()]
        .filter((r) => !r.removed)
        .sort((a, b) => a.reference.localeCompare(b.reference) || a.rowId.localeCompare(b.rowId));
      return {
        marketId: batch.marketId,
        postingDate: d.exportedOn,
        sourceKind: 'batch',
        sourceId: d.batchId,
        documentNo: batch.batchNo,
        postedBy: d.exportedBy,
        correctsMonth: null,
        lines: rows.flatMap((r) =>
          pair(
            farmerAccount(r.farmerId),
            { kind: 'payments-in-transit' },
            r.amountPaise,
            `Online payment, batch ${batch.batchNo}, ref ${r.reference}`,
          ),
        ),
        names: named(
          ...rows.map((r): [LedgerAccount, string, string] => [
            farmerAccount(r.farmerId),
            r.farmerName,
            r.farmerCode,
          ]),
        ),
      };
    }
    case 'BatchRowPaid':
    case 'BatchRowFailed': {
      const d = event.data;
      const batch = batchOf(state, d.batchId);
      const row = batch.rows.get(d.rowId);
      if (!row) throw new Error(`ledger: row ${d.rowId} of batch ${d.batchId} is unknown`);
      const paid = event.type === 'BatchRowPaid';
      const farmer = farmerAccount(row.farmerId);
      // A credit dated in a month closed since is posted on the day it was recorded, correcting that month.
      const movedFrom = event.type === 'BatchRowPaid' && event.data.postedOn ? event.data.paidOn : null;
      return {
        marketId: batch.marketId,
        postingDate:
          event.type === 'BatchRowPaid' ? (event.data.postedOn ?? event.data.paidOn) : event.data.failedOn,
        sourceKind: 'batch',
        sourceId: d.batchId,
        documentNo: batch.batchNo,
        postedBy: d.recordedBy,
        correctsMonth: movedFrom ? monthOf(movedFrom) : null,
        lines: pair(
          { kind: 'payments-in-transit' },
          paid ? marketBank : farmer,
          row.amountPaise,
          event.type === 'BatchRowPaid'
            ? `Paid by bank, batch ${batch.batchNo}, ref ${row.reference}, bank ref ${event.data.bankReference}${movedFrom ? `, credited ${displayDate(movedFrom)} (month closed)` : ''}`
            : `Bank refused payment, batch ${batch.batchNo}, ref ${row.reference}: ${event.data.reason}`,
        ),
        names: named([farmer, row.farmerName, row.farmerCode]),
      };
    }
    case 'ReelerPaymentReceived': {
      const d = event.data;
      const reeler = reelerAccount(d.reelerId);
      const how =
        d.mode === 'cash'
          ? 'in cash'
          : d.mode === 'cheque'
            ? `by cheque ${d.chequeNo ?? ''}`.trim()
            : `by bank${d.bankReference ? `, ref ${d.bankReference}` : ''}`;
      const against =
        d.purpose === 'advance'
          ? 'advance deposit'
          : d.invoiceNos.length
            ? `against ${d.invoiceNos.join(', ')}`
            : 'against dues';
      return {
        marketId: d.marketId,
        postingDate: d.receivedOn,
        sourceKind: 'receipt',
        sourceId: d.receiptId,
        documentNo: d.receiptNo,
        postedBy: d.receivedBy,
        correctsMonth: null,
        lines: pair(
          receivedBy(d.mode),
          reeler,
          d.amountPaise,
          `Received ${how}, receipt ${d.receiptNo}, ${against}`,
        ),
        names: named([reeler, d.reelerName, d.reelerCode]),
      };
    }
    case 'ReelerReceiptReversed': {
      const d = event.data;
      const reeler = reelerAccount(d.reelerId);
      return {
        marketId: d.marketId,
        postingDate: d.reversedOn,
        sourceKind: 'receipt',
        sourceId: d.receiptId,
        documentNo: d.reversalNo,
        postedBy: d.reversedBy,
        correctsMonth: null,
        lines: pair(
          reeler,
          receivedBy(d.mode),
          d.amountPaise,
          `Receipt ${d.receiptNo} reversed: ${d.reason}`,
        ),
        names: named([reeler, d.reelerName, d.reelerCode]),
      };
    }
    case 'VoucherPosted': {
      const d = event.data;
      const text = d.reverses
        ? `${d.voucherType} voucher ${d.voucherNo} cancels ${d.reverses.voucherNo}: ${d.notes}`
        : `${d.voucherType} voucher ${d.voucherNo}: ${d.notes}`;
      return {
        marketId: d.marketId,
        postingDate: d.voucherDate,
        sourceKind: 'voucher',
        sourceId: d.voucherId,
        documentNo: d.voucherNo,
        postedBy: d.postedBy,
        correctsMonth: d.correctsMonth,
        lines: d.lines.map((l) => ({
          account: l.account,
          debitPaise: l.debitPaise,
          creditPaise: l.creditPaise,
          particulars: text,
        })),
        // The voucher's account name is display text ("name (code)"): used only for a customer not named elsewhere.
        names: new Map(
          d.lines
            .filter((l) => l.account.kind === 'farmer' || l.account.kind === 'reeler')
            .map((l) => [accountKey(l.account), { name: l.accountName, code: null }]),
        ),
      };
    }
    case 'OpeningBalanceRecorded': {
      const d = event.data;
      const customer: LedgerAccount = { kind: d.customerKind, customerId: d.customerId };
      const suspense: LedgerAccount = { kind: 'opening-balance-suspense' };
      const text = `Opening balance as on ${displayDate(d.asOn)}`;
      return {
        marketId: d.marketId,
        postingDate: d.asOn,
        sourceKind: 'opening',
        sourceId: d.entryId,
        documentNo: null,
        postedBy: d.recordedBy,
        correctsMonth: null,
        lines:
          d.side === 'debit'
            ? pair(customer, suspense, d.amountPaise, text)
            : pair(suspense, customer, d.amountPaise, text),
        names: named([customer, d.customerName, d.customerCode]),
      };
    }
    case 'OpeningCashSet': {
      const d = event.data;
      if (d.amountPaise === 0) return null;
      return {
        marketId: d.marketId,
        postingDate: d.asOn,
        sourceKind: 'opening',
        sourceId: `cash:${d.marketId}`,
        documentNo: null,
        postedBy: d.setBy,
        correctsMonth: null,
        lines: pair(
          { kind: 'cash' },
          { kind: 'opening-balance-suspense' },
          d.amountPaise,
          `Opening cash as on ${displayDate(d.asOn)}`,
        ),
        names: new Map(),
      };
    }
    case 'LevyRemitted': {
      const d = event.data;
      const text = `Levy remitted to the department, ${d.remittanceNo}, challan / UTR ${d.challanNo}${d.notes ? `: ${d.notes}` : ''}`;
      return {
        marketId: d.marketId,
        postingDate: d.remittedOn,
        sourceKind: 'remittance',
        sourceId: d.remittanceId,
        documentNo: d.remittanceNo,
        postedBy: d.remittedBy,
        correctsMonth: null,
        lines: levyLines(d, 'remitted', text),
        names: new Map(),
      };
    }
    case 'LevyRemittanceReversed': {
      const d = event.data;
      return {
        marketId: d.marketId,
        postingDate: d.reversedOn,
        sourceKind: 'remittance',
        sourceId: d.remittanceId,
        documentNo: d.reversalNo,
        postedBy: d.reversedBy,
        correctsMonth: null,
        lines: levyLines(
          d,
          'reversed',
          `Levy remittance ${d.remittanceNo} reversed by ${d.reversalNo}: ${d.reason}`,
        ),
        names: new Map(),
      };
    }
    case 'LedgerGoLiveSet':
    case 'LedgerMonthClosed':
    // Issue 25: an approval moves no money (the file's export posts the rows).
    case 'PaymentRunApproved':
    // The correction's lot event posts the sale again; this one only tells the payments stream.
    case 'LotNetRevised':
    // The voucher or opening balance posts itself; this one only keeps the payments stream's figure of the party.
    case 'FarmerAccountMoved':
      return null;
    default: {
      const unknown: never = event;
      throw new Error(`unknown account event ${JSON.stringify(unknown)}`);
    }
  }
}

/**
 * A levy remittance: Dr Farmer levy and/or Reeler levy (the kinds remitted), Cr Bank with their sum; its reversal
 * the mirror image.
 */
function levyLines(
  d: { farmerLevyPaise: number; reelerLevyPaise: number },
  how: 'remitted' | 'reversed',
  particulars: string,
): EntryLine[] {
  const side = (paise: number, debit: boolean) => ({
    debitPaise: debit ? paise : 0,
    creditPaise: debit ? 0 : paise,
    particulars,
  });
  const levies: [LedgerAccount, number][] = [
    [{ kind: 'farmer-levy' }, d.farmerLevyPaise],
    [{ kind: 'reeler-levy' }, d.reelerLevyPaise],
  ];
  const levyDebited = how === 'remitted';
  return [
    ...levies
      .filter(([, paise]) => paise > 0)
      .map(([account, paise]) => ({ account, ...side(paise, levyDebited) })),
    { account: marketBank, ...side(d.farmerLevyPaise + d.reelerLevyPaise, !levyDebited) },
  ];
}

function batchOf(state: LedgerState, batchId: string): BatchState {
  const batch = state.batches.get(batchId);
  if (!batch) throw new Error(`ledger: batch ${batchId} was never opened`);
  return batch;
}
