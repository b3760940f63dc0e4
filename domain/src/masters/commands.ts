import { savedAnswerSchema } from '../shared/command-answers.js';
import { type CommandDefinition, defineCommand } from '../shared/command-definition.js';
import { saveCocoonTypeSchema, updateCocoonTypeSchema } from './cocoon-types.js';

const cocoonTypes = { tag: 'masters: cocoon types', permission: 'masters.cocoon-type' } as const;

export const saveCocoonTypeCommand = defineCommand({
  ...cocoonTypes,
  call: '/MasCocoon/SaveMasCocoon',
  summary: 'Add a cocoon type',
  input: saveCocoonTypeSchema,
  answer: savedAnswerSchema,
  example: {
    request: async (w) => {
      const k = w.next();
      return { body: { name: `Fuzz type ${k}`, shortName: `FZ${k}` } };
    },
  },
});

export const updateCocoonTypeCommand = defineCommand({
  ...cocoonTypes,
  call: '/MasCocoon/UpdateMasCocoon',
  summary: 'Change or deactivate a cocoon type',
  input: updateCocoonTypeSchema,
  answer: savedAnswerSchema,
  example: { request: async (w) => ({ body: await w.cocoonType() }) },
});

/** The masters commands, in the order the command fuzz runs them (command-catalogue.ts). */
export const mastersCommands: readonly CommandDefinition[] = [saveCocoonTypeCommand, updateCocoonTypeCommand];
