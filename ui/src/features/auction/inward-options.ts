import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import type { ListPage } from '../../components/table/list-page';
import type { CocoonType } from '../masters/cocoon-type-api';
import type { CustomerRecord } from '../masters/customers/customer-values';

/** The farmers a search finds, a page at a time (a market has tens of thousands). */
const FARMER_PAGE = 8;

export type FarmerOption = Pick<
  CustomerRecord,
  | 'customerId'
  | 'ledgerName'
  | 'headCode'
  | 'mobileNo'
  | 'fatherName'
  | 'city'
  | 'isActive'
  | 'status'
  | 'branchId'
>;

/**
 * Customer/getAll_Farmers searches name, head code and mobile number on the server. An AD or RJD sees the
 * farmers of all their markets: once a market is chosen, only its farmers are offered (a lot's farmer must
 * belong to the lot's market), from a larger page so the filter still leaves a handful.
 */
export const useFarmerSearch = (search: string, marketId?: string) =>
  useQuery({
    queryKey: ['customers', 'farmer', 'pick', search, marketId ?? ''],
    queryFn: ({ signal }) =>
      apiRequest<ListPage<FarmerOption>>(
        `Customer/getAll_Farmers?${new URLSearchParams({
          page: '1',
          pageSize: String(marketId ? FARMER_PAGE * 5 : FARMER_PAGE),
          search,
        })}`,
        { signal },
      ),
    select: (page) =>
      (marketId ? page.data.filter((f) => f.branchId === marketId) : page.data).slice(0, FARMER_PAGE),
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
