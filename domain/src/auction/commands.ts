import type { CommandDefinition } from '../shared/command-definition.js';

/** The auction commands, in the order the command fuzz runs them (command-catalogue.ts). */
export const auctionCommands: readonly CommandDefinition[] = [];
