import {
  DOCUMENTS_QUEUE,
  documentEventSchema,
  RENDER_DOCUMENT_JOB,
  renderDocumentJobOptions,
  renderDocumentJobSchema,
} from '@cocoon/domain';
import type { RecordedEvent } from '@cocoon/eventstore';
import { enqueueOnce } from '../runtime/queues.js';
import type { Reactor, ReactorContext } from '../runtime/types.js';

/** DocumentRequested → one render job per request; the job id comes from the event id, so never twice. */
export const renderDocumentsReactor: Reactor = {
  name: 'documents.render',
  eventTypes: ['DocumentRequested'],
  async handle(events: RecordedEvent[], context: ReactorContext) {
    const queue = context.queue(DOCUMENTS_QUEUE);
    for (const recorded of events) {
      const { data } = documentEventSchema.parse({ type: recorded.type, data: recorded.data });
      await enqueueOnce(
        queue,
        RENDER_DOCUMENT_JOB,
        renderDocumentJobSchema.parse({ ...data, afterPosition: recorded.position }),
        recorded.id,
        renderDocumentJobOptions,
      );
    }
  },
};
