import { ConflictError, staffStream } from '@cocoon/domain';
import type { EventStore } from '@cocoon/eventstore';
import type { ReadModelDb } from '@cocoon/projectors';
import { sql } from 'kysely';
import type { CommandRun } from '../../commands/run-command.js';

/**
 * A staff account's username is unique because it is the login: the credentials row (app.staff_users, unique
 * on lower(username)) is written before the StaffRegistered event and is itself the reservation. Then the event
 * is appended, then the row confirmed. A crash in between leaves a pending row: a retry of the same command
 * (same staff id) carries on with it; anyone else may reclaim it once stale, unless the staff stream holds that
 * command's event (then the account exists and the row is simply confirmed). A pending row cannot log in.
 * (Every other unique value is a reservation stream: commands/unique-values.ts.)
 */
const STALE_MS = 2 * 60_000;

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

const isStale = (row: Pending, now: Date) =>
  row.pending_command !== null &&
  row.pending_since !== null &&
  now.getTime() - new Date(row.pending_since).getTime() > STALE_MS;

const holding = new WeakSet<CommandRun>();

/** A command's new accounts are confirmed when it succeeds and given back when it fails. */
function holdUntilDone(run: CommandRun): void {
  if (holding.has(run)) return;
  holding.add(run);
  run.onSuccess(() => confirmReservations(run.db, run.commandId));
  run.onFailure(() => releaseReservations(run.db, run.store, run.commandId));
}

/** The account's credentials row, written before its StaffRegistered event: it reserves the username. */
export async function reserveAccount(run: CommandRun, account: AccountReservation): Promise<void> {
  holdUntilDone(run);
  const { db, store, commandId } = run;
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
    if (!isStale(other, run.at)) throw duplicate();
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

const confirmAccount = (db: ReadModelDb, userId: string) =>
  db
    .updateTable('app.staff_users')
    .set({ is_active: 1, pending_since: null, pending_command: null })
    .where('user_id', '=', userId)
    .where('pending_command', 'is not', null)
    .execute();

/** The command's events are stored: its new accounts may log in. */
export async function confirmReservations(db: ReadModelDb, commandId: string): Promise<void> {
  await db
    .updateTable('app.staff_users')
    .set({ is_active: 1, pending_since: null, pending_command: null })
    .where('pending_command', '=', commandId)
    .execute();
}

/**
 * The command failed: give back each new account no event of it claims. One whose staff stream does hold the
 * command's event (a failure after that append) is confirmed instead: the account exists.
 */
export async function releaseReservations(
  db: ReadModelDb,
  store: EventStore,
  commandId: string,
): Promise<void> {
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
