import {
  allocateHeadCodeCommand,
  generateOtpCommand,
  registerCustomerCommand,
  updateCustomerCommand,
  verifyCustomerOtpCommand,
} from '@cocoon/domain';
import { useQuery } from '@tanstack/react-query';
import type { CommandAnswer } from '../../../api/answers';
import { apiRequest } from '../../../api/client';
import { useCommand } from '../../../api/use-command';
import type { TableColumn } from '../../../components/table/column';
import { useListQuery } from '../../../components/table/use-list-query';
import type { CustomerKind } from './customer-kinds';
import type { CustomerRecord } from './customer-values';

/** Every farmer and reeler query starts with this: a save refreshes lists, the record and its history. */
export const CUSTOMERS_KEY = ['customers'] as const;

/** The fields the server searches (projectors/src/masters/customers/customers.queries.ts). */
const SEARCH_FIELDS = ['ledgerName', 'headCode', 'mobileNo'] as const;

/** Farmers grow to tens of thousands per market: the server always pages, sorts and searches. */
export function useCustomerList(kind: CustomerKind, columns: readonly TableColumn<CustomerRecord>[]) {
  return useListQuery<CustomerRecord>({
    path: kind.listApi,
    queryKey: [...CUSTOMERS_KEY, kind.type],
    searchFields: SEARCH_FIELDS,
    columns,
    serverPaging: true,
    searchPlaceholder: 'Search name, head code or mobile',
  });
}

export interface CustomerAnswer {
  data: CustomerRecord;
  /** Full Aadhaar, PAN and bank numbers come only to a role that may edit the customer. */
  editable: boolean;
}

export const useCustomer = (customerId: string) =>
  useQuery({
    queryKey: [...CUSTOMERS_KEY, 'record', customerId],
    queryFn: ({ signal }) =>
      apiRequest<CustomerAnswer>(`Customer/get_Customer/${encodeURIComponent(customerId)}`, { signal }),
    staleTime: 0,
    gcTime: 0,
  });

export interface RegisteredAnswer extends CommandAnswer {
  customerId: string;
  headCode: string;
  status: string;
}

export const useRegisterCustomer = () => useCommand(registerCustomerCommand, CUSTOMERS_KEY);

export const useUpdateCustomer = () => useCommand(updateCustomerCommand, CUSTOMERS_KEY);

export interface HeadCodeAnswer {
  headCode: string;
  sequence: number;
  branchCode: string;
}

/** dataManager/getHeadCode: the market's next head code, allocated for good (never handed out twice). */
export const useAllocateHeadCode = () => useCommand(allocateHeadCodeCommand);

export const useSendOtp = () => useCommand(generateOtpCommand);

export const useVerifyOtp = () => useCommand(verifyCustomerOtpCommand, CUSTOMERS_KEY);
