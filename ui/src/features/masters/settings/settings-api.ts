import type { MarketSettingRow, MarketSettingsAnswer, SettingValueRow } from '@cocoon/domain';
import { setMarketSettingCommand } from '@cocoon/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { useCommand } from '../../../api/use-command';

export type { SettingValueRow };
/** One setting as dataManager/getSettings describes it. */
export type MarketSetting = MarketSettingRow;

const SETTINGS_KEY = ['dataManager', 'settings'] as const;

export const useMarketSettings = () =>
  useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }) => apiRequest<MarketSettingsAnswer>('dataManager/getSettings', { signal }),
  });

export const useSetMarketSetting = () => useCommand(setMarketSettingCommand, SETTINGS_KEY);
