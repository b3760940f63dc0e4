import type { AdOfficeRow } from '@cocoon/domain';
import { registerAdCommand, updateAdCommand } from '@cocoon/domain';
import { useCommand } from '../../../api/use-command';
import type { TableColumn } from '../../../components/table/column';
import { useListQuery } from '../../../components/table/use-list-query';
import { useListRecord } from '../../../components/table/use-list-record';
import { AD_OFFICES_KEY } from '../reference/reference-api';

/** An AD office with its Assistant Director, as MasAssistantDirector/getAll_MasAssistantDirector lists it. */
export type AdOffice = AdOfficeRow;

const LIST_PATH = 'MasAssistantDirector/getAll_MasAssistantDirector';
/** The fields the server searches (projectors/src/masters/offices/offices.queries.ts). */
const SEARCH_FIELDS = ['adCode', 'adOfficeName', 'name', 'regionName', 'mobileNo'] as const;

export function useAdList(columns: readonly TableColumn<AdOffice>[]) {
  return useListQuery<AdOffice>({
    path: LIST_PATH,
    queryKey: AD_OFFICES_KEY,
    searchFields: SEARCH_FIELDS,
    columns,
    searchPlaceholder: 'Search code, office, name, region or mobile',
  });
}

export const useAdOffice = (adOfficeId: string) =>
  useListRecord<AdOffice>(LIST_PATH, AD_OFFICES_KEY, adOfficeId, (o) => o.adOfficeId);

export const useRegisterAd = () => useCommand(registerAdCommand, AD_OFFICES_KEY);
export const useUpdateAd = () => useCommand(updateAdCommand, AD_OFFICES_KEY);
