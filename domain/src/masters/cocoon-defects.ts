import { z } from 'zod';
import type { Decider } from '../shared/decider.js';
import { assertNever, ConflictError, NotFoundError } from '../shared/errors.js';
import { MESSAGES } from '../shared/messages.js';

/** The defect catalogue is small and department-wide: one stream keeps codes unique with optimistic concurrency. */
export const COCOON_DEFECTS_STREAM = 'cocoondefects-catalogue';

const defectCode = z
  .string({ error: MESSAGES.enterDefectCode })
  .trim()
  .min(1, MESSAGES.enterDefectCode)
  .max(10, 'Defect Code must be at most 10 characters');
const defectName = z
  .string({ error: MESSAGES.enterDefectName })
  .trim()
  .min(1, MESSAGES.enterDefectName)
  .max(100, 'Defect Name must be at most 100 characters');
const defectId = z.uuid('Select a defect');

export const saveCocoonDefectSchema = z.object({ defectCode, defectName });
export const updateCocoonDefectSchema = z.object({ defectId, defectCode, defectName });
export const removeCocoonDefectSchema = z.object({ defectId });
export type SaveCocoonDefectInput = z.infer<typeof saveCocoonDefectSchema>;
export type UpdateCocoonDefectInput = z.infer<typeof updateCocoonDefectSchema>;

export const cocoonDefectEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('CocoonDefectAdded'),
    data: z.object({ defectId: z.string(), defectCode: z.string(), defectName: z.string() }),
  }),
  z.object({
    type: z.literal('CocoonDefectUpdated'),
    data: z.object({ defectId: z.string(), defectCode: z.string(), defectName: z.string() }),
  }),
  z.object({ type: z.literal('CocoonDefectRemoved'), data: z.object({ defectId: z.string() }) }),
]);
export type CocoonDefectEvent = z.infer<typeof cocoonDefectEventSchema>;
export const COCOON_DEFECT_EVENT_TYPES = [
  'CocoonDefectAdded',
  'CocoonDefectUpdated',
  'CocoonDefectRemoved',
] as const;

export type CocoonDefectCommand =
  | { type: 'AddCocoonDefect'; data: { defectId: string; defectCode: string; defectName: string } }
  | { type: 'UpdateCocoonDefect'; data: { defectId: string; defectCode: string; defectName: string } }
  | { type: 'RemoveCocoonDefect'; data: { defectId: string } };

export interface CocoonDefectCatalogue {
  defects: ReadonlyMap<string, { defectCode: string; defectName: string }>;
}

const sameCode = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

function assertCodeFree(state: CocoonDefectCatalogue, code: string, exceptId?: string) {
  for (const [id, defect] of state.defects) {
    if (id !== exceptId && sameCode(defect.defectCode, code)) {
      throw new ConflictError(`Defect Code ${code} already exists`, 'defectCode');
    }
  }
}

function assertExists(state: CocoonDefectCatalogue, id: string) {
  if (!state.defects.has(id)) throw new NotFoundError('Cocoon defect not found');
}

export const cocoonDefectCatalogue: Decider<CocoonDefectCommand, CocoonDefectEvent, CocoonDefectCatalogue> = {
  initialState: { defects: new Map() },

  decide(command, state) {
    switch (command.type) {
      case 'AddCocoonDefect':
        if (state.defects.has(command.data.defectId)) throw new ConflictError(MESSAGES.alreadyProcessed);
        assertCodeFree(state, command.data.defectCode);
        return [{ type: 'CocoonDefectAdded', data: command.data }];
      case 'UpdateCocoonDefect':
        assertExists(state, command.data.defectId);
        assertCodeFree(state, command.data.defectCode, command.data.defectId);
        return [{ type: 'CocoonDefectUpdated', data: command.data }];
      case 'RemoveCocoonDefect':
        assertExists(state, command.data.defectId);
        return [{ type: 'CocoonDefectRemoved', data: command.data }];
      default:
        return assertNever(command);
    }
  },

  evolve(state, event) {
    const defects = new Map(state.defects);
    switch (event.type) {
      case 'CocoonDefectAdded':
      case 'CocoonDefectUpdated':
        defects.set(event.data.defectId, {
          defectCode: event.data.defectCode,
          defectName: event.data.defectName,
        });
        break;
      case 'CocoonDefectRemoved':
        defects.delete(event.data.defectId);
        break;
      default:
        return assertNever(event);
    }
    return { defects };
  },
};

/** A defect as the list (and its edit form) shows it. */
export const cocoonDefectRowSchema = z.object({
  defectId: z.string(),
  defectCode: z.string(),
  defectName: z.string(),
  isActive: z.number().int(),
});
export type CocoonDefectRow = z.infer<typeof cocoonDefectRowSchema>;
