import {
  type ApprovalFacts,
  type ApproveAllBidsInput,
  approvalFactsOf,
  approveAllRefusal,
  type BuyerStanding,
  ConflictError,
  estimatedAmountPaise,
  istTime,
  type LotRow,
  NotFoundError,
  type SlotApprovalLine,
  type SlotApprovalRefusal,
  type SlotScheduledData,
} from '@cocoon/domain';
import { findLots } from '@cocoon/projectors';
import type { Context } from 'koa';
import { reelerStandingOn } from '../accounts/reeler-standing.js';
import { CommandRun } from '../commands/run-command.js';
import type { AppDeps } from '../http/context.js';
import { toHttpError } from '../http/errors.js';
import { marketFilter, marketForWrite, today } from './access.js';
import { approveLot } from './approve-lot.js';
import { dayStreamSpec, loadLot } from './auction-writes.js';

/**
 * Issue 27: "approve all highest bids" of a closed slot. Each lot is decided on its own stream under its own key
 * (derived from the request's Idempotency-Key and the lot), by the lot decider's one rule (approveAllRefusal): a
 * retry of the request answers what it answered, a retry after a crash finds each lot's approval already stored,
 * and a lot another officer decided meanwhile is refused with its reason, never decided twice.
 */

/** The slot of a market's date, from the day's own stream (the authority on which lots a slot took). */
export async function slotToApprove(
  deps: AppDeps,
  ctx: Context,
  input: Pick<ApproveAllBidsInput, 'marketId' | 'inwardDate' | 'slotNo'>,
): Promise<{ marketId: string; slot: SlotScheduledData }> {
  const { marketId } = await marketForWrite(deps.db, ctx, input.marketId);
  const day = await deps.streams.state(dayStreamSpec(marketId, input.inwardDate));
  const slot = day.slots.find((s) => s.slotNo === input.slotNo);
  if (!slot) throw new NotFoundError(`Slot ${input.slotNo} not found on this date`);
  return { marketId, slot };
}

/** Each highest bidder as the market knows them now: active, and not barred for dues (read as a bid reads them). */
async function buyerStandings(
  deps: AppDeps,
  marketId: string,
  asOn: string,
  reelerIds: readonly string[],
): Promise<Map<string, BuyerStanding>> {
  const ids = [...new Set(reelerIds)];
  if (ids.length === 0) return new Map();
  const rows = await deps.db
    .withSchema('read')
    .selectFrom('customers')
    .select(['customer_id', 'is_active'])
    .where('customer_id', 'in', ids)
    .execute();
  const active = new Map(rows.map((r) => [String(r.customer_id), Number(r.is_active) === 1]));
  const standings = new Map<string, BuyerStanding>();
  for (const reelerId of ids) {
    const { bar } = await reelerStandingOn(deps.db, { marketId, reelerId, asOn });
    standings.set(reelerId, { reelerId, active: active.get(reelerId) ?? false, bar });
  }
  return standings;
}

const approvalDate = (slot: SlotScheduledData, at: Date) => {
  const now = today(at);
  return now > slot.inwardDate ? now : slot.inwardDate;
};

function refuseWhileOpen(slot: SlotScheduledData, at: Date) {
  if (at < new Date(slot.endsAt)) {
    throw new ConflictError(`Bidding in slot ${slot.slotNo} is open until ${istTime(slot.endsAt)}`);
  }
}

interface LotPeople {
  lotId: string;
  lotNo: number;
  farmerName: string;
  farmerCode: string;
  cocoonWeightGrams: number;
}

/** The preview's sorting of the slot's lots by the decider's own rule: approvable, or refused with the reason. */
function judge(
  lots: ReadonlyArray<{ lot: LotPeople; facts: ApprovalFacts }>,
  buyers: Map<string, BuyerStanding>,
  slot: SlotScheduledData,
  at: Date,
) {
  const approvable: SlotApprovalLine[] = [];
  const refused: SlotApprovalRefusal[] = [];
  for (const { lot, facts } of lots) {
    const buyer = facts.highest ? (buyers.get(facts.highest.reelerId) ?? null) : null;
    const reason = approveAllRefusal(facts, slot.slotId, buyer, at);
    if (reason || !facts.highest) {
      refused.push({
        lotId: lot.lotId,
        lotNo: lot.lotNo,
        farmerName: lot.farmerName,
        reason: reason ?? 'No bid',
      });
    } else approvable.push(lineOf(lot, facts.highest));
  }
  return { approvable, refused };
}

function lineOf(
  lot: LotPeople,
  highest: { reelerName: string; reelerCode: string; amountPaise: number },
): SlotApprovalLine {
  return {
    lotId: lot.lotId,
    lotNo: lot.lotNo,
    farmerName: lot.farmerName,
    farmerCode: lot.farmerCode,
    reelerName: highest.reelerName,
    reelerCode: highest.reelerCode,
    ratePaise: highest.amountPaise,
    cocoonWeightGrams: lot.cocoonWeightGrams,
    estimatedAmountPaise: estimatedAmountPaise(lot.cocoonWeightGrams, highest.amountPaise),
  };
}

const total = (lines: readonly SlotApprovalLine[]) =>
  lines.reduce((sum, l) => sum + l.estimatedAmountPaise, 0);

const rowFacts = (row: LotRow): ApprovalFacts => ({
  lotNo: row.lotNo,
  slotId: row.slotId,
  slotNo: row.slotNo,
  slotEndsAt: row.slotEndsAt,
  decision: row.decision,
  highest:
    row.highestBidPaise !== null && row.highestReelerId
      ? {
          reelerId: row.highestReelerId,
          reelerName: row.highestReelerName ?? '',
          reelerCode: row.highestReelerCode ?? '',
          amountPaise: row.highestBidPaise,
        }
      : null,
  floorPricePaise: row.floorPricePaise,
});

/** What "approve all" would do now, from the slot's lot list (the confirm shows it before anything is decided). */
export async function previewSlotApproval(
  deps: AppDeps,
  ctx: Context,
  input: Pick<ApproveAllBidsInput, 'marketId' | 'inwardDate' | 'slotNo'>,
) {
  const { marketId, slot } = await slotToApprove(deps, ctx, input);
  const at = deps.clock();
  refuseWhileOpen(slot, at);
  const rows = await findLots(
    deps.db,
    { where: marketFilter(ctx, marketId, 'l.branch_id'), slotIds: [slot.slotId] },
    at,
  );
  rows.sort((a, b) => a.lotNo - b.lotNo);
  const buyers = await buyerStandings(
    deps,
    marketId,
    approvalDate(slot, at),
    rows.flatMap((r) => (r.highestReelerId ? [r.highestReelerId] : [])),
  );
  const lots = rows.map((row) => ({ lot: row, facts: rowFacts(row) }));
  const { approvable, refused } = judge(lots, buyers, slot, at);
  return {
    result: 'Success' as const,
    slotId: slot.slotId,
    slotNo: slot.slotNo,
    approvable,
    refused,
    totalPaise: total(approvable),
  };
}

/** The approval itself: every lot of the slot decided again from its own stream, under its own derived key. */
export async function approveAllHighestBids(
  deps: AppDeps,
  run: CommandRun,
  marketId: string,
  slot: SlotScheduledData,
) {
  refuseWhileOpen(slot, run.at);
  const states = await Promise.all(
    slot.lots.map(async (l) => ({ lotId: l.lotId, state: await loadLot(run, l.lotId) })),
  );
  // A lot carried on to a later slot is that slot's to approve.
  const inSlot = states.flatMap(({ state }) => {
    const facts = approvalFactsOf(state);
    if (state.status !== 'inwarded' || facts?.slotId !== slot.slotId) return [];
    return [{ lot: state.inward, facts, highest: state.round.highest }];
  });
  inSlot.sort((a, b) => a.lot.lotNo - b.lot.lotNo);
  const buyers = await buyerStandings(
    deps,
    marketId,
    approvalDate(slot, run.at),
    inSlot.flatMap((l) => (l.highest ? [l.highest.reelerId] : [])),
  );
  const approved: SlotApprovalLine[] = [];
  const refused: SlotApprovalRefusal[] = [];
  for (const { lot, highest } of inSlot) {
    const buyer = highest ? (buyers.get(highest.reelerId) ?? null) : null;
    // The lot's own key: the same request retried decides each lot under the same key again (replayed, not redone).
    const lotRun = new CommandRun(run.deps, run.actor, `${run.commandId}:lot:${lot.lotId}`, run.at);
    try {
      await approveLot(deps, lotRun, lot, {
        type: 'ApproveHighestBid',
        data: { slotId: slot.slotId, buyer, at: run.at },
      });
      await lotRun.finish(true);
      if (!highest) throw new Error(`lot ${lot.lotId} approved without a highest bid`);
      approved.push(lineOf(lot, highest));
    } catch (error) {
      await lotRun.finish(false, deps.logger);
      if (toHttpError(error).status >= 500) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      refused.push({ lotId: lot.lotId, lotNo: lot.lotNo, farmerName: lot.farmerName, reason });
    } finally {
      if (lotRun.position > run.position) run.position = lotRun.position;
    }
  }
  return {
    message:
      `Approved ${approved.length} ${approved.length === 1 ? 'lot' : 'lots'} of slot ${slot.slotNo}` +
      (refused.length ? `; ${refused.length} left to decide lot by lot` : ''),
    slotId: slot.slotId,
    slotNo: slot.slotNo,
    approved,
    refused,
    totalPaise: total(approved),
  };
}
