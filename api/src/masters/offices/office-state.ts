import {
  type AdOfficeState,
  adOffice,
  adOfficeEventSchema,
  adOfficeStream,
  type BranchState,
  branch,
  branchEventSchema,
  branchStream,
  type Decider,
  type OfficePlace,
  type RegionState,
  region,
  regionEventSchema,
  regionStream,
  type StaffState,
  staff,
  staffEventSchema,
  staffStream,
  ValidationError,
} from '@cocoon/domain';
import type { z } from 'zod';
import type { StreamRunner } from '../../commands/stream-runner.js';

/**
 * The write side checks scope and parents against the streams themselves, not the read models: a branch
 * opened a moment ago is already there, and a stale list cannot let a command through.
 */
async function load<E extends { type: string; data: unknown }, S>(
  streams: StreamRunner,
  stream: string,
  decider: Decider<unknown, E, S>,
  schema: z.ZodType<E>,
): Promise<S> {
  // The runner's state (issue 24: one way to load a stream before a write): folded once, kept, caught up.
  return streams.state({ stream, decider, eventSchema: schema });
}

export const loadRegion = (streams: StreamRunner, id: string): Promise<RegionState> =>
  load(streams, regionStream(id), region as Decider<unknown, never, RegionState>, regionEventSchema);
export const loadAdOffice = (streams: StreamRunner, id: string): Promise<AdOfficeState> =>
  load(streams, adOfficeStream(id), adOffice as Decider<unknown, never, AdOfficeState>, adOfficeEventSchema);
export const loadBranch = (streams: StreamRunner, id: string): Promise<BranchState> =>
  load(streams, branchStream(id), branch as Decider<unknown, never, BranchState>, branchEventSchema);
export const loadStaff = (streams: StreamRunner, id: string): Promise<StaffState> =>
  load(streams, staffStream(id), staff as Decider<unknown, never, StaffState>, staffEventSchema);

const missing = (field: string, message: string) => new ValidationError(message, { [field]: [message] });

/** A parent picked in a form must exist and be active; the message lands on that form field. */
export async function activeRegion(streams: StreamRunner, regionId: string, field = 'regionId') {
  const state = await loadRegion(streams, regionId);
  if (!state.registered) throw missing(field, 'Region not found');
  if (!state.isActive) throw missing(field, `Region ${state.regionName} is inactive`);
  return state;
}

export async function activeAdOffice(streams: StreamRunner, adOfficeId: string, field = 'adOfficeId') {
  const state = await loadAdOffice(streams, adOfficeId);
  if (!state.opened) throw missing(field, 'AD Office not found');
  if (!state.isActive) throw missing(field, `AD Office ${state.adOfficeName} is inactive`);
  return state;
}

export async function activeMarket(streams: StreamRunner, branchId: string, field = 'branchId') {
  const state = await loadBranch(streams, branchId);
  if (!state.opened) throw missing(field, 'Market Office not found');
  if (state.kind !== 'market') throw missing(field, `${state.branchName} is a TSC, not a market`);
  if (!state.isActive) throw missing(field, `Market Office ${state.branchName} is inactive`);
  return state;
}

/** Where a staff account sits now: branch staff follow their branch if it moved to another AD office. */
export async function staffPlace(
  streams: StreamRunner,
  state: Extract<StaffState, { registered: true }>,
): Promise<OfficePlace> {
  if (state.branchId) {
    const at = await loadBranch(streams, state.branchId);
    if (at.opened) return { regionId: at.regionId, adOfficeId: at.adOfficeId, branchId: at.branchId };
  }
  if (state.adOfficeId) {
    const at = await loadAdOffice(streams, state.adOfficeId);
    if (at.opened) return { regionId: at.regionId, adOfficeId: at.adOfficeId, branchId: null };
  }
  return { regionId: state.regionId, adOfficeId: state.adOfficeId, branchId: state.branchId };
}
