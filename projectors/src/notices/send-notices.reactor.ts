import {
  BANK_FIELDS,
  businessDate,
  NOTICES_QUEUE,
  type NoticePurpose,
  noticeJobId,
  SEND_NOTICE_JOB,
  sendNoticeJobOptions,
  sendNoticeJobSchema,
} from '@cocoon/domain';
import type { RecordedEvent } from '@cocoon/eventstore';
import type { Reactor, ReactorContext } from '../runtime/types.js';

const isBankField = (field: unknown) => (BANK_FIELDS as readonly string[]).includes(String(field));

/** Which notice an event is for, if any. */
function purposeOf(recorded: RecordedEvent): NoticePurpose | undefined {
  switch (recorded.type) {
    case 'LotWeighed':
      return 'lot-sold';
    case 'BatchRowPaid':
      return 'credited';
    case 'BatchRowFailed':
      return 'returned';
    case 'CustomerUpdated': {
      const changed = (recorded.data as { changed?: unknown }).changed;
      return Array.isArray(changed) && changed.some(isBankField) ? 'bank-details-changed' : undefined;
    }
    // A farmer's new bank details wait for a second person; the farmer is told when they are asked for, so a
    // change the farmer did not ask for is known before any money goes there (insider fraud).
    case 'CustomerBankChangeRequested':
      return 'bank-details-changed';
    default:
      return undefined;
  }
}

/**
 * Farmers told by SMS (issue 25 part 5): a lot weighed (sold), a batch row paid (credited) or returned, a bank
 * detail changed → one `send-notice` job on the notices queue. The job id derives from the purpose and the
 * source event, so a reactor batch run twice enqueues one job, and the worker keeps one message per pair. The
 * worker reads the rest (farmer, mobile, language, template) once the read models have passed the event.
 */
export const sendNoticesReactor: Reactor = {
  name: 'notices.send',
  eventTypes: [
    'LotWeighed',
    'BatchRowPaid',
    'BatchRowFailed',
    'CustomerUpdated',
    'CustomerBankChangeRequested',
  ],
  async handle(events: RecordedEvent[], context: ReactorContext) {
    const queue = context.queue(NOTICES_QUEUE);
    for (const recorded of events) {
      const purpose = purposeOf(recorded);
      if (!purpose) continue;
      const occurredAt = recorded.metadata.occurredAt ?? recorded.recordedAt.toISOString();
      const job = sendNoticeJobSchema.parse({
        purpose,
        sourceEventId: recorded.id,
        sourceStream: recorded.streamName,
        data: recorded.data,
        occurredOn: businessDate(new Date(occurredAt)),
        afterPosition: recorded.position,
      });
      await queue.add(SEND_NOTICE_JOB, job, {
        ...sendNoticeJobOptions,
        jobId: noticeJobId(purpose, recorded.id).replaceAll(':', '_'),
      });
    }
  },
};
