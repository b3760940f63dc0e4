import { ConflictError, staffStream } from '@cocoon/domain';
import type { EventStore } from '@cocoon/eventstore';
import type { ReadModelDb } from '@cocoon/projectors';
import { sql } from 'kysely';

/**
 * Uniqueness across streams (a username, a region code) cannot be decided inside one stream, so the key is
 * reserved in a table with a unique index first, then the event is appended, then the reservation confirmed.
 * A crash in between leaves a pending reservation: a retry of the same command (same owner id) carries on
 * with it; anyone else may reclaim it once stale, unless the owner's stream holds that command's event (then
 * the thing exists and the reservation is simply confirmed). A pending account row cannot log in.
 */
const STALE_MS = 2 * 60_000;

export interface KeyReservation {
  key: string;
  /** The form field a duplicate is reported on, and the message. */
  field: string;
  message: string;
  ownerId: string;
  ownerStream: string;
}

export interface AccountReservation {
  staffId: string;
  userName: string;
  displayName: string;
  userType: string;
  marketId: string | null;
  regionId: string | null;
  adOfficeId: string | null;
  branchId: string | null;
  passwordHash: string;
}

interface Pending {
  pending_since: Date | null;
  pending_command: string | null;
}

async function streamHasCommand(store: EventStore, stream: string, commandId: string): Promise<boolean> {
  const events = await store.readStream(stream);
  return events.some((e) => e.metadata.commandId === commandId);
}

const isStale = (row: Pending) =>
  row.pending_command !== null &&
  row.pending_since !== null &&
  Date.now() - new Date(row.pending_since).getTime() > STALE_MS;

export async function reserveKey(
  db: ReadModelDb,
  store: EventStore,
  commandId: string,
  reservation: KeyReservation,
): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const inserted = await db
      .insertInto('app.unique_keys')
      .values({
        key: reservation.key,
        owner_id: reservation.ownerId,
        owner_stream: reservation.ownerStream,
        pending_since: sql`now()`,
        pending_command: commandId,
      })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (inserted) return;
    const existing = (await db
      .selectFrom('app.unique_keys')
      .selectAll()
      .where('key', '=', reservation.key)
      .executeTakeFirst()) as (Pending & { key: string; owner_id: string; owner_stream: string }) | undefined;
    if (!existing) continue;
    if (existing.owner_id === reservation.ownerId) return;
    if (!isStale(existing)) throw new ConflictError(reservation.message, reservation.field);
    if (await streamHasCommand(store, existing.owner_stream, existing.pending_command!)) {
      await confirmKey(db, existing.key);
      throw new ConflictError(reservation.message, reservation.field);
    }
    await db
      .deleteFrom('app.unique_keys')
      .where('key', '=', existing.key)
      .where('pending_command', '=', existing.pending_command)
      .execute();
  }
  throw new ConflictError(reservation.message, reservation.field);
}

/** The account's credentials row, written before its StaffRegistered event: it reserves the username. */
export async function reserveAccount(
  db: ReadModelDb,
  store: EventStore,
  commandId: string,
  account: AccountReservation,
): Promise<void> {
  const duplicate = () => new ConflictError(`Username ${account.userName} already exists`, 'userName');
  for (let attempt = 0; attempt < 3; attempt++) {
    const inserted = await db
      .insertInto('app.staff_users')
      .values({
        user_id: account.staffId,
        username: account.userName,
        display_name: account.displayName,
        user_type: account.userType,
        market_id: account.marketId,
        region_id: account.regionId,
        ad_office_id: account.adOfficeId,
        branch_id: account.branchId,
        password_hash: account.passwordHash,
        is_active: 0,
        pending_since: sql`now()`,
        pending_command: commandId,
      })
      // Either unique index: the id (this command retried) or lower(username) (someone else's, or ours).
      .onConflict((oc) => oc.doNothing())
      .returning('user_id')
      .executeTakeFirst();
    if (inserted) return;
    const existing = await db
      .selectFrom('app.staff_users')
      .select(['user_id', 'pending_since', 'pending_command'])
      .where((eb) =>
        eb.or([
          eb('user_id', '=', account.staffId),
          eb(eb.fn('lower', ['username']), '=', account.userName.toLowerCase()),
        ]),
      )
      .execute();
    if (existing.length === 0) continue;
    if (existing.some((row) => row.user_id === account.staffId)) {
      // This command's own row from an earlier attempt; a different username would be another request.
      if (existing.length > 1) throw duplicate();
      return;
    }
    const other = existing[0]!;
    if (!isStale(other)) throw duplicate();
    if (await streamHasCommand(store, staffStream(other.user_id), other.pending_command!)) {
      await confirmAccount(db, other.user_id);
      throw duplicate();
    }
    await db
      .deleteFrom('app.staff_users')
      .where('user_id', '=', other.user_id)
      .where('pending_command', '=', other.pending_command)
      .execute();
  }
  throw duplicate();
}

const confirmKey = (db: ReadModelDb, key: string) =>
  db
    .updateTable('app.unique_keys')
    .set({ pending_since: null, pending_command: null })
    .where('key', '=', key)
    .execute();

const confirmAccount = (db: ReadModelDb, userId: string) =>
  db
    .updateTable('app.staff_users')
    .set({ is_active: 1, pending_since: null, pending_command: null })
    .where('user_id', '=', userId)
    .where('pending_command', 'is not', null)
    .execute();

/** The command's events are stored: its reservations become permanent, its new accounts may log in. */
export async function confirmReservations(db: ReadModelDb, commandId: string): Promise<void> {
  await db
    .updateTable('app.unique_keys')
    .set({ pending_since: null, pending_command: null })
    .where('pending_command', '=', commandId)
    .execute();
  await db
    .updateTable('app.staff_users')
    .set({ is_active: 1, pending_since: null, pending_command: null })
    .where('pending_command', '=', commandId)
    .execute();
}

/**
 * The command failed: give back each reservation no event of it claims. One whose owner stream does hold the
 * command's event (a failure after that append) is confirmed instead: the thing exists.
 */
export async function releaseReservations(
  db: ReadModelDb,
  store: EventStore,
  commandId: string,
): Promise<void> {
  const keys = await db
    .selectFrom('app.unique_keys')
    .select(['key', 'owner_stream'])
    .where('pending_command', '=', commandId)
    .execute();
  for (const row of keys) {
    if (await streamHasCommand(store, row.owner_stream, commandId)) await confirmKey(db, row.key);
    else
      await db
        .deleteFrom('app.unique_keys')
        .where('key', '=', row.key)
        .where('pending_command', '=', commandId)
        .execute();
  }
  const accounts = await db
    .selectFrom('app.staff_users')
    .select('user_id')
    .where('pending_command', '=', commandId)
    .execute();
  for (const row of accounts) {
    if (await streamHasCommand(store, staffStream(row.user_id), commandId))
      await confirmAccount(db, row.user_id);
    else
      await db
        .deleteFrom('app.staff_users')
        .where('user_id', '=', row.user_id)
        .where('pending_command', '=', commandId)
        .execute();
  }
}
