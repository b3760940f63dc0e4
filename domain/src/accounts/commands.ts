import { type CommandDefinition, defineCommand } from '../shared/command-definition.js';
import { openingCashSetAnswerSchema, setOpeningCashSchema } from './cash-book.js';
import {
  levyRemittanceReversedAnswerSchema,
  levyRemittedAnswerSchema,
  remitLevySchema,
  reverseLevyRemittanceSchema,
} from './levy-remittances.js';
import {
  addToBatchAnswerSchema,
  bankFileExportedAnswerSchema,
  batchResultsAnswerSchema,
  cashPaymentAnswerSchema,
  paymentReversalAnswerSchema,
  removeBatchRowAnswerSchema,
} from './payment-answers.js';
import {
  addToBatchSchema,
  exportBankFileSchema,
  importBankResponseSchema,
  payCashSchema,
  recordBatchResultsSchema,
  removeBatchRowSchema,
  reversePaymentSchema,
} from './payment-inputs.js';
import {
  approvePaymentRunSchema,
  buildPaymentRunSchema,
  paymentRunApprovedAnswerSchema,
  paymentRunBuiltAnswerSchema,
  reissueReturnSchema,
} from './payment-run-inputs.js';
import { reelerReceiptAnswerSchema, reelerReceiptReversedAnswerSchema } from './reeler-dues.js';
import { receiveReelerPaymentSchema, reverseReelerReceiptSchema } from './reeler-receipts.js';
import {
  cancelVoucherSchema,
  closeMonthSchema,
  goLiveSetAnswerSchema,
  monthClosedAnswerSchema,
  openingBalanceSavedAnswerSchema,
  saveOpeningBalanceSchema,
  saveVoucherSchema,
  setGoLiveSchema,
  voucherPostedAnswerSchema,
} from './voucher-inputs.js';

// ---- Reeler receipts ----

const reelerReceipts = { tag: 'accounts: reeler receipts', permission: 'accounts.reeler-receipt' } as const;

export const saveReelerReceiptCommand = /* @__PURE__ */ defineCommand({
  ...reelerReceipts,
  call: '/ReelerReceipt/SaveReceipt',
  summary:
    'Money received from a reeler (cash, bank transfer, cheque) against their invoices or as an advance deposit',
  input: receiveReelerPaymentSchema,
  answer: reelerReceiptAnswerSchema,
  example: {
    request: async (w) => ({
      body: {
        reelerId: w.reelers[0]!.customerId,
        mode: 'cheque',
        chequeNo: `FZ${w.next()}`,
        amountPaise: 10_000 + w.next(),
        purpose: 'advance',
      },
    }),
  },
});

export const reverseReelerReceiptCommand = /* @__PURE__ */ defineCommand({
  ...reelerReceipts,
  call: '/ReelerReceipt/ReverseReceipt',
  summary:
    'Reverse a reeler receipt once (a cheque that bounced), with the reason; numbered in the RX series',
  input: reverseReelerReceiptSchema,
  answer: reelerReceiptReversedAnswerSchema,
  example: {
    request: async (w) => {
      const body = {
        reelerId: w.reelers[1]!.customerId,
        mode: 'cash',
        amountPaise: 5_000,
        purpose: 'advance',
      };
      const { receiptId } = await w.run('Branch Admin', saveReelerReceiptCommand.call, body);
      return { body: { receiptId, reason: 'Cheque bounced' } };
    },
  },
});

// ---- Farmer payments ----

const farmerPayments = { tag: 'accounts', permission: 'accounts.farmer-payment' } as const;

export const payCashCommand = /* @__PURE__ */ defineCommand({
  ...farmerPayments,
  call: '/FarmerPayment/PayCash',
  summary:
    'Pay a farmer in cash the whole remaining due of the lots picked: one receipt; lots with nothing due are refused, named',
  input: payCashSchema,
  answer: cashPaymentAnswerSchema,
  example: {
    request: async (w) => {
      const farmerIndex = w.nextPayee();
      const lot = await w.weighedLot(farmerIndex);
      await w.drawCash();
      return { body: { farmerId: w.farmers[farmerIndex]!.customerId, lotIds: [lot.lotId] } };
    },
  },
});

export const reversePaymentCommand = /* @__PURE__ */ defineCommand({
  ...farmerPayments,
  call: '/FarmerPayment/ReversePayment',
  summary: 'Reverse a cash payment (its own FX number, naming the receipt): its lots are due again',
  input: reversePaymentSchema,
  answer: paymentReversalAnswerSchema,
  example: {
    request: async (w) => ({
      body: { paymentId: await w.cashPayment(), reason: 'Paid to the wrong farmer' },
    }),
  },
});

// ---- Online payments ----

export const addToBatchCommand = /* @__PURE__ */ defineCommand({
  ...farmerPayments,
  call: '/OnlinePayment/AddToBatch',
  summary:
    "Farmers (every lot due) or picked lots into the date's online batch, opened when none is open; only farmers with account number and IFSC",
  input: addToBatchSchema,
  answer: addToBatchAnswerSchema,
  example: {
    request: async (w) => ({
      body: {
        batchDate: w.batchDate(),
        selections: [{ farmerId: w.farmers[0]!.customerId, lotIds: [(await w.weighedLot()).lotId] }],
      },
    }),
  },
});

export const removeBatchRowCommand = /* @__PURE__ */ defineCommand({
  ...farmerPayments,
  call: '/OnlinePayment/RemoveRow',
  summary: 'Take a row out of a batch not yet exported: its lots are due again',
  input: removeBatchRowSchema,
  answer: removeBatchRowAnswerSchema,
  example: {
    request: async (w) => {
      const { batchId, row } = await w.batchedLot();
      return { body: { batchId, rowId: row.rowId } };
    },
  },
});

export const exportBankFileCommand = /* @__PURE__ */ defineCommand({
  ...farmerPayments,
  call: '/OnlinePayment/ExportBankFile',
  summary:
    "The batch's bank file (CSV in the market's bank template): the first download exports the batch, later ones re-render the same file",
  input: exportBankFileSchema,
  answer: bankFileExportedAnswerSchema,
  answerFile: ['text/csv'],
  responses: { 200: 'text/csv: the bank file (attachment)' },
  example: { request: async (w) => ({ body: { batchId: (await w.approvedBatch()).batchId } }) },
});

export const recordBatchResultsCommand = /* @__PURE__ */ defineCommand({
  ...farmerPayments,
  call: '/OnlinePayment/RecordResults',
  summary:
    "The bank's result per row of an exported batch: paid with the bank reference, or failed with the reason",
  input: recordBatchResultsSchema,
  answer: batchResultsAnswerSchema,
  example: {
    request: async (w) => {
      const { batchId, row } = await w.exportedBatch();
      return {
        body: { batchId, results: [{ rowId: row.rowId, outcome: 'paid', bankReference: 'UTR0001' }] },
      };
    },
  },
});

export const importBankResponseCommand = /* @__PURE__ */ defineCommand({
  ...farmerPayments,
  call: '/OnlinePayment/ImportBankResponse',
  summary:
    "The bank's response file (CSV: customer reference, status, bank reference or reason) recorded as the rows' results",
  input: importBankResponseSchema,
  answer: batchResultsAnswerSchema,
  example: {
    request: async (w) => {
      const { batchId, row } = await w.exportedBatch();
      return {
        body: {
          batchId,
          csv: `Customer Reference,Status,UTR,Reason\r\n${row.reference},FAILED,,Account closed\r\n`,
        },
      };
    },
  },
});

// ---- The day's payment run (issue 25) ----

const paymentRun = { tag: 'accounts', permission: 'accounts.payment-run' } as const;

export const buildPaymentRunCommand = /* @__PURE__ */ defineCommand({
  ...paymentRun,
  call: '/OnlinePayment/BuildPaymentRun',
  summary:
    "The day's payment run: every farmer with verified bank details and money due, for the market's next working day; farmers left out are listed with the reason",
  input: buildPaymentRunSchema,
  answer: paymentRunBuiltAnswerSchema,
  example: {
    request: async (w) => {
      await w.weighedLot();
      return { body: {} };
    },
  },
});

export const approvePaymentRunCommand = /* @__PURE__ */ defineCommand({
  tag: 'accounts',
  permission: 'accounts.payment-run-approve',
  call: '/OnlinePayment/ApprovePaymentRun',
  summary:
    'A second person approves a batch (the payment run or one made by hand) before its bank file can be made: another Branch Admin of the market or the AD of its AD office, never who built it or added to it',
  input: approvePaymentRunSchema,
  answer: paymentRunApprovedAnswerSchema,
  example: {
    // The Branch Admin builds; the market's Assistant Director approves (each request a run changed since).
    as: 'AD',
    request: async (w) => ({ body: { marketId: w.marketBranchId, batchId: await w.builtRun() } }),
  },
});

export const reissueReturnCommand = /* @__PURE__ */ defineCommand({
  ...paymentRun,
  call: '/OnlinePayment/ReissueReturn',
  summary:
    "A row the bank returned paid again as a new instruction in today's run, to the farmer's current bank details, linked to the first (which keeps the failed details)",
  input: reissueReturnSchema,
  answer: paymentRunBuiltAnswerSchema,
  example: { request: async (w) => ({ body: await w.returnedRow() }) },
});

// ---- Vouchers ----

const vouchers = { tag: 'accounts: vouchers', permission: 'accounts.voucher' } as const;

export const saveVoucherCommand = /* @__PURE__ */ defineCommand({
  ...vouchers,
  call: '/Voucher/SaveVoucher',
  summary: 'Post a voucher (Receipt, Payment, Journal, Contra): balanced, numbered in its book, never edited',
  input: saveVoucherSchema,
  answer: voucherPostedAnswerSchema,
  example: { request: async (w) => ({ body: w.journalVoucher() }) },
});

export const cancelVoucherCommand = /* @__PURE__ */ defineCommand({
  ...vouchers,
  call: '/Voucher/CancelVoucher',
  summary: 'Cancel a voucher by a reversing voucher in the same book that names it (once; never a reversal)',
  input: cancelVoucherSchema,
  answer: voucherPostedAnswerSchema,
  example: {
    // A voucher is cancelled once: each hostile request gets its own.
    freshBase: true,
    request: async (w) => {
      const { voucherId } = await w.run('Branch Admin', saveVoucherCommand.call, w.journalVoucher());
      return { body: { voucherId, reason: 'Posted to the wrong farmer', date: w.today() } };
    },
  },
});

// ---- Go-live, opening balances, cash book, month close ----
// The fuzz runs these in this order: the go-live first, then the opening balances dated on it, then the months
// closed from its month on.

export const setGoLiveCommand = /* @__PURE__ */ defineCommand({
  call: '/Configmonth/SetGoLive',
  summary:
    "Set the day the market's books start, once, before any month is closed: opening balances are dated on it",
  tag: 'accounts: months',
  permission: 'accounts.go-live',
  input: setGoLiveSchema,
  answer: goLiveSetAnswerSchema,
  example: { once: true, request: async (w) => ({ body: { goLive: w.goLive } }) },
});

// Spec section 6: opening balance is AD, RJD and Branch Admin, not Admin.
const openingBalances = {
  tag: 'accounts: opening balances',
  permission: 'accounts.opening-balance',
} as const;

export const saveOpeningBalanceCommand = /* @__PURE__ */ defineCommand({
  ...openingBalances,
  call: '/OpeningBalance/SaveOpeningBalance',
  summary: "Record a customer's balance on the go-live date, once, against the Opening balance suspense",
  input: saveOpeningBalanceSchema,
  answer: openingBalanceSavedAnswerSchema,
  example: {
    // Once per customer: each valid request records a new farmer's balance, on the go-live date.
    request: async (w) => {
      const { customerId } = await w.pendingFarmer();
      return { body: { customerId, side: 'credit', amountPaise: 125_000, asOn: w.goLive } };
    },
  },
});

export const setOpeningCashCommand = /* @__PURE__ */ defineCommand({
  call: '/CashBook/SetOpeningCash',
  summary:
    "The market's cash in hand at go-live, once, dated the business date it is set (Cash against the Opening balance suspense)",
  tag: 'accounts: cash book',
  // Go-live balances: the same people as the customers' opening balances.
  permission: 'accounts.opening-balance',
  input: setOpeningCashSchema,
  answer: openingCashSetAnswerSchema,
  // Once per market: the valid request goes first; every later one is refused (already set) and appends nothing.
  example: { once: true, request: async () => ({ body: { amountPaise: 5_000_000 } }) },
});

export const closeMonthCommand = /* @__PURE__ */ defineCommand({
  call: '/Configmonth/CloseMonth',
  summary:
    'Close the oldest open month (the go-live month first; in order, never reopened): nothing is posted with a date in it after; closing March locks its financial year',
  tag: 'accounts: months',
  permission: 'accounts.month-close',
  input: closeMonthSchema,
  answer: monthClosedAnswerSchema,
  example: {
    // Months close in order from the go-live month and never twice: each valid request closes the next month.
    request: async (w) => ({ body: { month: w.nextMonthToClose() } }),
  },
});

// ---- Levy remittance ----

const levyRemittance = { tag: 'accounts: levy remittance', permission: 'accounts.levy-remittance' } as const;

export const remitLevyCommand = /* @__PURE__ */ defineCommand({
  ...levyRemittance,
  call: '/LevyRemittance/SaveLevyRemittance',
  summary:
    'Remit levy to the department from the bank (Dr levy / Cr Bank) with its challan or UTR, numbered LR; at most what the levy accounts hold',
  input: remitLevySchema,
  answer: levyRemittedAnswerSchema,
  example: { request: async (w) => ({ body: await w.levyRemittance() }) },
});

export const reverseLevyRemittanceCommand = /* @__PURE__ */ defineCommand({
  ...levyRemittance,
  call: '/LevyRemittance/ReverseLevyRemittance',
  summary:
    'Reverse a levy remittance (Dr Bank / Cr levy), once, numbered LX: a challan the bank returned, an amount entered wrong',
  input: reverseLevyRemittanceSchema,
  answer: levyRemittanceReversedAnswerSchema,
  example: {
    // A remittance is reversed once: each valid request remits first.
    request: async (w) => {
      const { remittanceId } = await w.run('Branch Admin', remitLevyCommand.call, await w.levyRemittance());
      return { body: { remittanceId, reason: 'Challan returned by the bank', reversedOn: w.today() } };
    },
  },
});

/** The accounts commands, in the order the command fuzz runs them (command-catalogue.ts). */
export const accountsCommands: readonly CommandDefinition[] = [
  saveReelerReceiptCommand,
  reverseReelerReceiptCommand,
  payCashCommand,
  reversePaymentCommand,
  addToBatchCommand,
  removeBatchRowCommand,
  exportBankFileCommand,
  recordBatchResultsCommand,
  importBankResponseCommand,
  saveVoucherCommand,
  cancelVoucherCommand,
  setGoLiveCommand,
  saveOpeningBalanceCommand,
  setOpeningCashCommand,
  closeMonthCommand,
  remitLevyCommand,
  reverseLevyRemittanceCommand,
  buildPaymentRunCommand,
  approvePaymentRunCommand,
  reissueReturnCommand,
];
