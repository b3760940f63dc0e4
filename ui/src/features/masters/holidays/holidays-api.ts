import {
  type HolidayList,
  type HolidayRow,
  prefillHolidaysCommand,
  removeHolidayCommand,
  saveHolidayCommand,
} from '@cocoon/domain';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { useCommand } from '../../../api/use-command';

export type { HolidayList, HolidayRow };

/** Every holiday read starts with this key: a save, removal or pre-fill refreshes them all. */
export const HOLIDAYS_KEY = ['MasHoliday', 'getAll_MasHoliday'] as const;

/** The Branch Admin's own market's holidays of a year and its weekly holiday. */
export const useHolidays = (year: number) =>
  useQuery({
    queryKey: [...HOLIDAYS_KEY, year] as QueryKey,
    queryFn: ({ signal }) => apiRequest<HolidayList>(`MasHoliday/getAll_MasHoliday?year=${year}`, { signal }),
    staleTime: 0,
  });

export const useSaveHoliday = () => useCommand(saveHolidayCommand, HOLIDAYS_KEY);
export const useRemoveHoliday = () => useCommand(removeHolidayCommand, HOLIDAYS_KEY);
export const usePrefillHolidays = () => useCommand(prefillHolidaysCommand, HOLIDAYS_KEY);
