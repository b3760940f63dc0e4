import {
  approveBankChangeCommand,
  type BankChangeRow,
  type bankChangeListSchema,
  rejectBankChangeCommand,
} from '@cocoon/domain';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../api/client';
import { useCommand } from '../../../api/use-command';

export type { BankChangeRow };

type BankChangeList = z.infer<typeof bankChangeListSchema>;

/** Every read of the changes (and of the farmers, whose bank details an approval changes) refreshes after a decision. */
export const BANK_CHANGES_KEY = ['Customer', 'getPendingBankChanges'] as const;
const FARMERS_KEY = ['Customer'] as const;

export const usePendingBankChanges = () =>
  useQuery({
    queryKey: BANK_CHANGES_KEY,
    queryFn: ({ signal }) => apiRequest<BankChangeList>('Customer/getPendingBankChanges', { signal }),
    staleTime: 0,
  });

export const useApproveBankChange = () => useCommand(approveBankChangeCommand, FARMERS_KEY);
export const useRejectBankChange = () => useCommand(rejectBankChangeCommand, FARMERS_KEY);
