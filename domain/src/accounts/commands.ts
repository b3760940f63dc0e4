import { type CommandDefinition, defineCommand } from '../shared/command-definition.js';
import {
  levyRemittanceReversedAnswerSchema,
  levyRemittedAnswerSchema,
  remitLevySchema,
  reverseLevyRemittanceSchema,
} from './levy-remittances.js';

const levyRemittance = { tag: 'accounts: levy remittance', permission: 'accounts.levy-remittance' } as const;

export const remitLevyCommand = defineCommand({
  ...levyRemittance,
  call: '/LevyRemittance/SaveLevyRemittance',
  summary:
    'Remit levy to the department from the bank (Dr levy / Cr Bank) with its challan or UTR, numbered LR; at most what the levy accounts hold',
  input: remitLevySchema,
  answer: levyRemittedAnswerSchema,
  example: { request: async (w) => ({ body: await w.levyRemittance() }) },
});

export const reverseLevyRemittanceCommand = defineCommand({
  ...levyRemittance,
  call: '/LevyRemittance/ReverseLevyRemittance',
  summary:
    'Reverse a levy remittance (Dr Bank / Cr levy), once, numbered LX: a challan the bank returned, an amount entered wrong',
  input: reverseLevyRemittanceSchema,
  answer: levyRemittanceReversedAnswerSchema,
  example: {
    // A remittance is reversed once: each valid request remits first.
    request: async (w) => {
      const { remittanceId } = await w.run('Branch Admin', remitLevyCommand.call, await w.levyRemittance());
      return { body: { remittanceId, reason: 'Challan returned by the bank', reversedOn: w.today() } };
    },
  },
});

/** The accounts commands, in the order the command fuzz runs them (command-catalogue.ts). */
export const accountsCommands: readonly CommandDefinition[] = [
  remitLevyCommand,
  reverseLevyRemittanceCommand,
];
