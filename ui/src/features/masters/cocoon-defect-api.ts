import type { CocoonDefectRow } from '@cocoon/domain';
import {
  removeCocoonDefectCommand,
  saveCocoonDefectCommand,
  updateCocoonDefectCommand,
} from '@cocoon/domain';
import { useCommand } from '../../api/use-command';
import type { TableColumn } from '../../components/table/column';
import { useListQuery } from '../../components/table/use-list-query';
import { useListRecord } from '../../components/table/use-list-record';

export type CocoonDefect = CocoonDefectRow;

const LIST_PATH = 'DefectCocoon/getAll_DefectCocoon';
const LIST_KEY = ['DefectCocoon', 'getAll_DefectCocoon'] as const;
/** The fields the server searches (projectors/src/masters/cocoon-defects.queries.ts). */
const SEARCH_FIELDS = ['defectCode', 'defectName'] as const;

export function useCocoonDefectList(columns: readonly TableColumn<CocoonDefect>[]) {
  return useListQuery<CocoonDefect>({
    path: LIST_PATH,
    queryKey: LIST_KEY,
    searchFields: SEARCH_FIELDS,
    columns,
  });
}

export function useCocoonDefect(defectId: string) {
  return useListRecord<CocoonDefect>(LIST_PATH, LIST_KEY, defectId, (d) => d.defectId);
}

export const useSaveCocoonDefect = () => useCommand(saveCocoonDefectCommand, LIST_KEY);
export const useUpdateCocoonDefect = () => useCommand(updateCocoonDefectCommand, LIST_KEY);
export const useRemoveCocoonDefect = () => useCommand(removeCocoonDefectCommand, LIST_KEY);
