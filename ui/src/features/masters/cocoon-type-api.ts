import type { SaveCocoonTypeInput, UpdateCocoonTypeInput } from '@cocoon/domain';
import { useQuery } from '@tanstack/react-query';
import type { ListAnswer } from '../../api/answers';
import { apiRequest } from '../../api/client';
import { useCommand } from '../../api/use-command';

export interface CocoonType {
  cocoonId: string;
  name: string;
  shortName: string;
  isActive: number;
}

const LIST_KEY = ['MasCocoon', 'getAll_MasCocoon'] as const;

export function useCocoonTypes() {
  return useQuery({
    queryKey: LIST_KEY,
    queryFn: ({ signal }) =>
      apiRequest<ListAnswer<CocoonType>>('MasCocoon/getAll_MasCocoon', { signal }).then((a) => a.data),
  });
}

export const useSaveCocoonType = () => useCommand<SaveCocoonTypeInput>('MasCocoon/SaveMasCocoon', LIST_KEY);
export const useUpdateCocoonType = () =>
  useCommand<UpdateCocoonTypeInput>('MasCocoon/UpdateMasCocoon', LIST_KEY);
