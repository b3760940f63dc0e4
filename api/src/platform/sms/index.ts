import type { AppDeps } from '../../http/context.js';
import { OutboxSmsSender } from './outbox-sender.js';
import type { SmsSender } from './sms-sender.js';

export { type OutboxMessage, readOutbox } from './outbox-sender.js';
export { maskMobile, type SmsMessage, type SmsSender } from './sms-sender.js';

/**
 * The sender this installation uses. Only the development outbox exists today; a gateway adapter (an
 * `SmsSender` calling the provider's HTTP API, chosen by a config variable) slots in here, nowhere else.
 */
export function createSmsSender(deps: Pick<AppDeps, 'db' | 'logger' | 'config'>): SmsSender {
  return new OutboxSmsSender(
    deps.db,
    deps.logger.child({ component: 'sms' }),
    deps.config.NODE_ENV !== 'production',
  );
}
