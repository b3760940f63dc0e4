import type { DocumentEvent } from '@cocoon/domain';
import { describe, it } from 'vitest';
import { projectionSpec, recorded } from '../runtime/testing/projection-harness.js';
import { documentRequestsProjection } from './document-requests.js';

const spec = projectionSpec<DocumentEvent>(documentRequestsProjection);

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const DOC_1 = uuid(0xd01);
const DOC_2 = uuid(0xd02);

/** A DocumentRequested with a known event id: the row keeps it (the reactor's job id derives from it). */
const requested = (documentId: string, eventId: string, requestedBy: string, requestedAt: string) =>
  recorded<DocumentEvent>(
    { type: 'DocumentRequested', data: { documentId, kind: 'cocoon-defect-list', requestedBy, requestedAt } },
    {},
    { id: eventId, stream: `document-${documentId}` },
  );

describe('documents.requests', () => {
  it('records who asked for which document, when, and by which event', async () => {
    await spec.given([requested(DOC_1, uuid(1), 'hsr.officer', '2026-11-22T05:30:00.000Z')]).thenRows({
      document_requests: [
        {
          document_id: DOC_1,
          kind: 'cocoon-defect-list',
          requested_by: 'hsr.officer',
          requested_at: '2026-11-22T05:30:00.000Z',
          event_id: uuid(1),
        },
      ],
    });
  });

  it('several requests in one batch give one row each', async () => {
    await spec
      .given([
        requested(DOC_1, uuid(1), 'hsr.officer', '2026-11-22T05:30:00.000Z'),
        requested(DOC_2, uuid(2), 'admin', '2026-11-22T05:31:00.000Z'),
      ])
      .thenRows({
        document_requests: [
          { document_id: DOC_1, requested_by: 'hsr.officer', event_id: uuid(1) },
          { document_id: DOC_2, requested_by: 'admin', event_id: uuid(2) },
        ],
      });
  });

  it('a request delivered again in a later batch keeps the first row', async () => {
    const first = requested(DOC_1, uuid(1), 'hsr.officer', '2026-11-22T05:30:00.000Z');
    await spec.given([first], [first]).thenRows({
      document_requests: [{ document_id: DOC_1, requested_by: 'hsr.officer', event_id: uuid(1) }],
    });
  });
});
