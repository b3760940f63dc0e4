import type { ReadModelDb } from '@cocoon/projectors';
import { hashPassword } from '../auth/passwords.js';

/** The demo reelers' bidding password (README, demo logins): they log in at /reeler/login with their reeler code. */
export const DEMO_REELER_PASSWORD = 'Reeler@1234';

/**
 * Gives demo reelers a bidding password. One argon2id hash serves them all (hashing is deliberately slow, and
 * these are demo accounts with one published password); an existing password is never replaced.
 */
export async function giveReelersPasswords(
  db: ReadModelDb,
  reelerIds: readonly string[],
  password = DEMO_REELER_PASSWORD,
): Promise<void> {
  if (reelerIds.length === 0) return;
  const passwordHash = await hashPassword(password);
  await db
    .insertInto('app.customer_credentials')
    .values(reelerIds.map((customer_id) => ({ customer_id, password_hash: passwordHash })))
    .onConflict((oc) => oc.column('customer_id').doNothing())
    .execute();
}
