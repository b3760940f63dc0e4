import { accountsCommands } from './accounts/commands.js';
import { auctionCommands } from './auction/commands.js';
import { auditCommands } from './audit/commands.js';
import { authCommands } from './auth/commands.js';
import { billingCommands } from './billing/commands.js';
import { documentsCommands } from './documents/commands.js';
import { mastersCommands } from './masters/commands.js';
import { noticesCommands } from './notices/commands.js';
import { reportsCommands } from './reports/commands.js';
import type { CommandDefinition } from './shared/command-definition.js';

/**
 * Every command of the system, once (issue 24). The api mounts each POST from its definition and refuses to start
 * with one missing or mounted twice; the command fuzz runs them in this order (the go-live before the opening
 * balances dated on it, before the months closed from it), each from its own example.
 */
export const commandCatalogue: readonly CommandDefinition[] = [
  ...authCommands,
  ...mastersCommands,
  ...documentsCommands,
  ...auctionCommands,
  ...billingCommands,
  ...accountsCommands,
  ...auditCommands,
  ...reportsCommands,
  ...noticesCommands,
];
