import type { SetMarketSettingInput } from '@cocoon/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { useCommand } from '../../../api/use-command';
import type { SettingUnit } from './setting-units';

export interface SettingValueRow {
  key: string;
  value: number;
  effectiveFrom: string;
  marketId: string | null;
  setBy?: string | null;
  setAt?: string;
}

/** One setting as dataManager/getSettings describes it. */
export interface MarketSetting {
  key: string;
  label: string;
  unit: SettingUnit;
  min: number;
  max: number;
  defaultValue: number | null;
  inForce: SettingValueRow | null;
  history: SettingValueRow[];
}

interface SettingsAnswer {
  date: string;
  data: MarketSetting[];
}

const SETTINGS_KEY = ['dataManager', 'settings'] as const;

export const useMarketSettings = () =>
  useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }) => apiRequest<SettingsAnswer>('dataManager/getSettings', { signal }),
  });

export const useSetMarketSetting = () =>
  useCommand<SetMarketSettingInput>('dataManager/SetKeyValue', SETTINGS_KEY);
