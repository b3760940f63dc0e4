import { randomUUID } from 'node:crypto';
import type { Logger } from '@cocoon/platform';
import type { ReadModelDb } from '@cocoon/projectors';
import { maskMobile, type SmsMessage, type SmsSender } from './sms-sender.js';

/**
 * The development sender: every message goes to `app.sms_outbox` (tests and developers read codes from there)
 * and to the log with the number masked. Outside production the log line carries the text, so a developer can
 * verify a customer without a phone; in production the text (an OTP is a secret) stays out of the log, and the
 * outbox is what a gateway adapter would drain.
 */
export class OutboxSmsSender implements SmsSender {
  constructor(
    private readonly db: ReadModelDb,
    private readonly logger: Logger,
    private readonly logText: boolean,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    const messageId = randomUUID();
    await this.db
      .insertInto('app.sms_outbox')
      .values({ message_id: messageId, to_mobile: message.to, purpose: message.purpose, body: message.body })
      .execute();
    this.logger.info(
      {
        messageId,
        to: maskMobile(message.to),
        purpose: message.purpose,
        ...(this.logText ? { text: message.body } : {}),
      },
      'SMS written to the outbox (development sender: not delivered)',
    );
  }
}

export interface OutboxMessage {
  messageId: string;
  to: string;
  purpose: string;
  body: string;
  createdAt: Date;
}

/** Newest first: what a test (or a developer) reads to find the code that was "sent". */
export async function readOutbox(db: ReadModelDb, to: string, limit = 10): Promise<OutboxMessage[]> {
  return (await db
    .selectFrom('app.sms_outbox')
    .select(['message_id as messageId', 'to_mobile as to', 'purpose', 'body', 'created_at as createdAt'])
    .where('to_mobile', '=', to)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute()) as OutboxMessage[];
}
