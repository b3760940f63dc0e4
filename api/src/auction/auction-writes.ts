import {
  auctionDayDecider,
  auctionDayEventSchema,
  auctionDayStream,
  ConflictError,
  type Crate,
  istInstant,
  type LotCommand,
  type LotInwardedData,
  type LotState,
  lotDecider,
  lotEventSchema,
  lotStream,
  type ReelerBar,
  slotRefusal,
  ValidationError,
} from '@cocoon/domain';
import { eventIdFor } from '../commands/event-ids.js';
import type { CommandRun } from '../commands/run-command.js';
import type { AuctionSettings } from './access.js';

/**
 * The auction's writes, shared by the HTTP routes, the demo seed and the simulator: each is idempotent by the
 * run's command id (ids of new lots and slots derive from it), so a retry after a crash finishes the same work.
 */
export const dayStreamSpec = (marketId: string, date: string) => ({
  stream: auctionDayStream(marketId, date),
  decider: auctionDayDecider,
  eventSchema: auctionDayEventSchema,
});

export const lotStreamSpec = (lotId: string) => ({
  stream: lotStream(lotId),
  decider: lotDecider,
  eventSchema: lotEventSchema,
});

/** The authoritative state of a lot, from its stream (through the runner's cache). */
export const loadLot = (run: CommandRun, lotId: string): Promise<LotState> =>
  run.deps.streams.state(lotStreamSpec(lotId));

export type InwardDetails = Omit<LotInwardedData, 'lotId' | 'lotNo' | 'assay' | 'settings'>;

export async function inwardLot(
  run: CommandRun,
  details: InwardDetails,
  settings: AuctionSettings,
): Promise<{ lotId: string; lotNo: number; event: LotInwardedData; position: string }> {
  const lotId = eventIdFor(run.commandId, -1);
  const day = dayStreamSpec(details.marketId, details.inwardDate);
  const allocated = await run.decide({
    ...day,
    command: {
      type: 'AllocateLotNumber',
      data: { marketId: details.marketId, inwardDate: details.inwardDate, lotId },
    },
    step: `${run.commandId}:lot-no`,
    marketId: details.marketId,
  });
  const lotNo = (await run.deps.streams.state(day)).lotNumbers.get(lotId);
  if (lotNo === undefined) throw new Error(`lot ${lotId} has no number after allocation`);
  const { events, position } = await run.decide({
    ...lotStreamSpec(lotId),
    // Every lot event names the lot's market: the live feed and market scope read it from here.
    marketId: details.marketId,
    command: {
      type: 'InwardLot',
      data: {
        ...details,
        lotId,
        lotNo,
        settings: {
          rendittaFactor: settings.rendittaFactor,
          silkRatePaise: settings.silkRatePaise,
          conversionCostPaise: settings.conversionCostPaise,
        },
      },
    },
  });
  const inwarded = events.find((e) => e.type === 'LotInwarded');
  if (inwarded?.type !== 'LotInwarded') throw new ConflictError('Selected Data has already been processed');
  return { lotId, lotNo, event: inwarded.data, position: position || allocated.position };
}

export interface SlotRequest {
  marketId: string;
  inwardDate: string;
  startTime: string;
  endTime: string;
  lotFrom: number;
  lotTo: number;
}

export async function scheduleSlot(
  run: CommandRun,
  request: SlotRequest,
): Promise<{ slotId: string; slotNo: number; lotCount: number; position: string }> {
  const slotId = eventIdFor(run.commandId, -1);
  const day = dayStreamSpec(request.marketId, request.inwardDate);
  const current = await run.deps.streams.state(day);
  // Each lot answers for itself (its stream is the authority on whether it is sold or still in a slot).
  const inRange = [...current.lotNumbers].filter(([, no]) => no >= request.lotFrom && no <= request.lotTo);
  const lotRefusals: Record<string, string | null> = {};
  for (let i = 0; i < inRange.length; i += 16) {
    await Promise.all(
      inRange.slice(i, i + 16).map(async ([lotId]) => {
        lotRefusals[lotId] = slotRefusal(await loadLot(run, lotId), run.at);
      }),
    );
  }
  const scheduled = await run.decide({
    ...day,
    command: {
      type: 'ScheduleSlot',
      data: {
        slotId,
        marketId: request.marketId,
        inwardDate: request.inwardDate,
        startsAt: istInstant(request.inwardDate, request.startTime),
        endsAt: istInstant(request.inwardDate, request.endTime),
        lotFrom: request.lotFrom,
        lotTo: request.lotTo,
        lotRefusals,
        at: run.at,
      },
    },
    step: `${run.commandId}:slot`,
    marketId: request.marketId,
  });
  const slot = (await run.deps.streams.state(day)).slots.find((s) => s.slotId === slotId);
  if (!slot) throw new Error(`slot ${slotId} missing after scheduling`);
  let position = scheduled.position;
  for (const lot of slot.lots) {
    const placed = await run.decide({
      ...lotStreamSpec(lot.lotId),
      step: `${run.commandId}:slot:${lot.lotId}`,
      marketId: request.marketId,
      command: {
        type: 'PlaceLotInSlot',
        data: { slotId, slotNo: slot.slotNo, startsAt: slot.startsAt, endsAt: slot.endsAt, at: run.at },
      },
    });
    if (placed.position) position = placed.position;
  }
  return { slotId, slotNo: slot.slotNo, lotCount: slot.lots.length, position };
}

export interface BidRequest {
  lotId: string;
  amountPaise: number;
  reeler: { reelerId: string; reelerName: string; reelerCode: string; marketId: string; isActive: boolean };
  minIncrementPaise: number;
  /** The reeler's dues past the bar days, read from the ledger before deciding (absent: not checked, e.g. the seed). */
  bar?: ReelerBar | null;
}

/** The id of the bid a command places (derived from the command id, the same on every retry). */
export const bidIdOf = (run: CommandRun) => eventIdFor(run.commandId, -1);

/**
 * A bid refused on this process's cached view of its lot, for an amount not above the highest bid there, is
 * refused on any later state of the lot too, so the refusal is answered without reading the lot again (the
 * closing seconds' races: two reelers offering the same next amount). While the cached round's slot is open and
 * undecided the lot cannot be in another round (a lot is placed in another slot only after its slot ends or its
 * bid is decided), and within a round the highest bid only rises. A retry of a bid this process has not seen
 * stored cannot hide there either: it was stored above the highest of its time, which is at least the cached one.
 */
const bidRefusalStands =
  (amountPaise: number, at: Date) =>
  (refusal: unknown, lot: LotState): boolean =>
    refusal instanceof ValidationError &&
    lot.status === 'inwarded' &&
    lot.slot !== null &&
    !lot.decision &&
    at < new Date(lot.slot.endsAt) &&
    lot.round.highest !== null &&
    amountPaise <= lot.round.highest.amountPaise;

export async function placeBid(run: CommandRun, bid: BidRequest) {
  const { events, position } = await run.decide({
    ...lotStreamSpec(bid.lotId),
    marketId: bid.reeler.marketId,
    refusalStands: bidRefusalStands(bid.amountPaise, run.at),
    command: {
      type: 'PlaceBid',
      data: {
        bidId: bidIdOf(run),
        reeler: bid.reeler,
        amountPaise: bid.amountPaise,
        minIncrementPaise: bid.minIncrementPaise,
        bar: bid.bar ?? null,
        at: run.at,
      },
    },
  });
  const placed = events[0];
  if (placed?.type !== 'BidPlaced') throw new Error('a bid decided no BidPlaced event');
  return { bid: placed.data, position };
}

export const decideBid = (
  run: CommandRun,
  lot: { lotId: string; marketId: string },
  decision: 'approve' | 'reject',
  reason: string | null,
) => decideLotBid(run, lot, { type: 'DecideBid', data: { decision, reason, at: run.at } });

/** One decision on a lot's highest bid: an officer's (DecideBid) or "approve all"'s (ApproveHighestBid). */
export async function decideLotBid(
  run: CommandRun,
  lot: { lotId: string; marketId: string },
  command: Extract<LotCommand, { type: 'DecideBid' | 'ApproveHighestBid' }>,
) {
  const { events, position } = await run.decide({
    ...lotStreamSpec(lot.lotId),
    marketId: lot.marketId,
    command,
  });
  return { event: events[0], position };
}

export async function weighLot(
  run: CommandRun,
  lot: { lotId: string; marketId: string },
  weight: {
    crates: Crate[] | null;
    netGrams: number | null;
    levy: { farmerLevyBp: number; reelerLevyBp: number };
  },
  correctionReason: string | null,
  /** Deposit markets: the buyer's credit available, read when the buyer is known (from the lot's own state). */
  depositOf?: (reelerId: string) => Promise<{ availablePaise: number }>,
) {
  const data = { ...weight, at: run.at };
  const command = async (state: LotState): Promise<LotCommand> => {
    if (correctionReason !== null)
      return { type: 'CorrectWeight', data: { ...data, reason: correctionReason } };
    const buyer = state.status === 'inwarded' && !state.weight ? state.round.highest : null;
    const deposit = depositOf && buyer ? await depositOf(buyer.reelerId) : null;
    return { type: 'RecordWeight', data: { ...data, deposit } };
  };
  const { events, position } = await run.decide({
    ...lotStreamSpec(lot.lotId),
    marketId: lot.marketId,
    command,
  });
  const event = events[0];
  if (event?.type !== 'LotWeighed' && event?.type !== 'LotWeightCorrected') {
    throw new Error('a weighing decided no weight event');
  }
  return { weight: event.data, position };
}
