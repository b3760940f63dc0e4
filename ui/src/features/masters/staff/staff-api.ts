import type { Role, StaffRow } from '@cocoon/domain';
import { updateStaffCommand } from '@cocoon/domain';
import { useQuery } from '@tanstack/react-query';
import type { ListAnswer } from '../../../api/answers';
import { apiRequest } from '../../../api/client';
import { useCommand } from '../../../api/use-command';
import type { TableColumn } from '../../../components/table/column';
import { useListQuery } from '../../../components/table/use-list-query';
import { useListRecord } from '../../../components/table/use-list-record';
import type { StaffKind } from './staff-kinds';

/** A staff account as MasUsers/getAll_MasUsers lists it. */
export type StaffMember = StaffRow;

/** Every staff query starts with this, so a save refreshes the user, officer and RJD lists alike. */
export const STAFF_KEY = ['staff'] as const;
const LIST_PATH = 'MasUsers/getAll_MasUsers';
/** The fields the server searches (projectors/src/masters/offices/offices.queries.ts). */
const SEARCH_FIELDS = ['userName', 'name', 'designation', 'mobileNo', 'emailId', 'branchName'] as const;

const filterOf = (userType?: Role) => (userType ? { userType } : undefined);

export function useStaffList(userType: Role | undefined, columns: readonly TableColumn<StaffMember>[]) {
  return useListQuery<StaffMember>({
    path: LIST_PATH,
    queryKey: [...STAFF_KEY, userType ?? 'all'],
    searchFields: SEARCH_FIELDS,
    columns,
    params: filterOf(userType),
    searchPlaceholder: 'Search username, name, mobile or market',
  });
}

export const useStaffMember = (staffId: string, userType?: Role) =>
  useListRecord<StaffMember>(
    userType ? `${LIST_PATH}?userType=${encodeURIComponent(userType)}` : LIST_PATH,
    STAFF_KEY,
    staffId,
    (s) => s.staffId,
  );

/** The user types the caller may grant on auth/Register-MasUsers. */
export const useGrantableTypes = () =>
  useQuery({
    queryKey: [...STAFF_KEY, 'grantable'],
    queryFn: ({ signal }) =>
      apiRequest<ListAnswer<Role>>('MasUsers/getAll_UserTypes', { signal }).then((a) => a.data),
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * auth/Register-Market or auth/Register-MasUsers: the body is whatever the master's own register schema
 * produced (Register-Market's has no user type: it is always Market Officer).
 */
export const useRegisterStaff = (kind: StaffKind) => useCommand(kind.register, STAFF_KEY);
export const useUpdateStaff = () => useCommand(updateStaffCommand, STAFF_KEY);
