import type { CommandDefinition } from '../shared/command-definition.js';

/** The audit commands, in the order the command fuzz runs them (command-catalogue.ts). */
export const auditCommands: readonly CommandDefinition[] = [];
