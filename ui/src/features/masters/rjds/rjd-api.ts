import type { RegisterRjdInput } from '@cocoon/domain';
import { useMutation } from '@tanstack/react-query';
import type { Command, CommandAnswer } from '../../../api/answers';
import { usePathCommand } from '../../../api/use-path-command';
import { REGIONS_KEY } from '../reference/reference-api';
import { STAFF_KEY, type StaffMember } from '../staff/staff-api';
import type { RjdUpdate } from './rjd-values';

/** auth/Register-RJD: the region (when its code is new) and the RJD's login; the staff and region lists change. */
export const useRegisterRjd = () =>
  usePathCommand<RegisterRjdInput>('auth/Register-RJD', STAFF_KEY, REGIONS_KEY);

/**
 * The RJD form edits the person (MasUsers/UpdateMasUsers) and the region's name (MasRegion/UpdateMasRegion),
 * the second only when it changed. Each is its own command with its own key (useCommand): a save retried after
 * the rename was lost renames once.
 */
export function useUpdateRjd(member: StaffMember, regionIsActive: number) {
  const person = usePathCommand<Omit<RjdUpdate, 'regionId' | 'regionName'>>(
    'MasUsers/UpdateMasUsers',
    STAFF_KEY,
  );
  const region = usePathCommand<{ regionId: string; regionName: string; isActive: number }>(
    'MasRegion/UpdateMasRegion',
    REGIONS_KEY,
  );
  return useMutation<CommandAnswer, Error, Command<RjdUpdate>>({
    mutationFn: async ({ body }) => {
      const { regionId, regionName, ...changes } = body;
      const answer = await person.mutateAsync({ body: changes });
      if (regionName !== member.regionName)
        await region.mutateAsync({ body: { regionId, regionName, isActive: regionIsActive } });
      return answer;
    },
  });
}
