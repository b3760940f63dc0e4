import { z } from 'zod';
import type { Decider } from '../../shared/decider.js';
import { assertNever, ConflictError, NotFoundError } from '../../shared/errors.js';
import { activationChange } from './activation.js';

/** An AD office: the office of one Assistant Director and the markets under it. Stream `adoffice-<id>`. */
export const adOfficeStream = (adOfficeId: string) => `adoffice-${adOfficeId}`;

const id = z.object({ adOfficeId: z.string() });
export const adOfficeEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('AdOfficeOpened'),
    data: z.object({
      adOfficeId: z.string(),
      adCode: z.string(),
      adOfficeName: z.string(),
      regionId: z.string(),
    }),
  }),
  z.object({
    type: z.literal('AdOfficeRenamed'),
    data: z.object({ adOfficeId: z.string(), adOfficeName: z.string() }),
  }),
  z.object({ type: z.literal('AdOfficeDeactivated'), data: id }),
  z.object({ type: z.literal('AdOfficeReactivated'), data: id }),
]);
export type AdOfficeEvent = z.infer<typeof adOfficeEventSchema>;
export const AD_OFFICE_EVENT_TYPES = [
  'AdOfficeOpened',
  'AdOfficeRenamed',
  'AdOfficeDeactivated',
  'AdOfficeReactivated',
] as const;

export type AdOfficeCommand =
  | {
      type: 'OpenAdOffice';
      data: { adOfficeId: string; adCode: string; adOfficeName: string; regionId: string };
    }
  | { type: 'UpdateAdOffice'; data: { adOfficeId: string; adOfficeName: string; isActive: 0 | 1 } };

export type AdOfficeState =
  | { opened: false }
  | {
      opened: true;
      adOfficeId: string;
      adCode: string;
      adOfficeName: string;
      // An AD office stays in its region; moving one would silently change every RJD's scope.
      regionId: string;
      isActive: boolean;
    };

export const adOffice: Decider<AdOfficeCommand, AdOfficeEvent, AdOfficeState> = {
  initialState: { opened: false },

  decide(command, state) {
    switch (command.type) {
      case 'OpenAdOffice':
        if (state.opened) throw new ConflictError(`AD Code ${state.adCode} already exists`, 'adCode');
        return [{ type: 'AdOfficeOpened', data: command.data }];
      case 'UpdateAdOffice': {
        if (!state.opened) throw new NotFoundError('AD office not found');
        const { adOfficeId, adOfficeName, isActive } = command.data;
        const events: AdOfficeEvent[] = [];
        if (adOfficeName !== state.adOfficeName) {
          events.push({ type: 'AdOfficeRenamed', data: { adOfficeId, adOfficeName } });
        }
        events.push(
          ...activationChange(
            state.isActive,
            isActive,
            () => ({ type: 'AdOfficeDeactivated' as const, data: { adOfficeId } }),
            () => ({ type: 'AdOfficeReactivated' as const, data: { adOfficeId } }),
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
      case 'AdOfficeOpened':
        return { opened: true, ...event.data, isActive: true };
      case 'AdOfficeRenamed':
        return state.opened ? { ...state, adOfficeName: event.data.adOfficeName } : state;
      case 'AdOfficeDeactivated':
        return state.opened ? { ...state, isActive: false } : state;
      case 'AdOfficeReactivated':
        return state.opened ? { ...state, isActive: true } : state;
      default:
        return assertNever(event);
    }
  },
};
