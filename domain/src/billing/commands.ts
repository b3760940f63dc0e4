import type { CommandDefinition } from '../shared/command-definition.js';

/** The billing commands, in the order the command fuzz runs them (command-catalogue.ts). */
export const billingCommands: readonly CommandDefinition[] = [];
