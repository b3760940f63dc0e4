import {
  deactivateNoticeTemplateCommand,
  type FarmerNoticePreferenceView,
  type NoticeMessageRow,
  type NoticeOutbox,
  type NoticeTemplateList,
  type NoticeTemplateRow,
  saveNoticeTemplateCommand,
  setFarmerNoticePreferenceCommand,
  updateNoticeTemplateCommand,
} from '@cocoon/domain';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import { useCommand } from '../../api/use-command';

export type { NoticeMessageRow, NoticeTemplateRow };

export const TEMPLATES_KEY = ['Notices', 'get_Templates'] as const;
const OUTBOX_KEY = ['Notices', 'get_Outbox'] as const;

/** Every registered SMS template (the Admin's registry). */
export const useNoticeTemplates = () =>
  useQuery({
    queryKey: TEMPLATES_KEY as unknown as QueryKey,
    queryFn: ({ signal }) => apiRequest<NoticeTemplateList>('Notices/get_Templates', { signal }),
    staleTime: 0,
  });

/** A market's notices, newest first; refreshed every 5 s (delivery reports arrive while it is open). */
export const useNoticeOutbox = (marketId: string | undefined, enabled: boolean) =>
  useQuery({
    queryKey: [...OUTBOX_KEY, marketId ?? 'own'] as QueryKey,
    queryFn: ({ signal }) =>
      apiRequest<NoticeOutbox>(`Notices/get_Outbox${marketId ? `?marketId=${marketId}` : ''}`, { signal }),
    enabled,
    refetchInterval: 5_000,
  });

const FARMER_PREFERENCE_KEY = ['Notices', 'get_FarmerPreference'] as const;

/** A farmer's SMS choice (their language or the market's, and opt-out), for the farmer form. */
export const useFarmerNoticePreference = (farmerId: string, enabled: boolean) =>
  useQuery({
    queryKey: [...FARMER_PREFERENCE_KEY, farmerId] as QueryKey,
    queryFn: ({ signal }) =>
      apiRequest<FarmerNoticePreferenceView>(`Notices/get_FarmerPreference?farmerId=${farmerId}`, { signal }),
    enabled,
    staleTime: 0,
  });
export const useSetFarmerNoticePreference = () =>
  useCommand(setFarmerNoticePreferenceCommand, FARMER_PREFERENCE_KEY);

export const useSaveNoticeTemplate = () => useCommand(saveNoticeTemplateCommand, TEMPLATES_KEY);
export const useUpdateNoticeTemplate = () => useCommand(updateNoticeTemplateCommand, TEMPLATES_KEY);
export const useDeactivateNoticeTemplate = () => useCommand(deactivateNoticeTemplateCommand, TEMPLATES_KEY);

export const PURPOSE_LABELS = {
  'lot-sold': 'Lot sold',
  credited: 'Money credited',
  returned: 'Payment returned',
  'bank-details-changed': 'Bank details changed',
} as const;
export const LANGUAGE_LABELS = { ta: 'Tamil', en: 'English' } as const;
