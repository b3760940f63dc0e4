import { type CommandDefinition, defineCommand } from '../shared/command-definition.js';
import { historySealSchema, historyVerificationSchema } from './history-answers.js';

const historyAudit = { tag: 'operations: history audit', permission: 'audit.history' } as const;

// The Admin seals and verifies the event history; neither takes a body.
export const sealHistoryCommand = /* @__PURE__ */ defineCommand({
  ...historyAudit,
  call: '/Audit/seal',
  summary: "Seal every stream's head now in a signed record",
  keyed: false,
  answer: historySealSchema,
  responses: { 409: 'No seal key is configured (AUDIT_SEAL_PRIVATE_KEY)' },
  example: { as: 'Admin', request: async () => ({}) },
});

export const verifyHistoryCommand = /* @__PURE__ */ defineCommand({
  ...historyAudit,
  call: '/Audit/verify',
  summary: 'Verify every stream and every seal now, and record the run',
  keyed: false,
  answer: historyVerificationSchema,
  responses: { 409: 'No public key to check seals with is configured' },
  example: { as: 'Admin', request: async () => ({}) },
});

/** The audit commands, in the order the command fuzz runs them (command-catalogue.ts). */
export const auditCommands: readonly CommandDefinition[] = [sealHistoryCommand, verifyHistoryCommand];
