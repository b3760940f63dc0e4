import {
  DOCUMENTS_QUEUE,
  documentEventSchema,
  EXPORT_REPORT_JOB,
  exportReportJobOptions,
  exportReportJobSchema,
  RENDER_DOCUMENT_JOB,
  renderDocumentJobOptions,
  renderDocumentJobSchema,
} from '@cocoon/domain';
import type { RecordedEvent } from '@cocoon/eventstore';
import { enqueueOnce } from '../runtime/queues.js';
import type { Reactor, ReactorContext } from '../runtime/types.js';

/**
 * Every render starts here (issue 24): DocumentRequested → one render job, ReportExportRequested → one export job,
 * on the documents queue. The job id comes from the event id, so never twice.
 */
export const renderDocumentsReactor: Reactor = {
  name: 'documents.render',
  eventTypes: ['DocumentRequested', 'ReportExportRequested'],
  async handle(events: RecordedEvent[], context: ReactorContext) {
    const queue = context.queue(DOCUMENTS_QUEUE);
    for (const recorded of events) {
      const event = documentEventSchema.parse({ type: recorded.type, data: recorded.data });
      if (event.type === 'ReportExportRequested') {
        await enqueueOnce(
          queue,
          EXPORT_REPORT_JOB,
          exportReportJobSchema.parse({ ...event.data, afterPosition: recorded.position }),
          recorded.id,
          exportReportJobOptions,
        );
        continue;
      }
      await enqueueOnce(
        queue,
        RENDER_DOCUMENT_JOB,
        renderDocumentJobSchema.parse({ ...event.data, afterPosition: recorded.position }),
        recorded.id,
        renderDocumentJobOptions,
      );
    }
  },
};
