import type { ReadModelDb } from '@cocoon/projectors';
import { sql } from 'kysely';
import { hashPassword } from '../../auth/passwords.js';
import { endReelerSessions } from '../../auth/reeler-sessions.js';

/**
 * The password a reeler uses to log in to the bidding app. Stored only as an argon2id hash,
 * in the app schema and never in an event: a password is a secret, not a business fact.
 */
export async function storeCustomerPassword(
  db: ReadModelDb,
  customerId: string,
  password: string,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db
    .insertInto('app.customer_credentials')
    .values({ customer_id: customerId, password_hash: passwordHash })
    .onConflict((oc) =>
      oc.column('customer_id').doUpdateSet({ password_hash: passwordHash, updated_at: sql`now()` }),
    )
    .execute();
  // A new password ends the sessions opened with the old one.
  await endReelerSessions(db, customerId);
}
