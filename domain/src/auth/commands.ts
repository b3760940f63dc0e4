import type { CommandDefinition } from '../shared/command-definition.js';

/** The auth commands, in the order the command fuzz runs them (command-catalogue.ts). */
export const authCommands: readonly CommandDefinition[] = [];
