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
  fold,
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
import type { EventStore } from '@cocoon/eventstore';
import type { z } from 'zod';

/**
 * The write side checks scope and parents against the streams themselves, not the read models: a branch
 * opened a moment ago is already there, and a stale list cannot let a command through.
 */
async function load<E extends { type: string; data: unknown }, S>(
  store: EventStore,
  stream: string,
  decider: Decider<unknown, E, S>,
  schema: z.ZodType<E>,
): Promise<S> {
  const events = await store.readStream(stream);
  return fold(
    decider,
    events.map((e) => schema.parse({ type: e.type, data: e.data })),
  );
}

export const loadRegion = (store: EventStore, id: string): Promise<RegionState> =>
  load(store, regionStream(id), region as Decider<unknown, never, RegionState>, regionEventSchema);
export const loadAdOffice = (store: EventStore, id: string): Promise<AdOfficeState> =>
  load(store, adOfficeStream(id), adOffice as Decider<unknown, never, AdOfficeState>, adOfficeEventSchema);
export const loadBranch = (store: EventStore, id: string): Promise<BranchState> =>
  load(store, branchStream(id), branch as Decider<unknown, never, BranchState>, branchEventSchema);
export const loadStaff = (store: EventStore, id: string): Promise<StaffState> =>
  load(store, staffStream(id), staff as Decider<unknown, never, StaffState>, staffEventSchema);

const missing = (field: string, message: string) => new ValidationError(message, { [field]: [message] });

/** A parent picked in a form must exist and be active; the message lands on that form field. */
export async function activeRegion(store: EventStore, regionId: string, field = 'regionId') {
  const state = await loadRegion(store, regionId);
  if (!state.registered) throw missing(field, 'Region not found');
  if (!state.isActive) throw missing(field, `Region ${state.regionName} is inactive`);
  return state;
}

export async function activeAdOffice(store: EventStore, adOfficeId: string, field = 'adOfficeId') {
  const state = await loadAdOffice(store, adOfficeId);
  if (!state.opened) throw missing(field, 'AD Office not found');
  if (!state.isActive) throw missing(field, `AD Office ${state.adOfficeName} is inactive`);
  return state;
}

export async function activeMarket(store: EventStore, branchId: string, field = 'branchId') {
  const state = await loadBranch(store, branchId);
  if (!state.opened) throw missing(field, 'Market Office not found');
  if (state.kind !== 'market') throw missing(field, `${state.branchName} is a TSC, not a market`);
  if (!state.isActive) throw missing(field, `Market Office ${state.branchName} is inactive`);
  return state;
}

/** Where a staff account sits now: branch staff follow their branch if it moved to another AD office. */
export async function staffPlace(
  store: EventStore,
  state: Extract<StaffState, { registered: true }>,
): Promise<OfficePlace> {
  if (state.branchId) {
    const at = await loadBranch(store, state.branchId);
    if (at.opened) return { regionId: at.regionId, adOfficeId: at.adOfficeId, branchId: at.branchId };
  }
  if (state.adOfficeId) {
    const at = await loadAdOffice(store, state.adOfficeId);
    if (at.opened) return { regionId: at.regionId, adOfficeId: at.adOfficeId, branchId: null };
  }
  return { regionId: state.regionId, adOfficeId: state.adOfficeId, branchId: state.branchId };
}
