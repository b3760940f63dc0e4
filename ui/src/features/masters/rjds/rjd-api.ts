import { registerRjdCommand, updateRegionCommand, updateStaffCommand } from '@cocoon/domain';
import { useMutation } from '@tanstack/react-query';
import type { Command } from '../../../api/answers';
import { useCommand } from '../../../api/use-command';
import { REGIONS_KEY } from '../reference/reference-api';
import { STAFF_KEY, type StaffMember } from '../staff/staff-api';
import type { RjdUpdate } from './rjd-values';

/** auth/Register-RJD: the region (when its code is new) and the RJD's login; the staff and region lists change. */
export const useRegisterRjd = () => useCommand(registerRjdCommand, STAFF_KEY, REGIONS_KEY);

/**
 * The RJD form edits the person (MasUsers/UpdateMasUsers) and the region's name (MasRegion/UpdateMasRegion),
 * the second only when it changed. Each is its own command with its own key (useCommand): a save retried after
 * the rename was lost renames once.
 */
export function useUpdateRjd(member: StaffMember, regionIsActive: 0 | 1) {
  const person = useCommand(updateStaffCommand, STAFF_KEY);
  const region = useCommand(updateRegionCommand, REGIONS_KEY);
  return useMutation({
    mutationFn: async ({ body }: Command<RjdUpdate>) => {
      const { regionId, regionName, ...changes } = body;
      const answer = await person.mutateAsync({ body: changes });
      if (regionName !== member.regionName)
        await region.mutateAsync({ body: { regionId, regionName, isActive: regionIsActive } });
      return answer;
    },
  });
}
