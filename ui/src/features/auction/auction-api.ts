import type {
  InwardSettings,
  ListPage,
  LotRow,
  SlotApprovalPreview,
  SlotRow,
  SlotStatus,
} from '@cocoon/domain';
import {
  approveAllBidsCommand,
  type CommandReply,
  correctWeightCommand,
  decideBidCommand,
  decideWeightCorrectionCommand,
  inwardLotCommand,
  MESSAGES,
  recordWeightCommand,
  scheduleSlotCommand,
} from '@cocoon/domain';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import { useCommand } from '../../api/use-command';

/**
 * The e-auction's calls (the paths and answers are in /api/openapi.json). Every query key starts with AUCTION_KEY, so any auction
 * command refreshes every auction list: an approval changes the weight list, a slot changes the inward list.
 */
export const AUCTION_KEY = ['auction'] as const;

/** The market settings in force on a date (CocoonInward/InwardSettings). */
export type { InwardSettings, LotRow, SlotRow, SlotStatus };

/** Filters of the auction reads; a Branch Admin's market is implied, AD and RJD may name one. */
export interface DayFilter {
  date: string;
  marketId?: string;
  slotNo?: number;
}

function query(filter: DayFilter): string {
  const params = new URLSearchParams({ date: filter.date });
  if (filter.marketId) params.set('marketId', filter.marketId);
  if (filter.slotNo !== undefined) params.set('slotNo', String(filter.slotNo));
  return params.toString();
}

/** Statuses the server clock moves on by itself (a slot opens, closes). */
const MOVING = new Set(['Scheduled', 'Open', 'Bidding']);
const MOVING_REFRESH_MS = 15_000;

/**
 * A whole day's list (the api answers it unpaged); nothing is asked until the date is chosen. Statuses follow
 * the server clock, so the list is always read afresh, and read again while a slot of it is still running.
 */
function useDayList<Row extends { status?: string }>(path: string, filter: DayFilter, enabled = true) {
  return useQuery({
    queryKey: [...AUCTION_KEY, path, filter] as QueryKey,
    queryFn: ({ signal }) => apiRequest<ListPage<Row>>(`${path}?${query(filter)}`, { signal }),
    enabled: enabled && filter.date !== '',
    select: (page) => page.data,
    staleTime: 0,
    refetchInterval: (q) =>
      q.state.data?.data.some((row) => MOVING.has(row.status ?? '')) ? MOVING_REFRESH_MS : false,
  });
}

export const useInwardLots = (filter: DayFilter) =>
  useDayList<LotRow>('CocoonInward/getAll_CucoonInward', filter);

/** Lots of the date a new slot may take: never slotted, or unsold after their slot. */
export const useFreeLots = (filter: DayFilter) => useDayList<LotRow>('CocoonInward/getAll_FromLots', filter);

export const useSlots = (filter: DayFilter) => useDayList<SlotRow>('SlotInfo/getAll_SlotByDate', filter);

export const useSlotLots = (filter: DayFilter) =>
  useDayList<LotRow>('SlotInfo/getAll_BidByDateSlot', filter, filter.slotNo !== undefined);

export const useWeightLots = (filter: DayFilter) =>
  useDayList<LotRow>('CocoonAuction/getAll_Weightinfo', filter);

export const useInwardSettings = (filter: Omit<DayFilter, 'slotNo'>) =>
  useQuery({
    queryKey: [...AUCTION_KEY, 'settings', filter] as QueryKey,
    queryFn: ({ signal }) =>
      apiRequest<InwardSettings>(`CocoonInward/InwardSettings?${query(filter)}`, { signal }),
    enabled: filter.date !== '',
  });

/** An auction command's toast is the server's own message ('Data Processed..!', 'Form Submitted Successfully'). */
export const answerMessage = (answer: { message?: string }): string =>
  answer.message || MESSAGES.formSubmitted;

/** What the commands answer, as their definitions say. */
export type InwardSaved = CommandReply<typeof inwardLotCommand>;

export const useSaveInward = () => useCommand(inwardLotCommand, AUCTION_KEY);
export const useSaveSlot = () => useCommand(scheduleSlotCommand, AUCTION_KEY);
export const useDecideBid = () => useCommand(decideBidCommand, AUCTION_KEY);
export const useApproveAllBids = () => useCommand(approveAllBidsCommand, AUCTION_KEY);
export type { SlotApprovalPreview };

/** What "approve all highest bids" of a slot would approve and refuse, read afresh when the officer asks. */
export const fetchApprovalPreview = (filter: DayFilter & { slotNo: number }) =>
  apiRequest<SlotApprovalPreview>(`SlotInfo/BiddingApprovalPreview?${query(filter)}`);
export const useSaveWeight = () => useCommand(recordWeightCommand, AUCTION_KEY);
export const useCorrectWeight = () => useCommand(correctWeightCommand, AUCTION_KEY);

/** Corrections of paid lots awaiting the Assistant Director (any date); refreshed by every auction command. */
export const useCorrectionRequests = (marketId?: string) =>
  useQuery({
    queryKey: [...AUCTION_KEY, 'CocoonAuction/getAll_WeightCorrectionRequests', marketId ?? ''] as QueryKey,
    queryFn: ({ signal }) =>
      apiRequest<ListPage<LotRow>>(
        `CocoonAuction/getAll_WeightCorrectionRequests${marketId ? `?marketId=${marketId}` : ''}`,
        { signal },
      ),
    select: (page) => page.data,
    staleTime: 0,
  });

export const useDecideCorrection = () => useCommand(decideWeightCorrectionCommand, AUCTION_KEY);
