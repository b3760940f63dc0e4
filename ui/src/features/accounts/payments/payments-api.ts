import type {
  CashOnHandAnswer,
  FarmerPayment,
  FarmerPaymentInfo,
  FarmerPaymentList,
  PaymentListByDate,
  PaymentReturn,
  PaymentRunView,
} from '@cocoon/domain';
import {
  addToBatchCommand,
  approvePaymentRunCommand,
  buildPaymentRunCommand,
  exportBankFileCommand,
  importBankResponseCommand,
  payCashCommand,
  recordBatchResultsCommand,
  reissueReturnCommand,
  removeBatchRowCommand,
  reversePaymentCommand,
} from '@cocoon/domain';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { apiBlob, apiRequest } from '../../../api/client';
import { useCommand, useFileCommand } from '../../../api/use-command';

/**
 * The farmer payment calls (Invoice/getAll_FarmerPaymentInfo, FarmerPayment/*, Ledger/get-paymentlist-bydate,
 * OnlinePayment/*). Every key starts with PAYMENTS_KEY: a payment, a batch change or a bank result moves money
 * between "due", "in transit" and "paid", so every payment list is read again after any of them.
 */
export const PAYMENTS_KEY = ['payments'] as const;

export type { FarmerPayment, FarmerPaymentInfo, PaymentListByDate };

/** A market's date; a Branch Admin's market is implied, an AD or RJD names one. */
export interface PaymentDay {
  date: string;
  marketId?: string;
}

const params = (values: Record<string, string | undefined>) => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value) search.set(name, value);
  return search.toString();
};

function usePaymentsRead<T>(path: string, query: Record<string, string | undefined>, enabled: boolean) {
  return useQuery({
    queryKey: [...PAYMENTS_KEY, path, query] as QueryKey,
    queryFn: ({ signal }) => apiRequest<T>(`${path}?${params(query)}`, { signal }),
    enabled,
    staleTime: 0,
  });
}

/** Every farmer with money due as on the date, each with their lots and bank details' status. */
export const useFarmerDues = (day: PaymentDay) =>
  usePaymentsRead<FarmerPaymentInfo>(
    'Invoice/getAll_FarmerPaymentInfo',
    { asOn: day.date, marketId: day.marketId },
    day.date !== '',
  );

/**
 * The market's cash on hand (CashBook/get_CashOnHand, from its cash book): read again after every payment, since
 * it is under PAYMENTS_KEY. Only for one market: an AD or RJD picks it first.
 */
export const useCashOnHand = (marketId: string | undefined, enabled: boolean) =>
  usePaymentsRead<CashOnHandAnswer>('CashBook/get_CashOnHand', { marketId }, enabled);

/** The online batches of a date with their rows and statuses. */
export const usePaymentList = (day: PaymentDay) =>
  usePaymentsRead<PaymentListByDate>(
    'Ledger/get-paymentlist-bydate',
    { date: day.date, marketId: day.marketId },
    day.date !== '',
  );

/** The cash payments made on the date (reversed ones too, marked), in receipt order. */
export const useCashPaymentsOfDay = (day: PaymentDay) =>
  usePaymentsRead<FarmerPaymentList>(
    'FarmerPayment/getAll_Payments',
    { from: day.date, to: day.date, marketId: day.marketId },
    day.date !== '',
  );

/** One cash payment, whole (the receipt). */
export const usePayment = (paymentId: string | undefined) =>
  useQuery({
    queryKey: [...PAYMENTS_KEY, 'payment', paymentId] as QueryKey,
    queryFn: ({ signal }) =>
      apiRequest<FarmerPayment>(`FarmerPayment/get_Payment/${encodeURIComponent(paymentId!)}`, { signal }),
    enabled: Boolean(paymentId),
  });

export const usePayCash = () => useCommand(payCashCommand, PAYMENTS_KEY);
export const useReversePayment = () => useCommand(reversePaymentCommand, PAYMENTS_KEY);
export const useAddToBatch = () => useCommand(addToBatchCommand, PAYMENTS_KEY);
export const useRemoveBatchRow = () => useCommand(removeBatchRowCommand, PAYMENTS_KEY);
export const useRecordResults = () => useCommand(recordBatchResultsCommand, PAYMENTS_KEY);
export const useImportBankResponse = () => useCommand(importBankResponseCommand, PAYMENTS_KEY);

/** An exported batch's bank file again: the same file, read without a command. */
export const downloadBankFileAgain = (batchId: string, marketId?: string) =>
  apiBlob(`OnlinePayment/BankFile/${encodeURIComponent(batchId)}?${params({ marketId })}`);

/**
 * The batch's bank file (text/csv). The first download marks the batch exported (its rows go to "processing");
 * a retry of it answers the same file and changes nothing.
 */
export const useExportBankFile = () => useFileCommand(exportBankFileCommand, PAYMENTS_KEY);

// ---- Issue 25: the day's payment run and the bank's returns ----

/** The runs built on the date, their approval, and who a build now would leave out. */
export const usePaymentRun = (day: PaymentDay, enabled: boolean) =>
  usePaymentsRead<PaymentRunView>(
    'OnlinePayment/PaymentRun',
    { date: day.date, marketId: day.marketId },
    enabled,
  );

/** The rows the bank returned, waiting to be re-issued first. */
export const usePaymentReturns = (marketId: string | undefined, enabled: boolean) =>
  usePaymentsRead<{ returns: PaymentReturn[] }>('OnlinePayment/Returns', { marketId }, enabled);

export const useBuildPaymentRun = () => useCommand(buildPaymentRunCommand, PAYMENTS_KEY);
export const useApprovePaymentRun = () => useCommand(approvePaymentRunCommand, PAYMENTS_KEY);
export const useReissueReturn = () => useCommand(reissueReturnCommand, PAYMENTS_KEY);
