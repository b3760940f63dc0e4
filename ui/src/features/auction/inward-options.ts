import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import type { ListPage } from '../../components/table/list-page';
import type { CocoonType } from '../masters/cocoon-type-api';
import type { CustomerRecord } from '../masters/customers/customer-values';

/** The farmers a search finds, a page at a time (a market has tens of thousands). */
const FARMER_PAGE = 8;

export type FarmerOption = Pick<
  CustomerRecord,
  'customerId' | 'ledgerName' | 'headCode' | 'mobileNo' | 'fatherName' | 'city' | 'isActive' | 'status'
>;

/** Customer/getAll_Farmers searches name, head code and mobile number on the server. */
export const useFarmerSearch = (search: string) =>
  useQuery({
    queryKey: ['customers', 'farmer', 'pick', search],
    queryFn: ({ signal }) =>
      apiRequest<ListPage<FarmerOption>>(
        `Customer/getAll_Farmers?${new URLSearchParams({ page: '1', pageSize: String(FARMER_PAGE), search })}`,
        { signal },
      ),
    select: (page) => page.data,
    placeholderData: (previous) => previous,
    staleTime: 30_000,
  });

/** The active cocoon types (races), for the silk type of a lot. */
export const useActiveCocoonTypes = () =>
  useQuery({
    queryKey: ['MasCocoon', 'getAll_MasCocoon', 'active'],
    queryFn: ({ signal }) =>
      apiRequest<ListPage<CocoonType>>('MasCocoon/getAll_MasCocoon?pageSize=500', { signal }),
    select: (page) => page.data.filter((t) => t.isActive === 1),
  });
