import type { CommandDefinition } from '../shared/command-definition.js';

/** The reports commands, in the order the command fuzz runs them (command-catalogue.ts). */
export const reportsCommands: readonly CommandDefinition[] = [];
