import { type CommandDefinition, defineCommand } from '../shared/command-definition.js';
import { exportQueuedSchema, exportRequestSchema } from './report-exports.js';

export const exportReportCommand = /* @__PURE__ */ defineCommand({
  call: '/Reports/Export',
  summary:
    'Export a report as a job (large exports): answers an exportId; poll GET /Reports/Export/{id}, then fetch /file',
  tag: 'reports',
  permission: 'reports.view',
  input: exportRequestSchema,
  answer: exportQueuedSchema,
  example: {
    request: async (w) => ({
      body: { call: 'CocoonAuction/LotRegister', query: { from: w.today(), to: w.today() }, format: 'csv' },
    }),
    pinned: ['call', 'format'],
  },
});

/** The reports commands, in the order the command fuzz runs them (command-catalogue.ts). */
export const reportsCommands: readonly CommandDefinition[] = [exportReportCommand];
