import { z } from 'zod';
import type { Decider } from '../../shared/decider.js';
import { assertNever, ConflictError, NotFoundError } from '../../shared/errors.js';
import { activationChange } from './activation.js';
import { isActive, regionName } from './fields.js';

/** A region: the area of one Regional Joint Director (domain.md, ~5 in the state). Stream `region-<id>`. */
export const regionStream = (regionId: string) => `region-${regionId}`;

export const updateRegionSchema = z.object({
  regionId: z.uuid('Please select a Region'),
  regionName,
  isActive: isActive.default(1),
});
export type UpdateRegionInput = z.infer<typeof updateRegionSchema>;

const id = z.object({ regionId: z.string() });
export const regionEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('RegionRegistered'),
    data: z.object({ regionId: z.string(), regionCode: z.string(), regionName: z.string() }),
  }),
  z.object({
    type: z.literal('RegionRenamed'),
    data: z.object({ regionId: z.string(), regionName: z.string() }),
  }),
  z.object({ type: z.literal('RegionDeactivated'), data: id }),
  z.object({ type: z.literal('RegionReactivated'), data: id }),
]);
export type RegionEvent = z.infer<typeof regionEventSchema>;
export const REGION_EVENT_TYPES = [
  'RegionRegistered',
  'RegionRenamed',
  'RegionDeactivated',
  'RegionReactivated',
] as const;

export type RegionCommand =
  | { type: 'RegisterRegion'; data: { regionId: string; regionCode: string; regionName: string } }
  | { type: 'UpdateRegion'; data: { regionId: string; regionName: string; isActive: 0 | 1 } };

export type RegionState =
  | { registered: false }
  | { registered: true; regionId: string; regionCode: string; regionName: string; isActive: boolean };

export const region: Decider<RegionCommand, RegionEvent, RegionState> = {
  initialState: { registered: false },

  decide(command, state) {
    switch (command.type) {
      case 'RegisterRegion':
        if (state.registered)
          throw new ConflictError(`Region Code ${state.regionCode} already exists`, 'regionCode');
        return [{ type: 'RegionRegistered', data: command.data }];
      case 'UpdateRegion': {
        if (!state.registered) throw new NotFoundError('Region not found');
        const { regionId, regionName, isActive } = command.data;
        const events: RegionEvent[] = [];
        if (regionName !== state.regionName)
          events.push({ type: 'RegionRenamed', data: { regionId, regionName } });
        events.push(
          ...activationChange(
            state.isActive,
            isActive,
            () => ({ type: 'RegionDeactivated' as const, data: { regionId } }),
            () => ({ type: 'RegionReactivated' as const, data: { regionId } }),
          ),
        );
        return events;
      }
      default:
        return assertNever(command);
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'RegionRegistered':
        return { registered: true, ...event.data, isActive: true };
      case 'RegionRenamed':
        return state.registered ? { ...state, regionName: event.data.regionName } : state;
      case 'RegionDeactivated':
        return state.registered ? { ...state, isActive: false } : state;
      case 'RegionReactivated':
        return state.registered ? { ...state, isActive: true } : state;
      default:
        return assertNever(event);
    }
  },
};
