import type { RegisterRjdInput } from '@cocoon/domain';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Command, CommandAnswer } from '../../../api/answers';
import { apiCommand } from '../../../api/client';
import { REGIONS_KEY } from '../reference/reference-api';
import { STAFF_KEY, type StaffMember } from '../staff/staff-api';
import type { RjdUpdate } from './rjd-values';

/** An RJD's save changes the staff lists and the regions every picker offers. */
function useRjdCommand<Body>(send: (command: Command<Body>) => Promise<CommandAnswer>) {
  const client = useQueryClient();
  const refresh = (key: QueryKey) => client.invalidateQueries({ queryKey: key });
  return useMutation({
    mutationFn: send,
    onSuccess: () => Promise.all([refresh(STAFF_KEY), refresh(REGIONS_KEY)]),
  });
}

/** auth/Register-RJD: the region (when its code is new) and the RJD's login. */
export const useRegisterRjd = () =>
  useRjdCommand<RegisterRjdInput>(({ body, idempotencyKey }) =>
    apiCommand('auth/Register-RJD', body, idempotencyKey),
  );

/**
 * The RJD form edits the person (MasUsers/UpdateMasUsers) and the region's name (MasRegion/UpdateMasRegion),
 * the second only when it changed. Its key derives from the first, so a retried save renames once.
 */
export function useUpdateRjd(member: StaffMember, regionIsActive: number) {
  return useRjdCommand<RjdUpdate>(async ({ body, idempotencyKey }) => {
    const { regionId, regionName, ...person } = body;
    const answer = await apiCommand<CommandAnswer>('MasUsers/UpdateMasUsers', person, idempotencyKey);
    if (regionName !== member.regionName) {
      await apiCommand(
        'MasRegion/UpdateMasRegion',
        { regionId, regionName, isActive: regionIsActive },
        `${idempotencyKey}:region`,
      );
    }
    return answer;
  });
}
