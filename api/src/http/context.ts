import type { AuditLog, EventStore } from '@cocoon/eventstore';
import type { Logger } from '@cocoon/platform';
import type { ReadModelDb } from '@cocoon/projectors';
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { LedgerNotices } from '../accounts/ledger-notices.js';
import type { LiveHub } from '../auction/live-hub.js';
import type { SealKeys } from '../audit/config.js';
import type { DisplaySession } from '../auth/display-sessions.js';
import type { ReelerSession } from '../auth/reeler-sessions.js';
import type { SessionEnds } from '../auth/session-ends.js';
import type { SessionUser } from '../auth/sessions.js';
import type { CommandLog } from '../commands/command-log.js';
import type { StreamRunner } from '../commands/stream-runner.js';
import type { ApiConfig } from '../config.js';

/** Everything a route needs, built once at start and passed in (no module-level singletons). */
export interface AppDeps {
  config: ApiConfig;
  logger: Logger;
  db: ReadModelDb;
  /**
   * The same database, committing without waiting for the disk: only the command log and the sessions'
   * read-your-writes positions, whose loss in a crash means a retried command runs again and finds its events
   * already stored (every event id derives from the command id), never a lost or doubled effect.
   */
  commandLog: CommandLog;
  store: EventStore;
  redis: Redis;
  documentsQueue: Queue;
  /** Hot-stream command runner (lots under live bidding). */
  streams: StreamRunner;
  /** Fans auction events out to Server-Sent-Events clients. */
  live: LiveHub;
  /** Tells the open live feeds of a session that it was revoked, in every api process (auth/session-ends.ts). */
  sessionEnds: SessionEnds;
  /** The ledger's notice of the reelers a batch posted to: what the bid keeps of a bar and deposit (accounts/ledger-notices.ts). */
  ledgerNotices: LedgerNotices;
  /** Seals and verification runs of the tamper-evident history, and the configured seal keys. */
  audit: { log: AuditLog; keys: SealKeys };
  /**
   * The server clock: it opens and closes bidding (domain.md). One place to read it, so commands get their time
   * from it and tests can move it past a slot's end instead of waiting.
   */
  clock: () => Date;
}

export interface AppState {
  requestId: string;
  user?: SessionUser;
  reeler?: ReelerSession;
  /** A hall's view-only display session (issue 27): its market's live board only. */
  display?: DisplaySession;
  /** A bearer token was sent that opens no session (expired, revoked, or made up). */
  sessionEnded?: boolean;
}
