import { z } from 'zod';
import { openingCashEventSchema } from './cash-book.js';
import { ledgerAccountSchema } from './ledger-accounts.js';

/**
 * The accounts' own events (issue 12). Sales and weight corrections come from the lots' streams (LotWeighed,
 * LotWeightCorrected); everything else that moves money is here, one stream per consistency boundary:
 *
 * - `farmerpayments-<market>`: every payment to the market's farmers, cash and online batches, with the
 *   receipt-number series. One stream so that "never pay a lot twice" (two officers, a cash payment racing a
 *   batch export) is one decision.
 * - `reelerreceipts-<market>`: money received from reelers (against invoices, or deposits in advance).
 * - `vouchers-<market>-<Receipt|Payment|Journal|Contra>-<YYYYyy>`: a voucher book per type and financial year,
 *   the number series inside it; a voucher is cancelled by a reversing voucher in the same book.
 * - `openingbalances-<market>`: go-live balances, once per customer.
 * - `ledgermonths-<market>`: the books' go-live date and month closes (one calendar, one decision).
 * - `levyremittances-<market>`: levy remitted to the department (Dr levy / Cr Bank), the `LR` series of every year.
 *
 * Every event carries its posting date (`...On`, a business date YYYY-MM-DD) and who (`...By`, the user name).
 */
export const farmerPaymentsStream = (marketId: string) => `farmerpayments-${marketId}`;
export const reelerReceiptsStream = (marketId: string) => `reelerreceipts-${marketId}`;
export const voucherBookStream = (marketId: string, voucherType: VoucherType, financialYear: string) =>
  `vouchers-${marketId}-${voucherType}-${financialYear}`;
export const openingBalancesStream = (marketId: string) => `openingbalances-${marketId}`;
export const ledgerMonthsStream = (marketId: string) => `ledgermonths-${marketId}`;
export const levyRemittancesStream = (marketId: string) => `levyremittances-${marketId}`;

const id = z.string().min(1);
const int = z.number().int();
const date = z.string().min(10);
const paise = z.number().int().positive();

/** One lot's part of a payment: the farmer's net for the lot (amount - farmer levy) still due when paid. */
export const paidLotSchema = z.object({
  lotId: id,
  lotNo: int,
  auctionDate: date,
  /** The farmer bill in force for the lot when paid, if the day was billed. */
  billNo: z.string().nullable(),
  amountPaise: paise,
  /** The lot's farmer net the payment was decided on (absent on payments made before issue 22). */
  netPaise: int.optional(),
});
export type PaidLot = z.infer<typeof paidLotSchema>;

/**
 * What a payment recovers of an earlier overpayment (issue 22): a lot corrected down after it was paid owes the
 * difference back, and the farmer's next payment sets it off. `amountPaise` is what is recovered from that lot;
 * the payment's total is its lots less its set-offs, so no bill line ever changes.
 */
export const setOffsSchema = z.array(paidLotSchema).optional();

const farmer = { farmerId: id, farmerName: z.string(), farmerCode: z.string() };

/** The farmer's bank details as they were put in the batch: the bank file is made from these, never re-read. */
export const batchBankDetailsSchema = z.object({
  accountNo: z.string().min(1),
  ifsc: z.string().min(1),
  accountName: z.string(),
  bankName: z.string().nullable(),
});

export const batchRowSchema = z.object({
  rowId: id,
  ...farmer,
  bank: batchBankDetailsSchema,
  lots: z.array(paidLotSchema).min(1),
  setOffs: setOffsSchema,
  amountPaise: paise,
  /** The customer reference in the bank file: yyyyMMdd + 3-digit market + 4-digit serial (Karnataka's). */
  reference: z.string(),
  /**
   * Issue 25: a re-issue of a row the bank returned, a new instruction linked to the first. The bank details the
   * first went to (and failed with) are kept here; `bank` above is the farmer's details when re-issued.
   */
  reissueOf: z
    .object({
      batchId: id,
      rowId: id,
      reference: z.string(),
      bank: batchBankDetailsSchema,
      reason: z.string(),
      reasonCode: z.string().optional(),
    })
    .optional(),
});
export type BatchRow = z.infer<typeof batchRowSchema>;

export const farmerPaymentEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('FarmerPaidInCash'),
    data: z.object({
      paymentId: id,
      marketId: id,
      receiptNo: z.string(),
      financialYear: z.string(),
      sequence: int,
      ...farmer,
      lots: z.array(paidLotSchema).min(1),
      setOffs: setOffsSchema,
      totalPaise: paise,
      paidOn: date,
      paidBy: z.string(),
    }),
  }),
  z.object({
    type: z.literal('FarmerPaymentReversed'),
    data: z.object({
      paymentId: id,
      marketId: id,
      receiptNo: z.string(),
      /** The reversal's own number (`FX` series): the reversing entry names the original. */
      reversalNo: z.string(),
      financialYear: z.string(),
      sequence: int,
      ...farmer,
      lots: z.array(paidLotSchema).min(1),
      setOffs: setOffsSchema,
      totalPaise: paise,
      reason: z.string().min(1),
      reversedOn: date,
      reversedBy: z.string(),
    }),
  }),
  z.object({
    type: z.literal('OnlineBatchOpened'),
    data: z.object({
      batchId: id,
      marketId: id,
      batchNo: z.string(),
      financialYear: z.string(),
      sequence: int,
      batchDate: date,
      openedBy: z.string(),
      /** Issue 25: a payment run (built by one action, approved by a second person before its file). */
      run: z.boolean().optional(),
      /** The day the run pays the farmers (the market's next working day): the file's value date. */
      payOn: date.optional(),
      /** The user id of who built the run (never its approver). */
      openedById: z.string().optional(),
    }),
  }),
  z.object({
    type: z.literal('BatchRowsAdded'),
    data: z.object({
      batchId: id,
      rows: z.array(batchRowSchema).min(1),
      addedOn: date,
      addedBy: z.string(),
      /** Issue 25: the user id of who added them (a maker of the run, who may not approve it). */
      addedById: z.string().optional(),
    }),
  }),
  /**
   * Issue 25: a second person (another Branch Admin of the market or the AD of its AD office, never a maker)
   * approved the run: its bank file may be made. Adding or removing a row after withdraws the approval.
   */
  z.object({
    type: z.literal('PaymentRunApproved'),
    data: z.object({
      batchId: id,
      approvedBy: z.string(),
      approvedById: z.string(),
      approvedOn: date,
      /** The rows and total approved (what the checker saw). */
      rowCount: int,
      totalPaise: int,
    }),
  }),
  z.object({
    type: z.literal('BatchRowRemoved'),
    data: z.object({ batchId: id, rowId: id, removedOn: date, removedBy: z.string() }),
  }),
  /** The bank file was made: the rows' money leaves the farmers' accounts into Payments in transit. */
  z.object({
    type: z.literal('BatchExported'),
    data: z.object({
      batchId: id,
      /** The bank template the file was made with (market setting `bankfiletemplate`). */
      template: z.string(),
      exportedOn: date,
      exportedBy: z.string(),
      /** Issue 25: the market's file serial (1, 2, ...), in the file's control record. */
      fileSerial: int.optional(),
    }),
  }),
  z.object({
    type: z.literal('BatchRowPaid'),
    data: z.object({
      batchId: id,
      rowId: id,
      bankReference: z.string().min(1),
      /** The bank's credit date: when the farmer had the money. */
      paidOn: date,
      recordedBy: z.string(),
      /** Set when the credit date's month was closed: the ledger posts it this day instead (issue 25). */
      postedOn: date.optional(),
    }),
  }),
  /**
   * A weighed lot's farmer net changed (a weight correction): recorded here before the lot's own stream, so a
   * payment deciding at the same moment sees the new net, and a correction of a paid lot needs its approval.
   */
  z.object({
    type: z.literal('LotNetRevised'),
    data: z.object({
      lotId: id,
      marketId: id,
      ...farmer,
      lotNo: int,
      auctionDate: date,
      previousNetPaise: int,
      netPaise: int,
      correctionId: id,
      /** Who approved a correction of a paid lot (the Assistant Director); null when none was needed. */
      approvedBy: z.string().nullable(),
      revisedOn: date,
    }),
  }),
  /**
   * A voucher or an opening balance moved money on the farmer's account outside the lots (issue 22): recorded here
   * before its own book, so the farmer's due stays the party's whole figure and a voucher that pays the farmer
   * takes its turn with the cash payments and bank rows. `amountPaise`: + the market owes the farmer more, − less.
   */
  z.object({
    type: z.literal('FarmerAccountMoved'),
    data: z.object({
      movementId: id,
      marketId: id,
      ...farmer,
      amountPaise: int,
      /** What moved it: the voucher (or its cancellation) or the opening balance, by its id and number. */
      source: z.object({
        kind: z.enum(['voucher', 'opening-balance']),
        id,
        documentNo: z.string().nullable(),
      }),
      /** True when money left the market for the farmer (a Payment voucher): checked against the due. */
      pays: z.boolean(),
      movedOn: date,
    }),
  }),
  /** The bank refused the row: its lots are due again and its money back on the farmer's account. */
  z.object({
    type: z.literal('BatchRowFailed'),
    data: z.object({
      batchId: id,
      rowId: id,
      reason: z.string().min(1),
      failedOn: date,
      recordedBy: z.string(),
      /** Issue 25: the return reason's code in the reference table (RETURN_REASONS: NACH/APB 01, 02, ...). */
      reasonCode: z.string().optional(),
    }),
  }),
]);
export type FarmerPaymentEvent = z.infer<typeof farmerPaymentEventSchema>;

export const REELER_PAYMENT_MODES = ['cash', 'bank', 'cheque'] as const;
export type ReelerPaymentMode = (typeof REELER_PAYMENT_MODES)[number];

const reeler = { reelerId: id, reelerName: z.string(), reelerCode: z.string() };

export const reelerReceiptEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('ReelerPaymentReceived'),
    data: z.object({
      receiptId: id,
      marketId: id,
      receiptNo: z.string(),
      financialYear: z.string(),
      sequence: int,
      ...reeler,
      mode: z.enum(REELER_PAYMENT_MODES),
      chequeNo: z.string().nullable(),
      bankReference: z.string().nullable(),
      amountPaise: paise,
      /** 'invoice': against the invoices named (oldest first when none are); 'advance': a deposit. */
      purpose: z.enum(['invoice', 'advance']),
      invoiceNos: z.array(z.string()),
      /**
       * What the receipt did when it was received: the amount laid on each invoice and the rest kept as deposit.
       * Absent on receipts recorded before receipts said so (they are laid on the invoices they name).
       */
      applied: z.array(z.object({ invoiceNo: z.string(), amountPaise: paise })).optional(),
      depositPaise: int.nonnegative().optional(),
      receivedOn: date,
      receivedBy: z.string(),
    }),
  }),
  z.object({
    type: z.literal('ReelerReceiptReversed'),
    data: z.object({
      receiptId: id,
      marketId: id,
      receiptNo: z.string(),
      reversalNo: z.string(),
      financialYear: z.string(),
      sequence: int,
      ...reeler,
      mode: z.enum(REELER_PAYMENT_MODES),
      amountPaise: paise,
      reason: z.string().min(1),
      reversedOn: date,
      reversedBy: z.string(),
    }),
  }),
]);
export type ReelerReceiptEvent = z.infer<typeof reelerReceiptEventSchema>;

export const VOUCHER_TYPES = ['Receipt', 'Payment', 'Journal', 'Contra'] as const;
export type VoucherType = (typeof VOUCHER_TYPES)[number];

export const voucherLineSchema = z.object({
  account: ledgerAccountSchema,
  /** The account's name as posted (a customer's name and code), for passbooks and prints. */
  accountName: z.string(),
  debitPaise: int,
  creditPaise: int,
});
export type VoucherLine = z.infer<typeof voucherLineSchema>;

export const voucherEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('VoucherPosted'),
    data: z.object({
      voucherId: id,
      marketId: id,
      voucherType: z.enum(VOUCHER_TYPES),
      voucherNo: z.string(),
      financialYear: z.string(),
      sequence: int,
      voucherDate: date,
      lines: z.array(voucherLineSchema).min(2),
      notes: z.string(),
      referenceNo: z.string().nullable(),
      /** A late correction is dated in the open month and says which closed month it corrects (YYYY-MM). */
      correctsMonth: z.string().nullable(),
      /** Set on a cancelling voucher: the one it reverses, whose lines it mirrors. */
      reverses: z.object({ voucherId: id, voucherNo: z.string() }).nullable(),
      postedBy: z.string(),
    }),
  }),
]);
export type VoucherEvent = z.infer<typeof voucherEventSchema>;

export const openingBalanceEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('OpeningBalanceRecorded'),
    data: z.object({
      entryId: id,
      marketId: id,
      customerKind: z.enum(['farmer', 'reeler']),
      customerId: id,
      customerName: z.string(),
      customerCode: z.string(),
      /** The customer's side: a reeler who owes is 'debit', a farmer the market owes is 'credit'. */
      side: z.enum(['debit', 'credit']),
      amountPaise: paise,
      asOn: date,
      recordedBy: z.string(),
    }),
  }),
]);
export type OpeningBalanceEvent = z.infer<typeof openingBalanceEventSchema>;

export const ledgerMonthEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('LedgerGoLiveSet'),
    data: z.object({
      marketId: id,
      /** The first day of the market's books: opening balances are dated on it, nothing hand-posted before it. */
      goLive: date,
      setOn: date,
      setBy: z.string(),
      /** Fixed by the first month close of a market that never set it (its first event's or posting's date). */
      derived: z.boolean(),
    }),
  }),
  z.object({
    type: z.literal('LedgerMonthClosed'),
    data: z.object({ marketId: id, month: z.string().length(7), closedOn: date, closedBy: z.string() }),
  }),
]);
export type LedgerMonthEvent = z.infer<typeof ledgerMonthEventSchema>;

export const levyRemittanceEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('LevyRemitted'),
    data: z.object({
      remittanceId: id,
      marketId: id,
      remittanceNo: z.string(),
      financialYear: z.string(),
      sequence: int,
      /** The department's challan number, or the UTR of the bank transfer. */
      challanNo: z.string().min(1),
      remittedOn: date,
      /** Debited to Farmer levy and Reeler levy; their sum is credited to Bank. At least one is above zero. */
      farmerLevyPaise: int.nonnegative(),
      reelerLevyPaise: int.nonnegative(),
      notes: z.string(),
      remittedBy: z.string(),
    }),
  }),
  z.object({
    type: z.literal('LevyRemittanceReversed'),
    data: z.object({
      remittanceId: id,
      marketId: id,
      remittanceNo: z.string(),
      /** The reversal's own number, `LX` in the series of its financial year. */
      reversalNo: z.string(),
      financialYear: z.string(),
      sequence: int,
      /** Credited back to the levy accounts, debited to Bank: the remittance's own figures. */
      farmerLevyPaise: int.nonnegative(),
      reelerLevyPaise: int.nonnegative(),
      reason: z.string().min(1),
      reversedOn: date,
      reversedBy: z.string(),
    }),
  }),
]);
export type LevyRemittanceEvent = z.infer<typeof levyRemittanceEventSchema>;

export const ACCOUNT_EVENT_TYPES = [
  'FarmerPaidInCash',
  'FarmerPaymentReversed',
  'OnlineBatchOpened',
  'BatchRowsAdded',
  'BatchRowRemoved',
  'BatchExported',
  'BatchRowPaid',
  'BatchRowFailed',
  'PaymentRunApproved',
  'ReelerPaymentReceived',
  'ReelerReceiptReversed',
  'VoucherPosted',
  'OpeningBalanceRecorded',
  'LedgerGoLiveSet',
  'LedgerMonthClosed',
  'OpeningCashSet',
  'LevyRemitted',
  'LevyRemittanceReversed',
] as const;

/** Every account event, for the ledger projection reading them back. */
export const accountEventSchema = z.union([
  farmerPaymentEventSchema,
  reelerReceiptEventSchema,
  voucherEventSchema,
  openingBalanceEventSchema,
  ledgerMonthEventSchema,
  openingCashEventSchema,
  levyRemittanceEventSchema,
]);
export type AccountEvent = z.infer<typeof accountEventSchema>;
