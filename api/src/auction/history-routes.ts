import {
  describeLotEvent,
  type LotSnapshot,
  type LotState,
  lotDecider,
  lotEventSchema,
  lotHistoryAnswerSchema,
  lotStatus,
  lotStream,
} from '@cocoon/domain';
import { z } from 'zod';
import type { AppDeps } from '../http/context.js';
import type { RouteSpec } from '../http/routes.js';
import { parseInput } from '../http/validate.js';
import { lotInScope } from './lookups.js';

const paramsSchema = z.object({ lotId: z.uuid('Lot not found') });

/** The lot as it was after a step: its figures, slot, highest bid, decision and weight, and its status then. */
function snapshot(state: LotState, at: Date): LotSnapshot | null {
  if (state.status !== 'inwarded') return null;
  return {
    status: lotStatus(state, at),
    lotNo: state.inward.lotNo,
    inwardDate: state.inward.inwardDate,
    farmerName: state.inward.farmerName,
    farmerCode: state.inward.farmerCode,
    silkName: state.inward.silkName,
    lays: state.inward.lays,
    cocoonWeightGrams: state.inward.cocoonWeightGrams,
    sample: state.inward.sample,
    settings: state.inward.settings,
    assay: state.inward.assay,
    slot: state.slot,
    bidCount: state.bidCount,
    roundBids: state.round.bids,
    highestBid: state.round.highest,
    decision: state.decision,
    weight: state.weight,
    corrections: state.corrections,
  };
}

/**
 * The auditors' view: every event of a lot in order — who, role, server time — with the lot's state
 * after each, read straight from the lot's stream (the one screen that reads events, design.md).
 */
export function lotHistoryRoutes(deps: AppDeps): RouteSpec[] {
  return [
    {
      method: 'get',
      path: '/CocoonInward/LotHistory/:lotId',
      response: lotHistoryAnswerSchema,
      summary: 'Every event of a lot in order, with who, role, time and the lot as it was after each',
      tag: 'auction: lot history',
      permission: 'auction.lot-history',
      params: paramsSchema,
      async handler(ctx) {
        const { lotId } = parseInput(paramsSchema, ctx.params);
        const now = deps.clock();
        const lot = await lotInScope(deps.db, ctx, lotId, now);
        const recorded = await deps.store.readStream(lotStream(lotId));
        let state = lotDecider.initialState;
        const steps = recorded.map((r) => {
          const event = lotEventSchema.parse({ type: r.type, data: r.data });
          state = lotDecider.evolve(state, event);
          const occurredAt = r.metadata.occurredAt ?? r.recordedAt.toISOString();
          return {
            revision: r.revision,
            type: r.type,
            label: describeLotEvent(event),
            occurredAt,
            recordedAt: r.recordedAt.toISOString(),
            userName: (r.metadata.userName as string | undefined) ?? null,
            userType: r.metadata.userType ?? null,
            data: event.data,
            state: snapshot(state, new Date(occurredAt)),
          };
        });
        ctx.body = { result: 'Success', lot, steps, current: snapshot(state, now) };
      },
    },
  ];
}
