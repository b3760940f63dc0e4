import { LOT_HISTORY, WEIGHT_INPUT } from '../shell/screens';

/** The audit trail of one lot (built by the lot history screen). */
export const lotHistoryPath = (lotId: string) =>
  LOT_HISTORY.path.replace(':lotId', encodeURIComponent(lotId));

/** The weight entry of one approved lot; the date finds it in that day's weight list. */
export const weightEntryPath = (lotId: string, date: string) =>
  `${WEIGHT_INPUT.path}?${new URLSearchParams({ lotId, date }).toString()}`;
