import type { CommandDefinition } from '../shared/command-definition.js';

/** The accounts commands, in the order the command fuzz runs them (command-catalogue.ts). */
export const accountsCommands: readonly CommandDefinition[] = [];
