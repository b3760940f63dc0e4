import { z } from 'zod';
import type { Decider } from '../shared/decider.js';
import { assertNever, ConflictError, NotFoundError } from '../shared/errors.js';
import { MESSAGES } from '../shared/messages.js';

/** Cocoon types (races such as BV bivoltine, CB cross-breed) are few and department-wide: one stream. */
export const COCOON_TYPES_STREAM = 'cocoontypes-catalogue';

const name = z
  .string({ error: MESSAGES.enterCocoonName })
  .trim()
  .min(1, MESSAGES.enterCocoonName)
  .max(60, 'Cocoon Name must be at most 60 characters');
const shortName = z
  .string({ error: MESSAGES.enterShortName })
  .trim()
  .min(1, MESSAGES.enterShortName)
  .max(10, 'Short Name must be at most 10 characters');
const isActive = z.union([z.literal(0), z.literal(1)], {
  error: 'Status must be Active (1) or inActive (0)',
});

export const saveCocoonTypeSchema = z.object({ name, shortName });
export const updateCocoonTypeSchema = z.object({
  cocoonId: z.uuid('Select a cocoon type'),
  name,
  shortName,
  isActive: isActive.default(1),
});
export type SaveCocoonTypeInput = z.infer<typeof saveCocoonTypeSchema>;
export type UpdateCocoonTypeInput = z.infer<typeof updateCocoonTypeSchema>;

const typeData = z.object({ cocoonId: z.string(), name: z.string(), shortName: z.string() });
export const cocoonTypeEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('CocoonTypeAdded'), data: typeData }),
  z.object({
    type: z.literal('CocoonTypeUpdated'),
    data: typeData.extend({ isActive: z.union([z.literal(0), z.literal(1)]) }),
  }),
]);
export type CocoonTypeEvent = z.infer<typeof cocoonTypeEventSchema>;
export const COCOON_TYPE_EVENT_TYPES = ['CocoonTypeAdded', 'CocoonTypeUpdated'] as const;

export type CocoonTypeCommand =
  | { type: 'AddCocoonType'; data: { cocoonId: string; name: string; shortName: string } }
  | {
      type: 'UpdateCocoonType';
      data: { cocoonId: string; name: string; shortName: string; isActive: 0 | 1 };
    };

export interface CocoonTypeCatalogue {
  types: ReadonlyMap<string, { name: string; shortName: string; isActive: 0 | 1 }>;
}

const same = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

// Lots and reports name the race by its short name, so both names must stay unambiguous.
function assertUnique(
  state: CocoonTypeCatalogue,
  data: { name: string; shortName: string },
  exceptId?: string,
) {
  for (const [id, type] of state.types) {
    if (id === exceptId) continue;
    if (same(type.name, data.name))
      throw new ConflictError(`Cocoon Name ${data.name} already exists`, 'name');
    if (same(type.shortName, data.shortName)) {
      throw new ConflictError(`Short Name ${data.shortName} already exists`, 'shortName');
    }
  }
}

export const cocoonTypeCatalogue: Decider<CocoonTypeCommand, CocoonTypeEvent, CocoonTypeCatalogue> = {
  initialState: { types: new Map() },

  decide(command, state) {
    switch (command.type) {
      case 'AddCocoonType':
        if (state.types.has(command.data.cocoonId)) throw new ConflictError(MESSAGES.alreadyProcessed);
        assertUnique(state, command.data);
        return [{ type: 'CocoonTypeAdded', data: command.data }];
      case 'UpdateCocoonType':
        if (!state.types.has(command.data.cocoonId)) throw new NotFoundError('Cocoon type not found');
        assertUnique(state, command.data, command.data.cocoonId);
        return [{ type: 'CocoonTypeUpdated', data: command.data }];
      default:
        return assertNever(command);
    }
  },

  evolve(state, event) {
    const types = new Map(state.types);
    switch (event.type) {
      case 'CocoonTypeAdded':
        types.set(event.data.cocoonId, {
          name: event.data.name,
          shortName: event.data.shortName,
          isActive: 1,
        });
        break;
      case 'CocoonTypeUpdated':
        types.set(event.data.cocoonId, {
          name: event.data.name,
          shortName: event.data.shortName,
          isActive: event.data.isActive,
        });
        break;
      default:
        return assertNever(event);
    }
    return { types };
  },
};

/** A cocoon type as the list (and its edit form, and the inward form's picker) shows it. */
export const cocoonTypeRowSchema = z.object({
  cocoonId: z.string(),
  name: z.string(),
  shortName: z.string(),
  isActive: z.number().int(),
});
export type CocoonTypeRow = z.infer<typeof cocoonTypeRowSchema>;
