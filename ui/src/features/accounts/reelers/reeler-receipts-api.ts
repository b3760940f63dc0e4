import type { ReelerDues, ReelerReceiptRow } from '@cocoon/domain';
import { reverseReelerReceiptCommand, saveReelerReceiptCommand } from '@cocoon/domain';
import { useQuery } from '@tanstack/react-query';
import type { CommandAnswer } from '../../../api/answers';
import { apiRequest } from '../../../api/client';
import { useCommand } from '../../../api/use-command';
import type { ListPage } from '../../../components/table/list-page';
import type { CustomerRecord } from '../../masters/customers/customer-values';

export type { ReelerDues, ReelerReceiptRow };

/** Every reeler receipt query starts with this key: a receipt or a reversal refreshes the list and the dues. */
export const REELER_RECEIPTS_KEY = ['ReelerReceipt'] as const;

const params = (values: Record<string, string | undefined>) => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value) search.set(name, value);
  return search.toString();
};

export interface ReceiptPeriod {
  from: string;
  to: string;
  marketId?: string;
}

export const useReelerReceipts = (period: ReceiptPeriod) =>
  useQuery({
    queryKey: [...REELER_RECEIPTS_KEY, 'list', period],
    queryFn: ({ signal }) =>
      apiRequest<{ data: ReelerReceiptRow[]; total: number }>(
        `ReelerReceipt/getAll_Receipts?${params({ ...period })}`,
        { signal },
      ),
    enabled: period.from !== '' && period.to !== '',
    staleTime: 0,
  });

/** The reeler's open invoices (paid oldest first by their receipts), the balance and the deposit available. */
export const useReelerDues = (reelerId: string, marketId?: string) =>
  useQuery({
    queryKey: [...REELER_RECEIPTS_KEY, 'dues', reelerId, marketId ?? ''],
    queryFn: ({ signal }) =>
      apiRequest<ReelerDues>(`ReelerReceipt/get_ReelerDues?${params({ reelerId, marketId })}`, { signal }),
    enabled: reelerId !== '',
    staleTime: 0,
  });

export type ReelerOption = Pick<
  CustomerRecord,
  'customerId' | 'ledgerName' | 'headCode' | 'isActive' | 'branchId'
>;

/** The active reelers of the market (a market has a few hundred: one page, picked from a select). */
export const useReelerOptions = (marketId?: string) =>
  useQuery({
    queryKey: ['customers', 'reeler', 'receipt-pick', marketId ?? ''],
    queryFn: ({ signal }) =>
      apiRequest<ListPage<ReelerOption>>('Customer/getAll_Reelers?page=1&pageSize=500', { signal }),
    select: (page) => page.data.filter((r) => r.isActive === 1 && (!marketId || r.branchId === marketId)),
    staleTime: 30_000,
  });

/** What a receipt or a reversal answers: the numbers it took. */
export type ReceiptAnswer = CommandAnswer & {
  receiptId: string;
  receiptNo: string;
  reversalNo?: string;
  /** A receipt: what it paid on each invoice and kept as deposit. */
  applied?: Array<{ invoiceNo: string; amountPaise: number }>;
  depositPaise?: number;
};

export const useReceiveReelerPayment = () => useCommand(saveReelerReceiptCommand, REELER_RECEIPTS_KEY);
export const useReverseReelerReceipt = () => useCommand(reverseReelerReceiptCommand, REELER_RECEIPTS_KEY);
