import type { Logger } from 'pino';
import type { WorkerConfig } from '../config.js';
import { Msg91NoticeSender, type NoticeSender, OutboxNoticeSender } from './senders.js';

/** The sender the configuration names: the development outbox unless NOTICES_SENDER=msg91. */
export function noticeSenderOf(
  config: Pick<
    WorkerConfig,
    'NOTICES_SENDER' | 'MSG91_AUTH_KEY' | 'MSG91_BASE_URL' | 'MSG91_SENDER' | 'MSG91_TIMEOUT_MS'
  >,
  logger: Logger,
): NoticeSender {
  if (config.NOTICES_SENDER === 'msg91' && config.MSG91_AUTH_KEY)
    return new Msg91NoticeSender({
      authKey: config.MSG91_AUTH_KEY,
      baseUrl: config.MSG91_BASE_URL,
      sender: config.MSG91_SENDER,
      timeoutMs: config.MSG91_TIMEOUT_MS,
    });
  return new OutboxNoticeSender(logger.child({ component: 'notices-outbox' }));
}
