import type { SaveCocoonDefectInput, UpdateCocoonDefectInput } from '@cocoon/domain';
import { useQuery } from '@tanstack/react-query';
import type { ListAnswer } from '../../api/answers';
import { apiRequest } from '../../api/client';
import { useCommand } from '../../api/use-command';

export interface CocoonDefect {
  defectId: string;
  defectCode: string;
  defectName: string;
  isActive: number;
}

const LIST_KEY = ['DefectCocoon', 'getAll_DefectCocoon'] as const;

export function useCocoonDefects() {
  return useQuery({
    queryKey: LIST_KEY,
    queryFn: ({ signal }) =>
      apiRequest<ListAnswer<CocoonDefect>>('DefectCocoon/getAll_DefectCocoon', { signal }).then(
        (a) => a.data,
      ),
  });
}

export const useSaveCocoonDefect = () =>
  useCommand<SaveCocoonDefectInput>('DefectCocoon/SaveDefectCocoon', LIST_KEY);
export const useUpdateCocoonDefect = () =>
  useCommand<UpdateCocoonDefectInput>('DefectCocoon/UpdateDefectCocoon', LIST_KEY);
export const useRemoveCocoonDefect = () =>
  useCommand<{ defectId: string }>('DefectCocoon/RemoveDefectCocoon', LIST_KEY);
