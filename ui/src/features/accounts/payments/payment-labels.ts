import type { BankStatus, BatchRowStatus, BatchStatus, FarmerDue, FarmerDueLot } from '@cocoon/domain';
import { amountInWords, formatRupees } from '@cocoon/domain';

/**
 * Late payment is the complaint that drives farmers away (issue 12): a lot weighed more than this many days
 * ago and still unpaid is shown as late, and late farmers come first.
 */
export const LATE_AFTER_DAYS = 3;

export const isLate = (days: number): boolean => days > LATE_AFTER_DAYS;

/** Late farmers first, the longest waiting first; then the most money due; then by code, for a stable order. */
export function lateFirst(farmers: readonly FarmerDue[]): FarmerDue[] {
  return [...farmers].sort(
    (a, b) =>
      b.oldestDays - a.oldestDays ||
      b.duePaise - a.duePaise ||
      a.farmerCode.localeCompare(b.farmerCode, 'en', { numeric: true }),
  );
}

/** The lots that can be paid now: something still due (a lot owed back or in a batch is shown, not payable). */
export const payableLots = (farmer: FarmerDue): FarmerDueLot[] => farmer.lots.filter((l) => l.duePaise > 0);

/** The sum of the due of the lots picked, integer paise. */
export function selectedDue(farmer: FarmerDue, picked: ReadonlySet<string>): number {
  return payableLots(farmer)
    .filter((lot) => picked.has(lot.lotId))
    .reduce((total, lot) => total + lot.duePaise, 0);
}

/** "Rs 1,23,456.78 (Rupees One Lakh … Only)": the figure and its words, as the confirmation states them. */
export const amountWithWords = (paise: number): string =>
  `${formatRupees(paise)} (${amountInWords(paise, 'en')})`;

export const BANK_STATUS_LABEL: Record<BankStatus, string> = {
  missing: 'No bank details',
  'not-verified': 'Not verified',
  verified: 'Verified',
  failed: 'Last payment failed',
};

/** Why a farmer cannot go into an online batch, or undefined when they can. */
export function batchRefusal(farmer: FarmerDue): string | undefined {
  if (farmer.bank.status === 'missing')
    return 'No account number and IFSC: fix the bank details in the farmer master first';
  return undefined;
}

export const ROW_STATUS_LABEL: Record<BatchRowStatus, string> = {
  added: 'In batch',
  processing: 'Sent to bank',
  paid: 'Paid',
  failed: 'Failed',
};

export const BATCH_STATUS_LABEL: Record<BatchStatus, string> = {
  open: 'Open',
  exported: 'Exported, awaiting the bank',
  completed: 'Completed',
};

/** The downloaded bank file's name: the batch number (market code, series, serial) and its date. */
export const bankFileName = (batchNo: string, date: string): string =>
  `bank-file-${batchNo.replace(/[^\w]+/g, '-')}-${date}.csv`;

/**
 * The farmers a "batch them all" puts into the online batch: something due and an account number with IFSC,
 * and not a farmer whose last bank payment to this account failed (that needs a person to look first).
 */
export const batchableFarmers = (farmers: readonly FarmerDue[]): FarmerDue[] =>
  farmers.filter(
    (f) => f.bank.status !== 'missing' && f.bank.status !== 'failed' && payableLots(f).length > 0,
  );
