import { formatRupees } from '../shared/formats.js';

/**
 * The most one line of an accounts document may carry (issue 22): Rs 10 crore (Rs 10,00,00,000.00, 10^10
 * paise). A market's biggest day is a few crore, so a line above it is a typing slip (an extra zero). Sums of
 * many lines can still pass 2^53 paise: the ledger's sums are read as exact integers (bigint), never floats.
 */
export const MAX_LINE_PAISE = 10_000_000_000;

/** "Amount cannot exceed Rs 10,00,00,000.00": the message every money input of the accounts refuses with. */
export const MAX_LINE_MESSAGE = `Amount cannot exceed ${formatRupees(MAX_LINE_PAISE)}`;
