import {
  ConflictError,
  type CoverReading,
  coverFigures,
  ForbiddenError,
  type LotState,
  leadEnded,
  lotValuePaise,
  NotFoundError,
  type ReelerCoverState,
  reelerCoverDecider,
  reelerCoverEventSchema,
  reelerCoverStream,
  ValidationError,
} from '@cocoon/domain';
import { projectionPosition } from '@cocoon/projectors';
import { lotStreamSpec } from '../auction/auction-writes.js';
import type { CommandRun } from '../commands/run-command.js';
import type { AppDeps } from '../http/context.js';
import { ledgerCaughtUp } from './ledger-caught-up.js';
import { reelerStandingOn } from './reeler-standing.js';

/**
 * A deposit-market reeler's cover (issue 25): the stream `reelercover-<market>-<reeler>` decides every bid's
 * lead, every approval's block and every weighing's true-up of one reeler, one at a time, against the deposit the
 * ledger shows (domain/src/accounts/reeler-cover.ts has the rules).
 */
export const coverStreamSpec = (marketId: string, reelerId: string) => ({
  stream: reelerCoverStream(marketId, reelerId),
  decider: reelerCoverDecider,
  eventSchema: reelerCoverEventSchema,
});

/** The reeler's credit in the ledger and the ledger position it includes at least. */
export interface LedgerMoney {
  availablePaise: number;
  position: string;
}

const LEDGER = 'accounts.ledger';

/** A refusal of a decision (its answer is stored; the same key never runs again), not a failure to retry. */
const refused = (error: unknown) =>
  error instanceof ValidationError ||
  error instanceof ConflictError ||
  error instanceof ForbiddenError ||
  error instanceof NotFoundError;

/** The ledger's figure once it has every event stored so far (approval and weighing: not the hot path). */
export async function freshLedgerMoney(
  deps: AppDeps,
  q: { marketId: string; reelerId: string; asOn: string },
): Promise<LedgerMoney> {
  await ledgerCaughtUp(
    deps,
    "The reeler's account is being brought up to date. Please try again in a moment.",
  );
  const position = await projectionPosition(deps.db, LEDGER);
  const { standing } = await reelerStandingOn(deps.db, q);
  return { availablePaise: standing.availablePaise, position };
}

/** The ledger's figure as it stands (the bid path's cached read): the position is read first, so it is included. */
export async function ledgerMoneyNow(deps: AppDeps, q: { marketId: string; reelerId: string; asOn: string }) {
  const position = await projectionPosition(deps.db, LEDGER);
  const on = await reelerStandingOn(deps.db, q);
  return { ...on, money: { availablePaise: on.standing.availablePaise, position } };
}

/**
 * What a decision on the cover needs beyond its own state: which leads have ended (from the lots' states) and
 * which trued blocks the ledger figure already includes. `views: 'cached'` (the bid) looks at the lots as this
 * process last saw them, reading a lot only when it has no view of it or its slot may have moved on; a stale view
 * keeps a lead alive, which only makes the cover smaller.
 */
export async function coverReading(
  run: CommandRun,
  state: ReelerCoverState,
  reelerId: string,
  ledger: LedgerMoney,
  views: 'cached' | 'fresh',
): Promise<CoverReading> {
  const deadLeads: string[] = [];
  await Promise.all(
    Object.entries(state.leads).map(async ([lotId, lead]) => {
      if (state.blocks[lotId]) return;
      const lot = await lotView(run, lotId, views);
      if (leadEnded(lot, lead, reelerId)) deadLeads.push(lotId);
    }),
  );
  const settledBlocks = Object.entries(state.blocks)
    .filter(([, b]) => b.weighedPosition !== null && b.weighedPosition <= ledger.position)
    .map(([lotId]) => lotId);
  return { depositPaise: ledger.availablePaise, deadLeads: deadLeads.sort(), settledBlocks };
}

/** A lot's state: as this process last saw it when that is safe enough for a bid, else read. */
export async function lotView(run: CommandRun, lotId: string, views: 'cached' | 'fresh'): Promise<LotState> {
  const spec = lotStreamSpec(lotId);
  if (views === 'cached') {
    const seen = run.deps.streams.peek<LotState>(spec.stream);
    // A slot still open is the lot's round (a lot moves to another slot only after its slot has ended).
    if (seen?.status === 'inwarded' && seen.slot && !seen.decision && run.at < new Date(seen.slot.endsAt))
      return seen;
  }
  return run.deps.streams.state(spec);
}

/**
 * A bid in a deposit market: the lead is claimed on the reeler's cover (refused with both figures when the
 * cover cannot carry it), then the lot decides; if the lot refuses, the claim is released.
 */
export async function withCoverForBid<T>(
  run: CommandRun,
  q: {
    marketId: string;
    reelerId: string;
    lotId: string;
    bidId: string;
    ratePaise: number;
    reelerLevyBp: number;
    ledger: LedgerMoney;
  },
  placeBid: () => Promise<T>,
): Promise<T> {
  const lot = await lotView(run, q.lotId, 'cached');
  // The lot refuses what it must (not found, no slot, closed): the claim needs its weight and slot.
  if (lot.status !== 'inwarded' || !lot.slot) return placeBid();
  const slot = lot.slot;
  const valuePaise = lotValuePaise(lot.inward.cocoonWeightGrams, q.ratePaise, q.reelerLevyBp);
  const cover = coverStreamSpec(q.marketId, q.reelerId);
  await run.decide({
    ...cover,
    step: `${run.commandId}:cover`,
    marketId: q.marketId,
    command: async (state) => {
      let reading = await coverReading(run, state, q.reelerId, q.ledger, 'cached');
      // About to be refused on views a moment old: look at the lots led once more before saying no.
      if (valuePaise > coverFigures(state, reading, q.lotId).coverPaise)
        reading = await coverReading(run, state, q.reelerId, q.ledger, 'fresh');
      return {
        type: 'ClaimLead' as const,
        data: {
          ...reading,
          lotId: q.lotId,
          lotNo: lot.inward.lotNo,
          slotId: slot.slotId,
          bidId: q.bidId,
          valuePaise,
          at: run.at,
        },
      };
    },
  });
  try {
    return await placeBid();
  } catch (error) {
    // Refused by the lot (outbid meanwhile, closed): the claim goes. Anything else leaves it, which only makes
    // the cover smaller until the lot shows the lead has ended.
    if (refused(error)) {
      await run.decide({
        ...cover,
        step: `${run.commandId}:cover-release`,
        marketId: q.marketId,
        command: { type: 'ReleaseLead', data: { lotId: q.lotId, bidId: q.bidId, reason: 'refused' } },
      });
    }
    throw error;
  }
}

/**
 * What the reeler's cover holds (blocks and leads) that a refund must leave: paying a deposit back never spends
 * money a bid or an approval holds. Zero for a reeler of a credit market (nothing is ever held there).
 */
export async function moneyHeld(run: CommandRun, marketId: string, reelerId: string): Promise<number> {
  const state = await run.deps.streams.state(coverStreamSpec(marketId, reelerId));
  if (Object.keys(state.leads).length === 0 && Object.keys(state.blocks).length === 0) return 0;
  const position = await projectionPosition(run.db, LEDGER);
  const reading = await coverReading(run, state, reelerId, { availablePaise: 0, position }, 'fresh');
  const { blockedPaise, leadingPaise } = coverFigures(state, reading);
  return blockedPaise + leadingPaise;
}

/** Approval in a deposit market: the lot's value is blocked on the buyer's cover first, refused on a shortfall. */
export async function blockForApproval(
  deps: AppDeps,
  run: CommandRun,
  q: { marketId: string; lotId: string; asOn: string; reelerLevyBp: number },
  approve: () => Promise<unknown>,
): Promise<void> {
  const lot = await run.deps.streams.state(lotStreamSpec(q.lotId));
  const buyer = lot.status === 'inwarded' && !lot.decision ? lot.round.highest : null;
  if (lot.status !== 'inwarded' || !buyer) {
    await approve();
    return;
  }
  const ledger = await freshLedgerMoney(deps, {
    marketId: q.marketId,
    reelerId: buyer.reelerId,
    asOn: q.asOn,
  });
  const cover = coverStreamSpec(q.marketId, buyer.reelerId);
  await run.decide({
    ...cover,
    step: `${run.commandId}:cover`,
    marketId: q.marketId,
    command: async (state) => ({
      type: 'BlockLot' as const,
      data: {
        ...(await coverReading(run, state, buyer.reelerId, ledger, 'fresh')),
        lotId: q.lotId,
        lotNo: lot.inward.lotNo,
        amountPaise: lotValuePaise(lot.inward.cocoonWeightGrams, buyer.amountPaise, q.reelerLevyBp),
        reelerName: buyer.reelerName,
        at: run.at,
      },
    }),
  });
  try {
    await approve();
  } catch (error) {
    if (refused(error)) await releaseBlock(run, q.marketId, buyer.reelerId, q.lotId, 'Approval refused');
    throw error;
  }
}

/** The block of a lot whose approval did not happen (or was undone) goes back to the reeler's cover. */
export async function releaseBlock(
  run: CommandRun,
  marketId: string,
  reelerId: string,
  lotId: string,
  reason: string,
): Promise<void> {
  await run.decide({
    ...coverStreamSpec(marketId, reelerId),
    step: `${run.commandId}:cover-release`,
    marketId,
    command: { type: 'ReleaseBlock', data: { lotId, reason, at: run.at } },
  });
}

/**
 * Weighing in a deposit market never refuses (a sold lot is never left unweighable): the ledger is read before
 * the lot is weighed (so it lacks this lot's charge), then the block is trued up to the real amount, and what
 * exceeds the cover is recorded as the reeler's due.
 */
export async function trueUpAtWeighing<
  T extends { weight: { reelerId: string; reelerPayablePaise: number }; position: string },
>(
  deps: AppDeps,
  run: CommandRun,
  q: { marketId: string; lotId: string; lotNo: number; reelerId: string; asOn: string },
  weigh: () => Promise<T>,
): Promise<T> {
  const ledger = await freshLedgerMoney(deps, {
    marketId: q.marketId,
    reelerId: q.reelerId,
    asOn: q.asOn,
  });
  const weighed = await weigh();
  const reelerId = weighed.weight.reelerId;
  await run.decide({
    ...coverStreamSpec(q.marketId, reelerId),
    step: `${run.commandId}:cover`,
    marketId: q.marketId,
    command: async (state) => ({
      type: 'TrueUp' as const,
      data: {
        ...(await coverReading(run, state, reelerId, ledger, 'fresh')),
        lotId: q.lotId,
        lotNo: q.lotNo,
        chargedPaise: weighed.weight.reelerPayablePaise,
        weighedPosition: weighed.position,
        at: run.at,
      },
    }),
  });
  return weighed;
}
