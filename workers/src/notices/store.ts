import { createHash } from 'node:crypto';
import type {
  DeliveryReport,
  NoticeLanguage,
  NoticeMessageRow,
  NoticePurpose,
  NoticeStatus,
} from '@cocoon/domain';
import type { ReadModelDb } from '@cocoon/projectors';
import { type Generated, type Kysely, sql } from 'kysely';

/**
 * The notices' record (issue 25 part 5): one row per message (its current state, what the outbox screen lists)
 * and, per message, an append-only stream of what happened to it (`notices.message_events`: rendered, blocked,
 * a send attempt failed, sent, a delivery report) with the SHA-256 of the text each concerns. The workers do not
 * write the event store (ARCHITECTURE.md: workers read, they do not decide), so the stream lives here, written
 * only by this module; the delivery-report callback (api) records through it too. The development outbox is
 * these rows: a message "sent" by it never left the machine (sender `outbox`).
 */
interface MessagesTable {
  message_id: string;
  purpose: string;
  source_event_id: string;
  market_id: string;
  farmer_id: string | null;
  farmer_code: string | null;
  farmer_name: string | null;
  mobile: string | null;
  language: string | null;
  template_id: string | null;
  dlt_template_id: string | null;
  text: string | null;
  text_sha256: string | null;
  encoding: string;
  segments: number;
  status: string;
  reason: string | null;
  sender: string | null;
  gateway_message_id: string | null;
  attempts: Generated<number>;
  created_at: Generated<Date>;
  sent_at: Date | null;
  delivery_status: string | null;
  delivery_description: string | null;
  delivery_reported_at: Date | null;
}
interface MessageEventsTable {
  message_id: string;
  seq: number;
  type: string;
  data: string;
  text_sha256: string | null;
  recorded_at: Generated<Date>;
}
interface DeliveryReportsTable {
  report_id: string;
  request_id: string;
  message_id: string | null;
  status: string;
  description: string | null;
  reported_at: Date;
  body_sha256: string;
  received_at: Generated<Date>;
}
type NoticeStoreTables = {
  'notices.messages': MessagesTable;
  'notices.message_events': MessageEventsTable;
  'notices.delivery_reports': DeliveryReportsTable;
};
type NoticeDb = Kysely<NoticeStoreTables>;

// Same first key as the projectors' and the document store's advisory locks.
const LOCK_NAMESPACE = 0x636f63;
const typed = (db: ReadModelDb) => db.withTables<NoticeStoreTables>() as unknown as NoticeDb;

export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Creates the notices' own tables (several processes may start at once: the advisory lock serialises them). */
export async function migrateNoticeStore(db: ReadModelDb): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}, hashtext('notices.messages'))`.execute(trx);
    await sql`create schema if not exists notices`.execute(trx);
    await sql`
      create table if not exists notices.messages (
        message_id uuid primary key,
        purpose text not null,
        source_event_id text not null,
        market_id uuid not null,
        farmer_id uuid,
        farmer_code text,
        farmer_name text,
        mobile text,
        language text,
        template_id uuid,
        dlt_template_id text,
        text text,
        text_sha256 text,
        encoding text not null,
        segments integer not null,
        status text not null,
        reason text,
        sender text,
        gateway_message_id text,
        attempts integer not null default 0,
        created_at timestamptz not null default now(),
        sent_at timestamptz,
        delivery_status text,
        delivery_description text,
        delivery_reported_at timestamptz,
        unique (purpose, source_event_id)
      )`.execute(trx);
    await sql`create index if not exists messages_market_idx on notices.messages (market_id, created_at desc)`.execute(
      trx,
    );
    await sql`create index if not exists messages_gateway_idx on notices.messages (gateway_message_id)`.execute(
      trx,
    );
    await sql`
      create table if not exists notices.message_events (
        message_id uuid not null references notices.messages (message_id),
        seq integer not null,
        type text not null,
        data jsonb not null,
        text_sha256 text,
        recorded_at timestamptz not null default now(),
        primary key (message_id, seq)
      )`.execute(trx);
    await sql`
      create table if not exists notices.delivery_reports (
        report_id text primary key,
        request_id text not null,
        message_id uuid,
        status text not null,
        description text,
        reported_at timestamptz not null,
        body_sha256 text not null,
        received_at timestamptz not null default now()
      )`.execute(trx);
  });
}

/** A message's id derives from its purpose and source event: one message per pair, whatever runs twice. */
export function noticeMessageId(purpose: string, sourceEventId: string): string {
  const hex = sha256(`notice:${purpose}:${sourceEventId}`);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export interface NewNoticeMessage {
  purpose: NoticePurpose;
  sourceEventId: string;
  marketId: string;
  farmerId: string | null;
  farmerCode: string | null;
  farmerName: string | null;
  mobile: string | null;
  language: NoticeLanguage | null;
  templateId: string | null;
  dltTemplateId: string | null;
  text: string | null;
  encoding: 'GSM-7' | 'UCS-2';
  segments: number;
  status: Extract<NoticeStatus, 'queued' | 'blocked' | 'opted-out'>;
  reason: string | null;
}

export interface StoredNotice {
  messageId: string;
  status: NoticeStatus;
  attempts: number;
}

async function appendEvent(
  trx: NoticeDb,
  messageId: string,
  type: string,
  data: Record<string, unknown>,
  textSha256: string | null,
) {
  await sql`
    insert into notices.message_events (message_id, seq, type, data, text_sha256)
    select ${messageId}::uuid, coalesce(max(seq), 0) + 1, ${type}, ${JSON.stringify(data)}::jsonb, ${textSha256}
    from notices.message_events where message_id = ${messageId}::uuid`.execute(trx);
}

/**
 * Records a message once per (purpose, source event), with its first event; a second call (the job retried, the
 * reactor run twice) finds the stored one and records nothing.
 */
export async function recordNoticeMessage(db: ReadModelDb, message: NewNoticeMessage): Promise<StoredNotice> {
  const messageId = noticeMessageId(message.purpose, message.sourceEventId);
  return typed(db)
    .transaction()
    .execute(async (trx) => {
      const textSha256 = message.text === null ? null : sha256(message.text);
      const inserted = await trx
        .insertInto('notices.messages')
        .values({
          message_id: messageId,
          purpose: message.purpose,
          source_event_id: message.sourceEventId,
          market_id: message.marketId,
          farmer_id: message.farmerId,
          farmer_code: message.farmerCode,
          farmer_name: message.farmerName,
          mobile: message.mobile,
          language: message.language,
          template_id: message.templateId,
          dlt_template_id: message.dltTemplateId,
          text: message.text,
          text_sha256: textSha256,
          encoding: message.encoding,
          segments: message.segments,
          status: message.status,
          reason: message.reason,
        })
        .onConflict((oc) => oc.columns(['purpose', 'source_event_id']).doNothing())
        .returning('message_id')
        .executeTakeFirst();
      if (inserted) {
        const type =
          message.status === 'queued'
            ? 'NoticeRendered'
            : message.status === 'blocked'
              ? 'NoticeBlocked'
              : 'NoticeOptedOut';
        await appendEvent(
          trx,
          messageId,
          type,
          {
            purpose: message.purpose,
            source: message.sourceEventId,
            reason: message.reason,
            segments: message.segments,
            encoding: message.encoding,
          },
          textSha256,
        );
        return { messageId, status: message.status, attempts: 0 };
      }
      const stored = await trx
        .selectFrom('notices.messages')
        .select(['status', 'attempts'])
        .where('message_id', '=', messageId)
        .executeTakeFirstOrThrow();
      return { messageId, status: stored.status as NoticeStatus, attempts: stored.attempts };
    });
}

/** The gateway took the message. */
export async function markNoticeSent(
  db: ReadModelDb,
  messageId: string,
  sent: { sender: string; gatewayMessageId: string; at: Date },
): Promise<void> {
  await typed(db)
    .transaction()
    .execute(async (trx) => {
      const row = await trx
        .updateTable('notices.messages')
        .set((eb) => ({
          status: 'sent',
          reason: null,
          sender: sent.sender,
          gateway_message_id: sent.gatewayMessageId,
          sent_at: sent.at,
          attempts: eb('attempts', '+', 1),
        }))
        .where('message_id', '=', messageId)
        .returning('text_sha256')
        .executeTakeFirstOrThrow();
      await appendEvent(
        trx,
        messageId,
        'NoticeSent',
        { sender: sent.sender, gatewayMessageId: sent.gatewayMessageId },
        row.text_sha256,
      );
    });
}

/** A send attempt failed; `final`: no more tries (the status becomes failed). */
export async function markNoticeAttemptFailed(
  db: ReadModelDb,
  messageId: string,
  failure: { sender: string; reason: string; final: boolean },
): Promise<void> {
  await typed(db)
    .transaction()
    .execute(async (trx) => {
      const row = await trx
        .updateTable('notices.messages')
        .set((eb) => ({
          ...(failure.final ? { status: 'failed' } : {}),
          reason: failure.reason.slice(0, 500),
          sender: failure.sender,
          attempts: eb('attempts', '+', 1),
        }))
        .where('message_id', '=', messageId)
        .returning('text_sha256')
        .executeTakeFirstOrThrow();
      await appendEvent(
        trx,
        messageId,
        failure.final ? 'NoticeFailed' : 'NoticeSendAttemptFailed',
        { sender: failure.sender, reason: failure.reason.slice(0, 500) },
        row.text_sha256,
      );
    });
}

/**
 * A delivery report, once per report id (answers false when the id is already recorded: a replay). The report is
 * kept even when no message of ours has its request id (the gateway may report another system's messages).
 */
export async function recordDeliveryReport(
  db: ReadModelDb,
  report: DeliveryReport,
  rawBody: string,
): Promise<boolean> {
  return typed(db)
    .transaction()
    .execute(async (trx) => {
      const message = await trx
        .selectFrom('notices.messages')
        .select(['message_id', 'text_sha256'])
        .where('gateway_message_id', '=', report.requestId)
        .forUpdate()
        .executeTakeFirst();
      const inserted = await trx
        .insertInto('notices.delivery_reports')
        .values({
          report_id: report.reportId,
          request_id: report.requestId,
          message_id: message?.message_id ?? null,
          status: report.status,
          description: report.description ?? null,
          reported_at: new Date(report.reportedAt),
          body_sha256: sha256(rawBody),
        })
        .onConflict((oc) => oc.column('report_id').doNothing())
        .returning('report_id')
        .executeTakeFirst();
      if (!inserted) return false;
      if (message) {
        await trx
          .updateTable('notices.messages')
          .set({
            delivery_status: report.status,
            delivery_description: report.description ?? null,
            delivery_reported_at: new Date(report.reportedAt),
          })
          .where('message_id', '=', message.message_id)
          .execute();
        await appendEvent(
          trx,
          message.message_id,
          'NoticeDeliveryReported',
          {
            reportId: report.reportId,
            status: report.status,
            description: report.description ?? null,
            reportedAt: report.reportedAt,
          },
          message.text_sha256,
        );
      }
      return true;
    });
}

/** 98XXXXXX45: enough to tell messages apart, not enough to contact anyone. */
const maskMobile = (mobile: string) =>
  mobile.length <= 4 ? 'XXXX' : `${mobile.slice(0, 2)}${'X'.repeat(mobile.length - 4)}${mobile.slice(-2)}`;

/** A market's messages, newest first (the outbox screen). */
export async function listNoticeMessages(
  db: ReadModelDb,
  marketId: string,
  limit: number,
): Promise<NoticeMessageRow[]> {
  const rows = await typed(db)
    .selectFrom('notices.messages')
    .selectAll()
    .where('market_id', '=', marketId)
    .orderBy('created_at', 'desc')
    .orderBy('message_id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    messageId: r.message_id,
    marketId: r.market_id,
    purpose: r.purpose as NoticePurpose,
    farmerId: r.farmer_id,
    farmerCode: r.farmer_code,
    farmerName: r.farmer_name,
    mobileMasked: r.mobile === null ? null : maskMobile(r.mobile),
    language: r.language as NoticeLanguage | null,
    dltTemplateId: r.dlt_template_id,
    text: r.text,
    textSha256: r.text_sha256,
    encoding: r.encoding as 'GSM-7' | 'UCS-2',
    segments: r.segments,
    status: r.status as NoticeStatus,
    reason: r.reason,
    sender: r.sender,
    gatewayMessageId: r.gateway_message_id,
    attempts: r.attempts,
    createdAt: new Date(r.created_at).toISOString(),
    sentAt: r.sent_at ? new Date(r.sent_at).toISOString() : null,
    delivery: r.delivery_status
      ? {
          status: r.delivery_status,
          description: r.delivery_description,
          reportedAt: new Date(r.delivery_reported_at ?? r.created_at).toISOString(),
        }
      : null,
  }));
}

/** A message's recorded stream, oldest first (tests and audits). */
export async function noticeMessageEvents(db: ReadModelDb, messageId: string) {
  return typed(db)
    .selectFrom('notices.message_events')
    .select(['seq', 'type', 'data', 'text_sha256 as textSha256'])
    .where('message_id', '=', messageId)
    .orderBy('seq')
    .execute();
}
