import type { CommandDefinition } from '../shared/command-definition.js';

/** The documents commands, in the order the command fuzz runs them (command-catalogue.ts). */
export const documentsCommands: readonly CommandDefinition[] = [];
