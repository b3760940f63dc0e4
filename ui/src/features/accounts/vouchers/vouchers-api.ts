import type {
  AccountOption,
  CashOnHandAnswer,
  LedgerMonthRow,
  LevyRemittanceRow,
  OpeningBalanceRow,
  Voucher,
  VoucherLineInput,
  VoucherType,
} from '@cocoon/domain';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

/** The voucher, opening balance and month calls. Every key starts with VOUCHERS_KEY: a write refreshes them all. */
export const VOUCHERS_KEY = ['accounts', 'vouchers'] as const;

export type {
  AccountOption,
  LedgerMonthRow,
  LevyRemittanceRow,
  OpeningBalanceRow,
  Voucher,
  VoucherLineInput,
  VoucherType,
};

interface Listed<Row> {
  data: Row[];
  total: number;
}

const params = (values: Record<string, string | undefined>) => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value) search.set(name, value);
  return search.toString();
};

function useRead<T>(path: string, query: Record<string, string | undefined>, enabled = true) {
  return useQuery({
    queryKey: [...VOUCHERS_KEY, path, query] as QueryKey,
    queryFn: ({ signal }) => apiRequest<T>(`${path}?${params(query)}`, { signal }),
    enabled,
    staleTime: 0,
  });
}

export interface VoucherFilter {
  from: string;
  to: string;
  voucherType?: VoucherType;
  marketId?: string;
}

export const useVouchers = (filter: VoucherFilter) =>
  useRead<Listed<Voucher>>('Voucher/getAll_Voucher', { ...filter }, filter.from !== '' && filter.to !== '');

export const useVoucher = (voucherId: string | undefined) =>
  useQuery({
    queryKey: [...VOUCHERS_KEY, 'voucher', voucherId] as QueryKey,
    queryFn: ({ signal }) =>
      apiRequest<Voucher>(`Voucher/get_Voucher/${encodeURIComponent(voucherId!)}`, { signal }),
    enabled: Boolean(voucherId),
    staleTime: 0,
  });

export const useAccountOptions = (marketId: string | undefined, enabled: boolean) =>
  useRead<Listed<AccountOption>>('Ledger/getAll_Accounts', { marketId }, enabled);

export const useOpeningBalances = (query: { marketId?: string; customerType?: string }, enabled: boolean) =>
  useRead<Listed<OpeningBalanceRow> & { suspenseBalancePaise: number }>(
    'OpeningBalance/getAll_OpeningBalance',
    query,
    enabled,
  );

/** A financial year's months, with the market's go-live date, the month to close next and the locked years. */
export type LedgerMonths = Listed<LedgerMonthRow> & {
  financialYear: string;
  goLive: string | null;
  goLiveOpen: boolean;
  nextToClose: string | null;
  lockedFinancialYears: string[];
};

/** The market's cash on hand and its opening cash, if counted (CashBook/get_CashOnHand). */
export const useOpeningCash = (marketId: string | undefined, enabled: boolean) =>
  useRead<CashOnHandAnswer>('CashBook/get_CashOnHand', { marketId }, enabled);

export const useLedgerMonths = (query: { marketId?: string; financialYear?: string }, enabled: boolean) =>
  useRead<LedgerMonths>('Configmonth/GetMonth', query, enabled);

/** Levy remittances and what the levy accounts hold (the most that can be remitted). */
export const useLevyRemittances = (query: { marketId?: string }, enabled: boolean) =>
  useRead<Listed<LevyRemittanceRow> & { heldPaise: { farmerLevy: number; reelerLevy: number } }>(
    'LevyRemittance/getAll_LevyRemittance',
    query,
    enabled,
  );
