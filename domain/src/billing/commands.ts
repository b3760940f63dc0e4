import { type CommandDefinition, defineCommand } from '../shared/command-definition.js';
import { billsProcessedAnswerSchema } from './bill-answers.js';
import { processBillsSchema } from './bill-inputs.js';

/** Processing a date's bills: every customer, or the ones picked on the screen; a weighed lot to bill first. */
const billProcess = {
  tag: 'billing',
  permission: 'billing.print',
  input: processBillsSchema,
  answer: billsProcessedAnswerSchema,
  example: { request: async (w) => w.billableDay() },
} as const satisfies Partial<CommandDefinition>;

export const processFarmerBillsCommand = /* @__PURE__ */ defineCommand({
  ...billProcess,
  call: '/Invoice/Save_FarmerAuctionSummary',
  summary: 'Issue the farmer bills of a date (all farmers, or those picked); a bill made stale is reissued',
});

export const processReelerInvoicesCommand = /* @__PURE__ */ defineCommand({
  ...billProcess,
  call: '/Invoice/Save_Reeler_Invoice',
  summary: 'Issue the reeler invoices of a date (all reelers, or those picked)',
});

export const processBillsCommand = /* @__PURE__ */ defineCommand({
  ...billProcess,
  call: '/Invoice/Save_BillProcess',
  summary: 'Bill process: issue the farmer bills and reeler invoices of a date in one action',
});

/** The billing commands, in the order the command fuzz runs them (command-catalogue.ts). */
export const billingCommands: readonly CommandDefinition[] = [
  processFarmerBillsCommand,
  processReelerInvoicesCommand,
  processBillsCommand,
];
