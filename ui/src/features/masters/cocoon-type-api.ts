import { type CocoonTypeRow, saveCocoonTypeCommand, updateCocoonTypeCommand } from '@cocoon/domain';
import { useCommand } from '../../api/use-command';
import type { TableColumn } from '../../components/table/column';
import { useListQuery } from '../../components/table/use-list-query';
import { useListRecord } from '../../components/table/use-list-record';

export type CocoonType = CocoonTypeRow;

const LIST_PATH = 'MasCocoon/getAll_MasCocoon';
const LIST_KEY = ['MasCocoon', 'getAll_MasCocoon'] as const;
/** The fields the server searches (projectors/src/masters/cocoon-types.queries.ts). */
const SEARCH_FIELDS = ['name', 'shortName'] as const;

export function useCocoonTypeList(columns: readonly TableColumn<CocoonType>[]) {
  return useListQuery<CocoonType>({
    path: LIST_PATH,
    queryKey: LIST_KEY,
    searchFields: SEARCH_FIELDS,
    columns,
  });
}

export function useCocoonType(cocoonId: string) {
  return useListRecord<CocoonType>(LIST_PATH, LIST_KEY, cocoonId, (t) => t.cocoonId);
}

export const useSaveCocoonType = () => useCommand(saveCocoonTypeCommand, LIST_KEY);
export const useUpdateCocoonType = () => useCommand(updateCocoonTypeCommand, LIST_KEY);
