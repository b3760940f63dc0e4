import type { BranchRow } from '@cocoon/domain';
import { saveBranchCommand, updateBranchCommand } from '@cocoon/domain';
import { useCommand } from '../../../api/use-command';
import type { TableColumn } from '../../../components/table/column';
import { useListQuery } from '../../../components/table/use-list-query';
import { useListRecord } from '../../../components/table/use-list-record';
import { BRANCHES_KEY } from '../reference/reference-api';

/** A market or TSC as Tsc/getAll_Tsc lists it. */
export type Branch = BranchRow;

const LIST_PATH = 'Tsc/getAll_Tsc';
/** The fields the server searches (projectors/src/masters/offices/offices.queries.ts). */
const SEARCH_FIELDS = ['branchCode', 'branchName', 'branchNameTa', 'city', 'mobileNo'] as const;

export function useBranchList(columns: readonly TableColumn<Branch>[]) {
  return useListQuery<Branch>({
    path: LIST_PATH,
    queryKey: BRANCHES_KEY,
    searchFields: SEARCH_FIELDS,
    columns,
    searchPlaceholder: 'Search code, name, city or mobile',
  });
}

export const useBranch = (branchId: string) =>
  useListRecord<Branch>(LIST_PATH, BRANCHES_KEY, branchId, (b) => b.branchId);

// Saving a branch also changes the markets and TSCs every picker offers: they share the key.
export const useSaveBranch = () => useCommand(saveBranchCommand, BRANCHES_KEY);
export const useUpdateBranch = () => useCommand(updateBranchCommand, BRANCHES_KEY);
