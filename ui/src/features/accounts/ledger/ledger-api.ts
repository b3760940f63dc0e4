import {
  type AccountOption,
  type CustomerPassbook,
  type LedgerCustomerKind,
  REPORT_PAGE_SIZE,
} from '@cocoon/domain';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

/** The ledger's read calls (Ledger/CustomerPassbook and the customer picker). Every key starts with LEDGER_KEY. */
export const LEDGER_KEY = ['accounts', 'ledger'] as const;

export type { CustomerPassbook, LedgerCustomerKind };

const params = (values: Record<string, string | undefined>) => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value) search.set(name, value);
  return search.toString();
};

export interface PassbookQuery {
  kind: LedgerCustomerKind;
  customerId: string;
  from: string;
  to: string;
  /** Undefined until the market is known (picked, or the user's only one): nothing is asked before. */
  marketId: string | undefined;
  /** The screen page of lines (1-based, REPORT_PAGE_SIZE lines): ten years of a busy reeler are 50,000. */
  page: number;
}

/** A customer's passbook over a period; nothing is asked until the market, a customer and both dates are chosen. */
export const usePassbook = (q: PassbookQuery) =>
  useQuery({
    queryKey: [...LEDGER_KEY, 'passbook', q] as QueryKey,
    queryFn: ({ signal }) =>
      apiRequest<CustomerPassbook>(
        `Ledger/CustomerPassbook?${params({
          marketId: q.marketId,
          customerId: q.customerId,
          customerType: q.kind,
          from: q.from,
          to: q.to,
          page: String(q.page),
          pageSize: String(REPORT_PAGE_SIZE),
        })}`,
        { signal },
      ),
    // The page before stays on screen while the next one is read (the same customer and dates only).
    placeholderData: (previous) =>
      previous?.customerId === q.customerId && previous.from === q.from && previous.to === q.to
        ? previous
        : undefined,
    enabled:
      q.marketId !== undefined && q.customerId !== '' && q.from !== '' && q.to !== '' && q.from <= q.to,
    staleTime: 0,
  });

export interface CustomerOption {
  /** The customer id: the picker's key. */
  key: string;
  customerId: string;
  code: string | null;
  name: string;
  village: string | null;
  mobileNo: string | null;
}

/**
 * The market's farmers or reelers, from the voucher account picker's call (the same roles may call it); it
 * needs one market, so an AD or RJD picks a market first.
 */
export const useCustomerOptions = (kind: LedgerCustomerKind, marketId: string | undefined) =>
  useQuery({
    queryKey: [...LEDGER_KEY, 'customers', marketId ?? ''] as QueryKey,
    queryFn: ({ signal }) =>
      apiRequest<{ data: AccountOption[] }>(`Ledger/getAll_Accounts?${params({ marketId })}`, { signal }),
    select: (page): CustomerOption[] =>
      page.data.flatMap((o) =>
        o.account.kind === kind
          ? [
              {
                key: o.account.customerId,
                customerId: o.account.customerId,
                code: o.code,
                name: o.name,
                village: o.village ?? null,
                mobileNo: o.mobileNo ?? null,
              },
            ]
          : [],
      ),
    enabled: marketId !== undefined,
    staleTime: 30_000,
  });
