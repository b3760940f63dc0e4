import { Map as ImmutableMap } from 'immutable';
import { type Checker, SECOND_PERSON_MESSAGES, secondPersonRefusal } from '../auth/second-person.js';
import { financialYearOf } from '../billing/bill-numbers.js';
import type { Decider } from '../shared/decider.js';
import { documentNumber, type NumberedKind } from '../shared/document-numbers.js';
import {
  assertNever,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
} from '../shared/errors.js';
import { formatRupees } from '../shared/formats.js';
import { MESSAGES } from '../shared/messages.js';
import type { BatchRow, FarmerPaymentEvent, PaidLot } from './account-events.js';
import { monthOf } from './account-numbers.js';
import { isClosedMonth } from './ledger-months.js';

/**
 * Paying a market's farmers (issue 12): cash payments with a receipt, and online batches (bank file out, bank
 * results in). One stream per market (`farmerpayments-<market>`) holds every payment and the receipt, reversal
 * and batch number series, so "never pay a lot more than is due" is one decision however many officers pay at
 * once, and a cash payment racing a batch export queues behind it (or conflicts and re-decides).
 *
 * The commands carry each lot's current farmer net (amount - farmer levy, after corrections) as the API read it
 * from the lot's own stream; the stream knows what was paid and what is in transit. Due = net - paid - in transit.
 */

export interface PaymentFarmer {
  farmerId: string;
  farmerName: string;
  farmerCode: string;
}

/** A lot offered for payment, with its current farmer net. */
export interface LotToPay {
  lotId: string;
  lotNo: number;
  auctionDate: string;
  billNo: string | null;
  farmerNetPaise: number;
}

export interface PayFarmerInCash {
  type: 'PayFarmerInCash';
  data: {
    paymentId: string;
    marketId: string;
    marketCode: string;
    farmer: PaymentFarmer;
    lots: LotToPay[];
    /**
     * The current nets of the farmer's other lots this stream knows without a net (paid before issue 22): the
     * party's due counts every lot (`farmerLotsWithoutNet` says which the caller must read).
     */
    knownLots?: LotToPay[];
    paidOn: string;
    paidBy: string;
  };
}

export interface ReverseFarmerPayment {
  type: 'ReverseFarmerPayment';
  data: {
    paymentId: string;
    marketId: string;
    marketCode: string;
    reason: string;
    reversedOn: string;
    by: string;
  };
}

export interface BankDetails {
  accountNo: string;
  ifsc: string;
  accountName: string;
  bankName: string | null;
}

export interface RowToAdd {
  rowId: string;
  farmer: PaymentFarmer;
  bank: BankDetails;
  lots: LotToPay[];
  /** As `PayFarmerInCash.knownLots`. */
  knownLots?: LotToPay[];
  /** Issue 25: this row re-issues a row the bank returned (the decider links it and keeps the failed details). */
  reissueOf?: { batchId: string; rowId: string };
}

export interface AddToOnlineBatch {
  type: 'AddToOnlineBatch';
  data: {
    /** The id the batch takes if this command opens the date's batch. */
    batchId: string;
    marketId: string;
    marketCode: string;
    /** The 3 digits of the market in the rows' references (`marketReferenceNumber`). */
    marketNumber: string;
    batchDate: string;
    rows: RowToAdd[];
    addedOn: string;
    by: string;
    /** Issue 25: who adds (a row added to a payment run makes them one of its makers). */
    byId?: string;
  };
}

/**
 * Issue 25: the day's payment run. Every farmer the caller found eligible (verified bank details, no change
 * pending, money due) with the lots the read model lists due; the decider keeps each lot still due on the stream
 * and each farmer whose party due is above nothing (`planRunRows`), into the date's open run (opened with the
 * pay-on date when there is none, or the last one was exported). A row after an approval withdraws it.
 */
export interface BuildPaymentRun {
  type: 'BuildPaymentRun';
  data: {
    batchId: string;
    marketId: string;
    marketCode: string;
    marketNumber: string;
    batchDate: string;
    /** The market's next working day after the build: the file's value date. */
    payOn: string;
    rows: RowToAdd[];
    addedOn: string;
    by: string;
    byId: string;
  };
}

/** Issue 25: a second person approves a run before its bank file can be made. */
export interface ApprovePaymentRun {
  type: 'ApprovePaymentRun';
  data: {
    batchId: string;
    marketId: string;
    checker: Checker;
    /** The market's AD office (whose AD may approve). */
    marketAdOfficeId: string | null;
    approvedOn: string;
    by: string;
  };
}

export interface RemoveBatchRow {
  type: 'RemoveBatchRow';
  data: { batchId: string; rowId: string; removedOn: string; by: string };
}

export interface ExportBatch {
  type: 'ExportBatch';
  data: { batchId: string; template: string; exportedOn: string; by: string };
}

export type RowResult =
  | { rowId: string; outcome: 'paid'; bankReference: string; paidOn?: string }
  | { rowId: string; outcome: 'failed'; reason: string; reasonCode?: string };

export interface RecordBatchResults {
  type: 'RecordBatchResults';
  data: {
    batchId: string;
    results: RowResult[];
    recordedOn: string;
    by: string;
    /** The market's closed months (read by the api from the month stream, in the month gate's turn). */
    closedMonths: readonly string[];
  };
}

/**
 * A weighed lot's farmer net is about to change (a weight correction). Every correction passes here before the
 * lot's stream, so a payment and a correction of the same lot take turns: a correction of a lot that is paid or
 * in a batch is refused unless the Assistant Director approved it (`approvedBy`).
 */
export interface ReviseLotNet {
  type: 'ReviseLotNet';
  data: {
    correctionId: string;
    marketId: string;
    farmer: PaymentFarmer;
    lot: LotToPay;
    /** The net after the correction. */
    netPaise: number;
    approvedBy: string | null;
    revisedOn: string;
  };
}

/**
 * A voucher line or an opening balance on a farmer's account (issue 22): the payments stream keeps the farmer's
 * money outside the lots too, so the due is the party's. A movement that pays the farmer (money leaving by a
 * Payment voucher) is refused beyond what the market owes the farmer as a whole; `lots` are the current nets of
 * the farmer's lots the caller found (read-model lag only makes the due smaller, never larger).
 */
export interface MoveFarmerAccount {
  type: 'MoveFarmerAccount';
  data: {
    movementId: string;
    marketId: string;
    farmer: PaymentFarmer;
    amountPaise: number;
    source: { kind: 'voucher' | 'opening-balance'; id: string; documentNo: string | null };
    pays: boolean;
    lots: LotToPay[];
    movedOn: string;
  };
}

export type FarmerPaymentsCommand =
  | PayFarmerInCash
  | ReviseLotNet
  | MoveFarmerAccount
  | ReverseFarmerPayment
  | AddToOnlineBatch
  | RemoveBatchRow
  | ExportBatch
  | RecordBatchResults
  | BuildPaymentRun
  | ApprovePaymentRun;

/**
 * What is paid and what is in transit (in a batch row not yet failed nor paid) of one lot, and the lot's farmer
 * net as this stream last learnt it (from a payment or a correction; null: paid before the stream kept nets).
 */
export interface LotMoney {
  paidPaise: number;
  inTransitPaise: number;
  farmerId: string | null;
  netPaise: number | null;
  /** Kept for naming the lot in messages and set-offs. */
  lotNo: number;
  auctionDate: string;
  billNo: string | null;
}

export interface CashPayment {
  receiptNo: string;
  farmer: PaymentFarmer;
  lots: PaidLot[];
  setOffs: PaidLot[];
  totalPaise: number;
  reversed: boolean;
}

export type RowStatus = 'added' | 'paid' | 'failed';

export interface BatchRowState {
  row: BatchRow;
  status: RowStatus;
  /** Issue 25: the bank's return (status failed). */
  failure?: { reason: string; reasonCode: string | null; failedOn: string };
  /** Issue 25: the row that re-issued this returned one. */
  reissuedAs?: { batchId: string; rowId: string; reference: string };
}

export interface RunApproval {
  approvedBy: string;
  approvedById: string;
  approvedOn: string;
}

export interface BatchState {
  batchId: string;
  batchNo: string;
  batchDate: string;
  exported: boolean;
  /** The bank template and date of the export: a second download renders the same file. */
  template: string | null;
  exportedOn: string | null;
  rows: Readonly<Record<string, BatchRowState>>;
  /** Issue 25: a payment run, its pay-on date, who made it (user ids) and its approval (null: none in force). */
  run: boolean;
  payOn: string | null;
  makerIds: readonly string[];
  approval: RunApproval | null;
  fileSerial: number | null;
}

/**
 * Years of payments are tens of thousands of lots and receipts: they sit in Immutable.js maps (hash tries), so
 * evolving copies one path of a trie, never the whole history (measured: a year's 15,000 cash payments folded in 12 s when each
 * event copied plain objects).
 */
export interface FarmerPaymentsState {
  lots: ImmutableMap<string, LotMoney>;
  /** The lots of each farmer this stream knows (paid, in a batch or corrected): the party's due is over them all. */
  farmerLots: ImmutableMap<string, readonly string[]>;
  /** Each farmer's money outside the lots (vouchers, opening balance): + the market owes the farmer. */
  farmerAccounts: ImmutableMap<string, number>;
  /** Movements recorded, by id: a retried voucher moves the account once. */
  movements: ImmutableMap<string, true>;
  payments: ImmutableMap<string, CashPayment>;
  batches: ImmutableMap<string, BatchState>;
  /** The latest batch of each date (a completed one gives way to a new batch on the same date). */
  batchOfDate: ImmutableMap<string, string>;
  /** Last row serial used per batch date (the reference's 4 digits), never reused. */
  rowSerials: ImmutableMap<string, number>;
  /** Last number per document kind and financial year: `farmerPayment:202627`. */
  sequences: Readonly<Record<string, number>>;
  /** Issue 25: the latest payment run of each build date. */
  runOfDate: ImmutableMap<string, string>;
  /** Issue 25: each farmer's returned rows not re-issued yet (batch id, row id), oldest first. */
  openReturns: ImmutableMap<string, ReadonlyArray<{ batchId: string; rowId: string }>>;
  /** Issue 25: the market's last bank file serial. */
  fileSerial: number;
}

const withEntry = <V>(map: ImmutableMap<string, V>, key: string, value: V): ImmutableMap<string, V> =>
  map.set(key, value);

/** A batch of the market's stream, by id. */
export const batchInState = (state: FarmerPaymentsState, batchId: string): BatchState | undefined =>
  state.batches.get(batchId);

const NO_MONEY: LotMoney = {
  paidPaise: 0,
  inTransitPaise: 0,
  farmerId: null,
  netPaise: null,
  lotNo: 0,
  auctionDate: '',
  billNo: null,
};
export const lotMoney = (state: FarmerPaymentsState, lotId: string): LotMoney =>
  state.lots.get(lotId) ?? NO_MONEY;
export const cashPaymentOf = (state: FarmerPaymentsState, paymentId: string): CashPayment | undefined =>
  state.payments.get(paymentId);

/**
 * The lot's current farmer net: the one this stream last learnt (every correction passes here first, so it is the
 * newest), else the one the caller read from the lot's own stream.
 */
export const currentNet = (state: FarmerPaymentsState, lot: Pick<LotToPay, 'lotId' | 'farmerNetPaise'>) =>
  state.lots.get(lot.lotId)?.netPaise ?? lot.farmerNetPaise;

/** What is still due on a lot: its current net less what was paid and what is in transit (negative: owed back). */
export const lotDue = (state: FarmerPaymentsState, lot: Pick<LotToPay, 'lotId' | 'farmerNetPaise'>) => {
  const money = lotMoney(state, lot.lotId);
  return currentNet(state, lot) - money.paidPaise - money.inTransitPaise;
};

/** The farmer's lots this stream knows without their net: the caller reads them from the lots' streams. */
export const farmerLotsWithoutNet = (state: FarmerPaymentsState, farmerId: string): string[] =>
  (state.farmerLots.get(farmerId) ?? []).filter((lotId) => state.lots.get(lotId)?.netPaise === null);

/**
 * What the market owes a farmer on the lots this stream knows and the lots offered (issue 22: a party's due, never
 * a lot's): the sum of every lot's due, negative lots (overpaid after a correction) included. A lot the stream
 * has never seen was neither paid nor corrected, so its due is its whole net, never negative: leaving such lots
 * out can only make this figure smaller, never let a payment pass that the whole party would refuse.
 */
export function farmerDue(
  state: FarmerPaymentsState,
  farmerId: string,
  lots: readonly LotToPay[] = [],
): { duePaise: number; recoverablePaise: number; recoverableLots: PaidLot[]; accountPaise: number } {
  const offered = new Map(lots.map((lot) => [lot.lotId, lot]));
  const ids = new Set([...(state.farmerLots.get(farmerId) ?? []), ...offered.keys()]);
  let duePaise = 0;
  const recoverableLots: PaidLot[] = [];
  for (const lotId of ids) {
    const money = lotMoney(state, lotId);
    const given = offered.get(lotId);
    const net = money.netPaise ?? given?.farmerNetPaise;
    if (net === undefined) throw new Error(`the net of lot ${lotId} was not given`);
    const due = net - money.paidPaise - money.inTransitPaise;
    duePaise += due;
    if (due < 0) {
      recoverableLots.push({
        lotId,
        lotNo: given?.lotNo ?? money.lotNo,
        auctionDate: given?.auctionDate ?? money.auctionDate,
        billNo: given?.billNo ?? money.billNo,
        amountPaise: -due,
        netPaise: net,
      });
    }
  }
  recoverableLots.sort((a, b) => a.auctionDate.localeCompare(b.auctionDate) || a.lotNo - b.lotNo);
  // Money on the account outside the lots (an opening balance, a voucher): part of what the party is owed.
  const accountPaise = state.farmerAccounts.get(farmerId) ?? 0;
  return {
    duePaise: duePaise + accountPaise,
    recoverablePaise: sum(recoverableLots),
    recoverableLots,
    accountPaise,
  };
}

/** A batch's status: open (rows may change), exported (awaiting the bank), completed (every row answered). */
export function batchStatus(batch: BatchState): 'open' | 'exported' | 'completed' {
  if (!batch.exported) return 'open';
  return Object.values(batch.rows).every((row) => row.status !== 'added') ? 'completed' : 'exported';
}

/**
 * The 3 digits of the market in a row's customer reference (yyyyMMdd + market + serial). The branch master has
 * no numeric market code, so it is derived from the market id (FNV-1a, mod 1000): stable for a market forever,
 * and the date + serial keep a market's references unique. Replace by a department-assigned number when the
 * branch master gets one (an assumption to confirm with the department).
 */
export function marketReferenceNumber(marketId: string): string {
  let hash = 0x811c9dc5;
  for (const char of marketId) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return String(hash % 1000).padStart(3, '0');
}

export const rowReference = (batchDate: string, marketNumber: string, serial: number) =>
  `${batchDate.replaceAll('-', '')}${marketNumber}${String(serial).padStart(4, '0')}`;

function nextNumber(
  state: FarmerPaymentsState,
  marketCode: string,
  kind: NumberedKind,
  date: string,
): { number: string; financialYear: string; sequence: number } {
  const financialYear = financialYearOf(date);
  const sequence = (state.sequences[`${kind}:${financialYear}`] ?? 0) + 1;
  return {
    number: documentNumber(marketCode, kind, financialYear, sequence),
    financialYear,
    sequence,
  };
}

const sequenceKey = (kind: NumberedKind, financialYear: string) => `${kind}:${financialYear}`;

/** A lot listed twice, or with a negative net, is the caller's mistake (a logged 500), not the officer's. */
function assertLots(lots: readonly LotToPay[], seen = new Set<string>()) {
  for (const lot of lots) {
    if (seen.has(lot.lotId)) throw new Error(`lot ${lot.lotId} offered twice`);
    if (!Number.isInteger(lot.farmerNetPaise))
      throw new Error(`lot ${lot.lotId} has a net that is not paise`);
    seen.add(lot.lotId);
  }
}

/** Why a lot cannot be paid now: in a batch, already paid, or paid more than a later correction left. */
function nothingDueReason(state: FarmerPaymentsState, lot: LotToPay): string {
  const money = lotMoney(state, lot.lotId);
  if (money.inTransitPaise > 0) return `lot ${lot.lotNo} is in an online batch`;
  if (money.paidPaise > currentNet(state, lot))
    return `lot ${lot.lotNo} was paid more than its net after a correction`;
  return `lot ${lot.lotNo} has already been paid`;
}

/**
 * The lots with money due, each at its whole remaining due. A command where no lot has anything due is the
 * double click or the second officer ("Selected Data has already been processed"); some lots with nothing due
 * refuse the whole command naming them, so the officer never pays a different sum than the screen showed.
 */
function lotsDue(state: FarmerPaymentsState, lots: readonly LotToPay[]): PaidLot[] {
  const refused = lots.filter((lot) => lotDue(state, lot) <= 0);
  if (refused.length === lots.length) throw new ConflictError(MESSAGES.alreadyProcessed);
  if (refused.length > 0) {
    const reasons = refused.map((lot) => nothingDueReason(state, lot)).join('; ');
    throw new ConflictError(`Nothing is due: ${reasons}. Refresh the list and select again.`, 'lotIds');
  }
  return lots.map((lot) => ({
    lotId: lot.lotId,
    lotNo: lot.lotNo,
    auctionDate: lot.auctionDate,
    billNo: lot.billNo,
    amountPaise: lotDue(state, lot),
    netPaise: currentNet(state, lot),
  }));
}

function sum(lots: readonly { amountPaise: number }[]): number {
  return lots.reduce((total, lot) => total + lot.amountPaise, 0);
}

/**
 * The set-offs of a payment of `lots`: what the farmer owes back on other lots (overpaid after a correction) is
 * recovered from this payment first, oldest lot first, up to the payment's whole amount. A payment that would be
 * nothing after its set-offs is refused naming both figures: the market never pays a farmer who owes it.
 */
function setOffsFor(
  state: FarmerPaymentsState,
  farmer: PaymentFarmer,
  lots: readonly PaidLot[],
  offered: readonly LotToPay[],
): PaidLot[] {
  const { recoverableLots, recoverablePaise } = farmerDue(state, farmer.farmerId, offered);
  const gross = sum(lots);
  if (recoverablePaise >= gross) {
    const message =
      `${farmer.farmerName} (${farmer.farmerCode}) owes back ${formatRupees(recoverablePaise)} after a correction ` +
      `(${lotNames(recoverableLots)}); the lots selected come to ${formatRupees(gross)}: nothing can be paid. ` +
      "The amount is set off against the farmer's next payment.";
    throw new ConflictError(message, 'lotIds');
  }
  let left = recoverablePaise;
  const setOffs: PaidLot[] = [];
  for (const lot of recoverableLots) {
    if (left === 0) break;
    const amountPaise = Math.min(left, lot.amountPaise);
    setOffs.push({ ...lot, amountPaise });
    left -= amountPaise;
  }
  assertWithinDue(state, farmer, gross - sum(setOffs), offered);
  return setOffs;
}

/**
 * The last word on any payment to a farmer: never more than the market owes the farmer as a whole at this moment
 * (lots, owed-back lots, vouchers and the opening balance on the account). The refusal names both amounts.
 */
function assertWithinDue(
  state: FarmerPaymentsState,
  farmer: PaymentFarmer,
  payingPaise: number,
  offered: readonly LotToPay[],
): void {
  const { duePaise, accountPaise } = farmerDue(state, farmer.farmerId, offered);
  if (payingPaise <= duePaise) return;
  const owes = Math.max(duePaise, 0);
  const account =
    accountPaise < 0
      ? ` (the farmer's account owes ${formatRupees(-accountPaise)} by voucher or opening balance)`
      : '';
  throw new ConflictError(
    `Paying ${formatRupees(payingPaise)} would pay ${farmer.farmerName} (${farmer.farmerCode}) more than the ${formatRupees(owes)} the market owes${account}.`,
    'lotIds',
  );
}

function decideMoveAccount({ data }: MoveFarmerAccount, state: FarmerPaymentsState): FarmerPaymentEvent[] {
  if (state.movements.has(data.movementId)) return [];
  if (!Number.isInteger(data.amountPaise) || data.amountPaise === 0)
    throw new Error(`a farmer account movement of ${data.amountPaise} paise`);
  if (data.pays) {
    if (data.amountPaise > 0) throw new Error('a payment to a farmer must lower what the market owes');
    try {
      assertWithinDue(state, data.farmer, -data.amountPaise, data.lots);
    } catch (error) {
      if (error instanceof ConflictError) throw new ConflictError(error.message, 'lines');
      throw error;
    }
  }
  return [
    {
      type: 'FarmerAccountMoved',
      data: {
        movementId: data.movementId,
        marketId: data.marketId,
        ...data.farmer,
        amountPaise: data.amountPaise,
        source: data.source,
        pays: data.pays,
        movedOn: data.movedOn,
      },
    },
  ];
}

const lotNames = (lots: readonly PaidLot[]) =>
  lots.map((lot) => `lot ${lot.lotNo} of ${lot.auctionDate}`).join(', ');

function decidePayInCash({ data }: PayFarmerInCash, state: FarmerPaymentsState): FarmerPaymentEvent[] {
  if (data.lots.length === 0)
    throw new ValidationError('Select at least one lot', { lotIds: ['Select at least one lot'] });
  assertLots(data.lots);
  if (cashPaymentOf(state, data.paymentId)) throw new ConflictError(MESSAGES.alreadyProcessed);
  const lots = lotsDue(
    state,
    [...data.lots].sort((a, b) => a.auctionDate.localeCompare(b.auctionDate) || a.lotNo - b.lotNo),
  );
  const setOffs = setOffsFor(state, data.farmer, lots, [...data.lots, ...(data.knownLots ?? [])]);
  const receipt = nextNumber(state, data.marketCode, 'farmerPayment', data.paidOn);
  return [
    {
      type: 'FarmerPaidInCash',
      data: {
        paymentId: data.paymentId,
        marketId: data.marketId,
        receiptNo: receipt.number,
        financialYear: receipt.financialYear,
        sequence: receipt.sequence,
        ...data.farmer,
        lots,
        setOffs,
        totalPaise: sum(lots) - sum(setOffs),
        paidOn: data.paidOn,
        paidBy: data.paidBy,
      },
    },
  ];
}

function decideReverse({ data }: ReverseFarmerPayment, state: FarmerPaymentsState): FarmerPaymentEvent[] {
  const payment = cashPaymentOf(state, data.paymentId);
  if (!payment) throw new NotFoundError('No such payment in this market');
  if (payment.reversed) throw new ConflictError(MESSAGES.alreadyProcessed);
  const reversal = nextNumber(state, data.marketCode, 'farmerPaymentReversal', data.reversedOn);
  return [
    {
      type: 'FarmerPaymentReversed',
      data: {
        paymentId: data.paymentId,
        marketId: data.marketId,
        receiptNo: payment.receiptNo,
        reversalNo: reversal.number,
        financialYear: reversal.financialYear,
        sequence: reversal.sequence,
        ...payment.farmer,
        lots: payment.lots,
        setOffs: payment.setOffs,
        totalPaise: payment.totalPaise,
        reason: data.reason,
        reversedOn: data.reversedOn,
        reversedBy: data.by,
      },
    },
  ];
}

/**
 * Rows into the date's batch. A farmer already in the open batch gets a second row (its own reference) for the
 * new lots: the bank pays both, and nothing has to be taken out and put back (the choice this decider makes).
 */
function decideAddToBatch({ data }: AddToOnlineBatch, state: FarmerPaymentsState): FarmerPaymentEvent[] {
  if (!/^\d{3}$/.test(data.marketNumber))
    throw new Error(`market number ${data.marketNumber} is not 3 digits`);
  if (data.rows.length === 0)
    throw new ValidationError('Select at least one row', { farmerIds: ['Select at least one row'] });
  const seen = new Set<string>();
  for (const row of data.rows) {
    if (row.lots.length === 0) throw new Error(`row ${row.rowId} has no lots`);
    assertLots(row.lots, seen);
  }
  const noBank = data.rows.filter((row) => !row.bank.accountNo.trim() || !row.bank.ifsc.trim());
  if (noBank.length > 0) {
    const names = noBank.map((row) => `${row.farmer.farmerName} (${row.farmer.farmerCode})`).join(', ');
    const message = `No bank account number or IFSC: ${names}. Pay in cash or add the bank details first.`;
    throw new ValidationError(message, { farmerIds: [message] });
  }
  const current = state.batchOfDate.get(data.batchDate);
  const batch = current ? state.batches.get(current) : undefined;
  if (batch && batchStatus(batch) === 'exported') {
    throw new ConflictError(
      `The online batch ${batch.batchNo} of ${data.batchDate} has been exported and awaits the bank's results: record them before adding rows.`,
    );
  }
  const events: FarmerPaymentEvent[] = [];
  let batchId = batch && batchStatus(batch) === 'open' ? batch.batchId : undefined;
  if (!batchId) {
    batchId = data.batchId;
    events.push(openBatch(state, data, {}));
  }
  const rows = batchRows(state, data.batchDate, data.marketNumber, data.rows);
  events.push({
    type: 'BatchRowsAdded',
    data: {
      batchId,
      rows,
      addedOn: data.addedOn,
      addedBy: data.by,
      ...(data.byId ? { addedById: data.byId } : {}),
    },
  });
  return events;
}

/** The rows as the batch keeps them: each lot at its whole due, set-offs taken, the next references. */
function batchRows(
  state: FarmerPaymentsState,
  batchDate: string,
  marketNumber: string,
  toAdd: readonly RowToAdd[],
): BatchRow[] {
  const allLots = toAdd.flatMap((row) => row.lots);
  lotsDue(state, allLots);
  let serial = state.rowSerials.get(batchDate) ?? 0;
  if (serial + toAdd.length > 9999) {
    throw new ConflictError(`The batch of ${batchDate} is full (9999 rows): use another date.`);
  }
  return toAdd.map((row) => {
    serial += 1;
    const lots = lotsDue(state, row.lots);
    const setOffs = setOffsFor(state, row.farmer, lots, [...row.lots, ...(row.knownLots ?? [])]);
    const reissueOf = reissueLink(state, row);
    return {
      rowId: row.rowId,
      ...row.farmer,
      bank: { ...row.bank, accountNo: row.bank.accountNo.trim(), ifsc: row.bank.ifsc.trim().toUpperCase() },
      lots,
      setOffs,
      amountPaise: sum(lots) - sum(setOffs),
      reference: rowReference(batchDate, marketNumber, serial),
      ...(reissueOf ? { reissueOf } : {}),
    };
  });
}

/**
 * The returned row a new row re-issues: the one named, else the farmer's oldest return not re-issued yet whose
 * lots the row pays again. The failed row's bank details and reason are kept on the new row.
 */
function reissueLink(state: FarmerPaymentsState, row: RowToAdd): BatchRow['reissueOf'] {
  const returns = state.openReturns.get(row.farmer.farmerId) ?? [];
  const lotIds = new Set(row.lots.map((lot) => lot.lotId));
  const named = row.reissueOf;
  const link = named
    ? returns.find((r) => r.batchId === named.batchId && r.rowId === named.rowId)
    : returns.find((r) =>
        state.batches.get(r.batchId)?.rows[r.rowId]?.row.lots.some((lot) => lotIds.has(lot.lotId)),
      );
  if (named && !link) {
    throw new ConflictError(
      `The row ${named.rowId} is not a return of ${row.farmer.farmerName} (${row.farmer.farmerCode}) waiting to be re-issued.`,
    );
  }
  if (!link) return undefined;
  const failed = state.batches.get(link.batchId)?.rows[link.rowId];
  if (!failed) return undefined;
  return {
    batchId: link.batchId,
    rowId: link.rowId,
    reference: failed.row.reference,
    bank: failed.row.bank,
    reason: failed.failure?.reason ?? 'Returned by the bank',
    ...(failed.failure?.reasonCode ? { reasonCode: failed.failure.reasonCode } : {}),
  };
}

/** The reason a farmer already in a batch or run is not offered again (not shown as "left out"). */
export const ALREADY_IN_BATCH = 'Already in a batch at the bank';

export interface LeftOut {
  farmer: PaymentFarmer;
  reason: string;
}

/**
 * Which of the farmers offered to a run go in, as the stream sees them now: each keeps only its lots still due;
 * a farmer with nothing still due, or whose party due (recoverables, vouchers, the opening balance) leaves nothing
 * to pay, is left out with the reason. The API plans with this inside the decision, and the decider checks again.
 */
export function planRunRows(
  state: FarmerPaymentsState,
  offered: readonly RowToAdd[],
): { rows: RowToAdd[]; leftOut: LeftOut[] } {
  const rows: RowToAdd[] = [];
  const leftOut: LeftOut[] = [];
  for (const row of offered) {
    const lots = row.lots.filter((lot) => lotDue(state, lot) > 0);
    if (lots.length === 0) {
      const inBatch = row.lots.some((lot) => lotMoney(state, lot.lotId).inTransitPaise > 0);
      leftOut.push({
        farmer: row.farmer,
        reason: inBatch ? ALREADY_IN_BATCH : 'Nothing due',
      });
      continue;
    }
    const gross = lots.reduce((total, lot) => total + lotDue(state, lot), 0);
    const { duePaise, recoverablePaise } = farmerDue(state, row.farmer.farmerId, [
      ...lots,
      ...(row.knownLots ?? []).filter((lot) => !lots.some((l) => l.lotId === lot.lotId)),
    ]);
    if (recoverablePaise >= gross || duePaise <= 0) {
      leftOut.push({ farmer: row.farmer, reason: 'Nothing due after what the farmer owes back' });
      continue;
    }
    if (gross - Math.min(recoverablePaise, gross) > duePaise) {
      leftOut.push({
        farmer: row.farmer,
        reason: `Owes the market on the account: due ${formatRupees(duePaise)} is less than the lots' ${formatRupees(gross - recoverablePaise)}; pay by hand`,
      });
      continue;
    }
    rows.push({ ...row, lots });
  }
  return { rows, leftOut };
}

/** The run rows of a build into the date's open run (a new run when there is none or the last one was exported). */
function decideBuildRun({ data }: BuildPaymentRun, state: FarmerPaymentsState): FarmerPaymentEvent[] {
  if (!/^\d{3}$/.test(data.marketNumber))
    throw new Error(`market number ${data.marketNumber} is not 3 digits`);
  const seen = new Set<string>();
  const farmers = new Set<string>();
  for (const row of data.rows) {
    if (row.lots.length === 0) throw new Error(`row ${row.rowId} has no lots`);
    if (farmers.has(row.farmer.farmerId)) throw new Error(`farmer ${row.farmer.farmerId} twice in a run`);
    farmers.add(row.farmer.farmerId);
    assertLots(row.lots, seen);
    if (!row.bank.accountNo.trim() || !row.bank.ifsc.trim()) throw new Error(`row ${row.rowId} has no bank`);
  }
  if (data.rows.length === 0) return [];
  const current = state.runOfDate.get(data.batchDate);
  const open = current ? state.batches.get(current) : undefined;
  const events: FarmerPaymentEvent[] = [];
  let batchId = open && !open.exported ? open.batchId : undefined;
  if (!batchId) {
    batchId = data.batchId;
    events.push(openBatch(state, data, { run: true, payOn: data.payOn, openedById: data.byId }));
  }
  const rows = batchRows(state, data.batchDate, data.marketNumber, data.rows);
  events.push({
    type: 'BatchRowsAdded',
    data: { batchId, rows, addedOn: data.addedOn, addedBy: data.by, addedById: data.byId },
  });
  return events;
}

/**
 * A second person's approval of a batch, a payment run or one made by hand (issue 25: no bank file leaves on one
 * person's word): never one who opened it or added to it, only another Branch Admin of the market or the AD of
 * its AD office (second-person.ts). Approved again after a change; once, otherwise.
 */
function decideApproveRun({ data }: ApprovePaymentRun, state: FarmerPaymentsState): FarmerPaymentEvent[] {
  const batch = batchOf(state, data.batchId);
  if (batch.approval) throw new ConflictError(MESSAGES.alreadyProcessed);
  if (batch.exported) throw new ConflictError(MESSAGES.alreadyProcessed);
  const rows = Object.values(batch.rows);
  if (rows.length === 0)
    throw new ConflictError(`The ${batchKind(batch)} ${batch.batchNo} has no rows to approve.`);
  const refusal = batch.makerIds.includes(data.checker.userId)
    ? 'maker'
    : secondPersonRefusal(data.checker, {
        makerId: batch.makerIds[0] ?? '',
        marketId: data.marketId,
        marketAdOfficeId: data.marketAdOfficeId,
      });
  if (refusal) throw new ForbiddenError(SECOND_PERSON_MESSAGES[refusal]);
  return [
    {
      type: 'PaymentRunApproved',
      data: {
        batchId: batch.batchId,
        approvedBy: data.by,
        approvedById: data.checker.userId,
        approvedOn: data.approvedOn,
        rowCount: rows.length,
        totalPaise: rows.reduce((total, r) => total + r.row.amountPaise, 0),
      },
    },
  ];
}

function decideReviseNet({ data }: ReviseLotNet, state: FarmerPaymentsState): FarmerPaymentEvent[] {
  const money = lotMoney(state, data.lot.lotId);
  const previousNetPaise = currentNet(state, data.lot);
  if (previousNetPaise === data.netPaise) return [];
  // Money has left for this lot (paid, or in a batch at the bank): changing what it was worth changes what the
  // farmer was owed after the fact, which a second person must approve (issue 22, corrections after payment).
  if ((money.paidPaise !== 0 || money.inTransitPaise !== 0) && data.approvedBy === null) {
    const how = money.inTransitPaise !== 0 ? 'is in an online batch' : 'has been paid';
    throw new ConflictError(
      `Lot ${data.lot.lotNo} of ${data.lot.auctionDate} ${how}: a correction needs the Assistant Director's approval. Send it again to ask for approval.`,
    );
  }
  return [
    {
      type: 'LotNetRevised',
      data: {
        lotId: data.lot.lotId,
        marketId: data.marketId,
        ...data.farmer,
        lotNo: data.lot.lotNo,
        auctionDate: data.lot.auctionDate,
        previousNetPaise,
        netPaise: data.netPaise,
        correctionId: data.correctionId,
        approvedBy: data.approvedBy,
        revisedOn: data.revisedOn,
      },
    },
  ];
}

function batchOf(state: FarmerPaymentsState, batchId: string): BatchState {
  const batch = state.batches.get(batchId);
  if (!batch) throw new NotFoundError('No such online batch in this market');
  return batch;
}

function decideRemoveRow({ data }: RemoveBatchRow, state: FarmerPaymentsState): FarmerPaymentEvent[] {
  const batch = batchOf(state, data.batchId);
  const row = batch.rows[data.rowId];
  if (!row) throw new ConflictError(MESSAGES.alreadyProcessed);
  if (batch.exported) {
    throw new ConflictError(
      `The batch ${batch.batchNo} has been exported: record the bank's result for the row instead.`,
    );
  }
  return [
    {
      type: 'BatchRowRemoved',
      data: { batchId: data.batchId, rowId: data.rowId, removedOn: data.removedOn, removedBy: data.by },
    },
  ];
}

const batchKind = (batch: BatchState) => (batch.run ? 'payment run' : 'batch');

/**
 * Exported once, and only when a second person has approved the batch as it stands (run or hand-made alike); a
 * second download re-renders the file from the events and appends nothing.
 */
function decideExport({ data }: ExportBatch, state: FarmerPaymentsState): FarmerPaymentEvent[] {
  const batch = batchOf(state, data.batchId);
  if (batch.exported) return [];
  if (Object.keys(batch.rows).length === 0) {
    throw new ConflictError(`The batch ${batch.batchNo} has no rows: add farmers before exporting.`);
  }
  if (!batch.approval) {
    throw new ConflictError(
      `The ${batchKind(batch)} ${batch.batchNo} is not approved: another Branch Admin of the market or its Assistant Director must approve it before the bank file is made.`,
    );
  }
  return [
    {
      type: 'BatchExported',
      data: {
        batchId: data.batchId,
        template: data.template,
        exportedOn: data.exportedOn,
        exportedBy: data.by,
        fileSerial: state.fileSerial + 1,
      },
    },
  ];
}

function decideResults({ data }: RecordBatchResults, state: FarmerPaymentsState): FarmerPaymentEvent[] {
  const batch = batchOf(state, data.batchId);
  if (!batch.exported) {
    throw new ConflictError(
      `Export the bank file of batch ${batch.batchNo} before recording the bank's results.`,
    );
  }
  if (data.results.length === 0)
    throw new ValidationError('Select at least one row', { results: ['Select at least one row'] });
  const seen = new Set<string>();
  for (const result of data.results) {
    if (seen.has(result.rowId)) {
      throw new ValidationError('A row is listed twice', { results: ['A row is listed twice'] });
    }
    seen.add(result.rowId);
    if (!batch.rows[result.rowId])
      throw new NotFoundError(`Row ${result.rowId} is not in batch ${batch.batchNo}`);
  }
  const answered = data.results.filter((result) => batch.rows[result.rowId]?.status !== 'added');
  if (answered.length === data.results.length) throw new ConflictError(MESSAGES.alreadyProcessed);
  if (answered.length > 0) {
    const references = answered.map((result) => batch.rows[result.rowId]?.row.reference).join(', ');
    throw new ConflictError(`The bank's result is already recorded for ${references}.`, 'results');
  }
  return data.results.map((result): FarmerPaymentEvent => {
    switch (result.outcome) {
      case 'paid': {
        const paidOn = result.paidOn ?? data.recordedOn;
        // A credit dated in a month closed since the export does not reopen it: it is posted on the day it is
        // recorded, naming the month it corrects (a closed month is corrected from an open one); the farmer's
        // credit date stays the bank's.
        const closed = isClosedMonth(monthOf(paidOn), data.closedMonths);
        return {
          type: 'BatchRowPaid',
          data: {
            batchId: data.batchId,
            rowId: result.rowId,
            bankReference: result.bankReference,
            paidOn,
            recordedBy: data.by,
            ...(closed ? { postedOn: data.recordedOn } : {}),
          },
        };
      }
      case 'failed':
        return {
          type: 'BatchRowFailed',
          data: {
            batchId: data.batchId,
            rowId: result.rowId,
            reason: result.reason,
            failedOn: data.recordedOn,
            recordedBy: data.by,
            ...(result.reasonCode ? { reasonCode: result.reasonCode } : {}),
          },
        };
      default:
        return assertNever(result);
    }
  });
}

/**
 * Adds `paid` and `inTransit` (either may be negative) times each lot's amount to the lot, and its set-offs with
 * the opposite sign (a set-off is money the lot gives back). The farmer's lots and their nets are learnt here.
 */
function moveLots(
  state: FarmerPaymentsState,
  farmerId: string,
  lots: readonly PaidLot[],
  setOffs: readonly PaidLot[],
  paid: number,
  inTransit: number,
): Pick<FarmerPaymentsState, 'lots' | 'farmerLots'> {
  let buckets = state.lots;
  let known = state.farmerLots.get(farmerId) ?? [];
  const move = (lot: PaidLot, sign: number) => {
    const money = buckets.get(lot.lotId);
    if (!money) known = [...known, lot.lotId];
    const was = money ?? NO_MONEY;
    buckets = buckets.set(lot.lotId, {
      paidPaise: was.paidPaise + sign * paid * lot.amountPaise,
      inTransitPaise: was.inTransitPaise + sign * inTransit * lot.amountPaise,
      farmerId,
      // A reversal or a returned row names the net it was decided on: a correction since is newer.
      netPaise: money ? was.netPaise : (lot.netPaise ?? null),
      lotNo: lot.lotNo,
      auctionDate: lot.auctionDate,
      billNo: lot.billNo,
    });
  };
  for (const lot of lots) move(lot, 1);
  for (const lot of setOffs) move(lot, -1);
  return { lots: buckets, farmerLots: state.farmerLots.set(farmerId, known) };
}

const withSequence = (
  state: FarmerPaymentsState,
  kind: NumberedKind,
  financialYear: string,
  sequence: number,
) => {
  const key = sequenceKey(kind, financialYear);
  return { ...state.sequences, [key]: Math.max(state.sequences[key] ?? 0, sequence) };
};

function withRow(
  state: FarmerPaymentsState,
  batchId: string,
  rowId: string,
  change: (row: BatchRowState) => BatchRowState | null,
): FarmerPaymentsState {
  const batch = state.batches.get(batchId);
  const row = batch?.rows[rowId];
  if (!batch || !row) return state;
  const rows = { ...batch.rows };
  const next = change(row);
  if (next) rows[rowId] = next;
  else delete rows[rowId];
  return { ...state, batches: withEntry(state.batches, batchId, { ...batch, rows }) };
}

function evolve(state: FarmerPaymentsState, event: FarmerPaymentEvent): FarmerPaymentsState {
  switch (event.type) {
    case 'FarmerPaidInCash': {
      const { data } = event;
      const payment: CashPayment = {
        receiptNo: data.receiptNo,
        farmer: { farmerId: data.farmerId, farmerName: data.farmerName, farmerCode: data.farmerCode },
        lots: data.lots,
        setOffs: data.setOffs ?? [],
        totalPaise: data.totalPaise,
        reversed: false,
      };
      return {
        ...state,
        ...moveLots(state, data.farmerId, data.lots, data.setOffs ?? [], 1, 0),
        payments: state.payments.set(data.paymentId, payment),
        sequences: withSequence(state, 'farmerPayment', data.financialYear, data.sequence),
      };
    }
    case 'FarmerPaymentReversed': {
      const { data } = event;
      const payment = cashPaymentOf(state, data.paymentId);
      return {
        ...state,
        ...moveLots(state, data.farmerId, data.lots, data.setOffs ?? [], -1, 0),
        payments: payment
          ? state.payments.set(data.paymentId, { ...payment, reversed: true })
          : state.payments,
        sequences: withSequence(state, 'farmerPaymentReversal', data.financialYear, data.sequence),
      };
    }
    case 'OnlineBatchOpened': {
      const { data } = event;
      const batch: BatchState = {
        batchId: data.batchId,
        batchNo: data.batchNo,
        batchDate: data.batchDate,
        exported: false,
        template: null,
        exportedOn: null,
        rows: {},
        run: data.run ?? false,
        payOn: data.payOn ?? null,
        makerIds: data.openedById ? [data.openedById] : [],
        approval: null,
        fileSerial: null,
      };
      return {
        ...state,
        batches: withEntry(state.batches, data.batchId, batch),
        batchOfDate: withEntry(state.batchOfDate, data.batchDate, data.batchId),
        runOfDate: data.run ? withEntry(state.runOfDate, data.batchDate, data.batchId) : state.runOfDate,
        sequences: withSequence(state, 'onlineBatch', data.financialYear, data.sequence),
      };
    }
    case 'BatchRowsAdded': {
      const { data } = event;
      const batch = state.batches.get(data.batchId);
      if (!batch) return state;
      const rows = { ...batch.rows };
      for (const row of data.rows) rows[row.rowId] = { row, status: 'added' };
      const serials = data.rows.map((row) => Number(row.reference.slice(-4)));
      // A row added to a run withdraws its approval; whoever added it is one of its makers.
      const makerIds =
        data.addedById && !batch.makerIds.includes(data.addedById)
          ? [...batch.makerIds, data.addedById]
          : batch.makerIds;
      const changed = { ...batch, rows, makerIds, approval: null };
      let batches = withEntry(state.batches, data.batchId, changed);
      let openReturns = state.openReturns;
      for (const row of data.rows) {
        const link = row.reissueOf;
        if (!link) continue;
        const failedBatch = batches.get(link.batchId);
        const failed = failedBatch?.rows[link.rowId];
        if (failedBatch && failed) {
          const reissuedAs = { batchId: data.batchId, rowId: row.rowId, reference: row.reference };
          batches = batches.set(link.batchId, {
            ...failedBatch,
            rows: { ...failedBatch.rows, [link.rowId]: { ...failed, reissuedAs } },
          });
        }
        openReturns = openReturns.set(
          row.farmerId,
          (openReturns.get(row.farmerId) ?? []).filter(
            (r) => !(r.batchId === link.batchId && r.rowId === link.rowId),
          ),
        );
      }
      const next = { ...state, batches, openReturns };
      let moved: Pick<FarmerPaymentsState, 'lots' | 'farmerLots'> = state;
      for (const row of data.rows) {
        moved = moveLots({ ...state, ...moved }, row.farmerId, row.lots, row.setOffs ?? [], 0, 1);
      }
      return {
        ...next,
        ...moved,
        rowSerials: withEntry(
          state.rowSerials,
          batch.batchDate,
          Math.max(state.rowSerials.get(batch.batchDate) ?? 0, ...serials),
        ),
      };
    }
    case 'BatchRowRemoved': {
      const row = state.batches.get(event.data.batchId)?.rows[event.data.rowId];
      if (!row) return state;
      const next = withRow(state, event.data.batchId, event.data.rowId, () => null);
      const batch = next.batches.get(event.data.batchId);
      const batches = batch ? next.batches.set(batch.batchId, { ...batch, approval: null }) : next.batches;
      // A removed re-issue leaves its return waiting again.
      const link = row.row.reissueOf;
      let { openReturns } = next;
      if (link) {
        const failedBatch = batches.get(link.batchId);
        const failed = failedBatch?.rows[link.rowId];
        if (failedBatch && failed) {
          const { reissuedAs: _gone, ...rest } = failed;
          return {
            ...next,
            batches: batches.set(link.batchId, {
              ...failedBatch,
              rows: { ...failedBatch.rows, [link.rowId]: rest },
            }),
            openReturns: openReturns.set(row.row.farmerId, [
              ...(openReturns.get(row.row.farmerId) ?? []),
              { batchId: link.batchId, rowId: link.rowId },
            ]),
            ...moveLots(state, row.row.farmerId, row.row.lots, row.row.setOffs ?? [], 0, -1),
          };
        }
      }
      openReturns = next.openReturns;
      return {
        ...next,
        batches,
        openReturns,
        ...moveLots(state, row.row.farmerId, row.row.lots, row.row.setOffs ?? [], 0, -1),
      };
    }
    case 'BatchExported': {
      const batch = state.batches.get(event.data.batchId);
      if (!batch) return state;
      const exported = {
        ...batch,
        exported: true,
        template: event.data.template,
        exportedOn: event.data.exportedOn,
        fileSerial: event.data.fileSerial ?? null,
      };
      return {
        ...state,
        batches: withEntry(state.batches, batch.batchId, exported),
        fileSerial: Math.max(state.fileSerial, event.data.fileSerial ?? 0),
      };
    }
    case 'PaymentRunApproved': {
      const batch = state.batches.get(event.data.batchId);
      if (!batch) return state;
      const approval = {
        approvedBy: event.data.approvedBy,
        approvedById: event.data.approvedById,
        approvedOn: event.data.approvedOn,
      };
      return { ...state, batches: withEntry(state.batches, batch.batchId, { ...batch, approval }) };
    }
    case 'BatchRowPaid': {
      const row = state.batches.get(event.data.batchId)?.rows[event.data.rowId];
      if (!row) return state;
      const next = withRow(state, event.data.batchId, event.data.rowId, (r) => ({ ...r, status: 'paid' }));
      return { ...next, ...moveLots(state, row.row.farmerId, row.row.lots, row.row.setOffs ?? [], 1, -1) };
    }
    case 'BatchRowFailed': {
      const row = state.batches.get(event.data.batchId)?.rows[event.data.rowId];
      if (!row) return state;
      const { reason, failedOn, reasonCode } = event.data;
      const next = withRow(state, event.data.batchId, event.data.rowId, (r) => ({
        ...r,
        status: 'failed',
        failure: { reason, failedOn, reasonCode: reasonCode ?? null },
      }));
      const openReturns = next.openReturns.set(row.row.farmerId, [
        ...(next.openReturns.get(row.row.farmerId) ?? []),
        { batchId: event.data.batchId, rowId: event.data.rowId },
      ]);
      return {
        ...next,
        openReturns,
        ...moveLots(state, row.row.farmerId, row.row.lots, row.row.setOffs ?? [], 0, -1),
      };
    }
    case 'FarmerAccountMoved': {
      const { data } = event;
      return {
        ...state,
        farmerAccounts: state.farmerAccounts.set(
          data.farmerId,
          (state.farmerAccounts.get(data.farmerId) ?? 0) + data.amountPaise,
        ),
        movements: state.movements.set(data.movementId, true),
      };
    }
    case 'LotNetRevised': {
      const { data } = event;
      const was = state.lots.get(data.lotId);
      const known = state.farmerLots.get(data.farmerId) ?? [];
      return {
        ...state,
        lots: state.lots.set(data.lotId, {
          ...(was ?? NO_MONEY),
          farmerId: data.farmerId,
          netPaise: data.netPaise,
          lotNo: data.lotNo,
          auctionDate: data.auctionDate,
          billNo: was?.billNo ?? null,
        }),
        farmerLots: was ? state.farmerLots : state.farmerLots.set(data.farmerId, [...known, data.lotId]),
      };
    }
    default:
      return assertNever(event);
  }
}

/** A new online batch (hand-made or a payment run) takes the next number of the market's batch series. */
function openBatch(
  state: FarmerPaymentsState,
  data: { batchId: string; marketId: string; marketCode: string; batchDate: string; by: string },
  run: { run?: true; payOn?: string; openedById?: string },
): FarmerPaymentEvent {
  if (state.batches.has(data.batchId)) throw new ConflictError(MESSAGES.alreadyProcessed);
  const number = nextNumber(state, data.marketCode, 'onlineBatch', data.batchDate);
  return {
    type: 'OnlineBatchOpened',
    data: {
      batchId: data.batchId,
      marketId: data.marketId,
      batchNo: number.number,
      financialYear: number.financialYear,
      sequence: number.sequence,
      batchDate: data.batchDate,
      openedBy: data.by,
      ...run,
    },
  };
}

export const farmerPayments: Decider<FarmerPaymentsCommand, FarmerPaymentEvent, FarmerPaymentsState> = {
  // Pure-annotated so a bundle that never folds payments (the UI imports the domain for its schemas) drops
  // Immutable.js with this decider.
  initialState: {
    lots: /* @__PURE__ */ ImmutableMap(),
    farmerLots: /* @__PURE__ */ ImmutableMap(),
    farmerAccounts: /* @__PURE__ */ ImmutableMap(),
    movements: /* @__PURE__ */ ImmutableMap(),
    payments: /* @__PURE__ */ ImmutableMap(),
    batches: /* @__PURE__ */ ImmutableMap(),
    batchOfDate: /* @__PURE__ */ ImmutableMap(),
    rowSerials: /* @__PURE__ */ ImmutableMap(),
    sequences: {},
    runOfDate: /* @__PURE__ */ ImmutableMap(),
    openReturns: /* @__PURE__ */ ImmutableMap(),
    fileSerial: 0,
  },
  decide(command, state) {
    switch (command.type) {
      case 'PayFarmerInCash':
        return decidePayInCash(command, state);
      case 'ReviseLotNet':
        return decideReviseNet(command, state);
      case 'MoveFarmerAccount':
        return decideMoveAccount(command, state);
      case 'ReverseFarmerPayment':
        return decideReverse(command, state);
      case 'AddToOnlineBatch':
        return decideAddToBatch(command, state);
      case 'RemoveBatchRow':
        return decideRemoveRow(command, state);
      case 'ExportBatch':
        return decideExport(command, state);
      case 'RecordBatchResults':
        return decideResults(command, state);
      case 'BuildPaymentRun':
        return decideBuildRun(command, state);
      case 'ApprovePaymentRun':
        return decideApproveRun(command, state);
      default:
        return assertNever(command);
    }
  },
  evolve,
};
