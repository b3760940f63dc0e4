import type {
  AuctionToken,
  Bill,
  BillingSummaryRow,
  BillProcessDay,
  BillRow,
  BillStatus,
  BillType,
  InwardToken,
  TradeRow,
} from '@cocoon/domain';
import { processBillsCommand, processFarmerBillsCommand, processReelerInvoicesCommand } from '@cocoon/domain';
import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import { useCommand } from '../../api/use-command';
import { reelerRequest } from '../auction/reeler-client';

/**
 * The billing calls (Invoice/*, the token lists of CocoonInward/*). Every key starts with BILLING_KEY: a
 * process or a print refreshes every billing list (states, invoice numbers, copy counts).
 */
export const BILLING_KEY = ['billing'] as const;

export type {
  AuctionToken,
  Bill,
  BillingSummaryRow,
  BillProcessDay,
  BillRow,
  BillType,
  InwardToken,
  TradeRow,
};

/** A market's date; a Branch Admin's market is implied, an AD or RJD may name one. */
export interface BillDay {
  date: string;
  marketId?: string;
}

export interface BillPeriod {
  from: string;
  to: string;
  status?: BillStatus;
  customerId?: string;
  marketId?: string;
}

interface Listed<Row> {
  data: Row[];
  total: number;
  message?: string;
}

const params = (values: Record<string, string | undefined>) => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value) search.set(name, value);
  return search.toString();
};

function useBillingRead<T>(path: string, query: Record<string, string | undefined>, enabled: boolean) {
  return useQuery({
    queryKey: [...BILLING_KEY, path, query] as QueryKey,
    queryFn: ({ signal }) => apiRequest<T>(`${path}?${params(query)}`, { signal }),
    enabled,
    staleTime: 0,
  });
}

const SUMMARY_PATH: Record<BillType, string> = {
  farmer: 'Invoice/get_FarmerAuctionSumary',
  reeler: 'Invoice/get_ReelerAuctionSummary',
};

/** Per farmer (or reeler) of the date: lots, kg, amounts and where they stand against billing. */
export const useBillingSummary = (billType: BillType, day: BillDay) =>
  useBillingRead<Listed<BillingSummaryRow>>(SUMMARY_PATH[billType], { ...day }, day.date !== '');

export const useBillProcessDay = (day: BillDay) =>
  useBillingRead<BillProcessDay>('Invoice/get_BillProcess', { ...day }, day.date !== '');

/** The bills of one date and type (Invoice/getAll_ByDateAndBillType). */
export const useBillsOfDate = (billType: BillType, day: BillDay) =>
  useBillingRead<Listed<BillRow>>('Invoice/getAll_ByDateAndBillType', { ...day, billType }, day.date !== '');

/** The bills of a period (Invoice/getAll_Invoice), optionally of one status or one customer. */
export const useBillList = (billType: BillType, period: BillPeriod, enabled = true) =>
  useBillingRead<Listed<BillRow>>(
    'Invoice/getAll_Invoice',
    { billType, ...period },
    enabled && period.from !== '' && period.to !== '',
  );

export const useBill = (billId: string | undefined) =>
  useQuery({
    queryKey: [...BILLING_KEY, 'bill', billId] as QueryKey,
    queryFn: ({ signal }) =>
      apiRequest<Bill>(`Invoice/get_Invoice/${encodeURIComponent(billId!)}`, { signal }),
    enabled: Boolean(billId),
    staleTime: 0,
  });

/** The lots a reeler bought over a period, each with the farmer and both invoice numbers. */
export const useReelerTrades = (reelerCode: string, from: string, to: string) =>
  useBillingRead<Listed<TradeRow>>(
    'Invoice/get_FarmerdatabyReelercode',
    { reelerCode, from, to },
    reelerCode !== '' && from !== '' && to !== '',
  );

/** The date's lots with their inward token (CocoonInward/TokenGeneration). */
export const useInwardTokens = (day: BillDay) =>
  useBillingRead<Listed<InwardToken>>('CocoonInward/TokenGeneration', { ...day }, day.date !== '');

/** The date's weighed lots with their bid slip (CocoonInward/TokenGenerationforAuctionPrint). */
export const useAuctionTokens = (day: BillDay) =>
  useBillingRead<Listed<AuctionToken>>(
    'CocoonInward/TokenGenerationforAuctionPrint',
    { ...day },
    day.date !== '',
  );

/** What a process answers: the spec's message and the bills issued (a stale bill's replacement names it). */
export interface ProcessAnswer {
  result: 'Success';
  message: string;
  bills: {
    billId: string;
    invoiceNo: string;
    customerId: string;
    customerName: string;
    replaces: string | null;
  }[];
}

const PROCESS_COMMAND = {
  farmer: processFarmerBillsCommand,
  reeler: processReelerInvoicesCommand,
  day: processBillsCommand,
} as const;

/** Issues the bills of a date: one type (all customers or the ones picked) or, for 'day', both types at once. */
export function useProcessBills(kind: BillType | 'day') {
  return useCommand(PROCESS_COMMAND[kind], BILLING_KEY);
}

/** After a print: copy counts changed. */
export function useRefreshBilling() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: BILLING_KEY });
}

/** A reeler as the customer list answers it (Customer/getAll_Reelers), enough to name them and find their bills. */
export interface ReelerFound {
  customerId: string;
  ledgerName: string;
  headCode: string;
  branchId: string;
}

/**
 * The reeler with this head code, searched the way the masters' customer list searches (name, code, mobile):
 * only an exact code is taken, so "R1" never answers for "R12".
 */
export const useReelerByCode = (code: string) =>
  useQuery({
    queryKey: ['customers', 'reeler', 'code', code],
    queryFn: ({ signal }) =>
      apiRequest<Listed<ReelerFound>>(
        `Customer/getAll_Reelers?${params({ page: '1', pageSize: '20', search: code })}`,
        { signal },
      ),
    enabled: code !== '',
    select: (page) => page.data.find((r) => r.headCode.toLowerCase() === code.toLowerCase()) ?? null,
    staleTime: 30_000,
  });

export const MY_INVOICES_KEY = ['reeler', 'invoices'] as const;

/**
 * The reeler's own invoices, on their phone (reeler session). The bid page holds the read back (`enabled`) until
 * its first board read (reeler/board) has answered the list with it.
 */
export const useMyInvoices = (enabled = true) =>
  useQuery({
    queryKey: MY_INVOICES_KEY,
    queryFn: ({ signal }) => reelerRequest<Listed<BillRow>>('reeler/invoices', { signal }),
    staleTime: 30_000,
    enabled,
  });

export const useMyInvoice = (billId: string | undefined) =>
  useQuery({
    queryKey: ['reeler', 'invoices', billId],
    queryFn: ({ signal }) =>
      reelerRequest<Bill>(`reeler/invoices/${encodeURIComponent(billId!)}`, { signal }),
    enabled: Boolean(billId),
  });
