import type { CocoonDefectRow, SaveCocoonDefectInput, UpdateCocoonDefectInput } from '@cocoon/domain';
import { usePathCommand } from '../../api/use-path-command';
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

export const useSaveCocoonDefect = () =>
  usePathCommand<SaveCocoonDefectInput>('DefectCocoon/SaveDefectCocoon', LIST_KEY);
export const useUpdateCocoonDefect = () =>
  usePathCommand<UpdateCocoonDefectInput>('DefectCocoon/UpdateDefectCocoon', LIST_KEY);
export const useRemoveCocoonDefect = () =>
  usePathCommand<{ defectId: string }>('DefectCocoon/RemoveDefectCocoon', LIST_KEY);
