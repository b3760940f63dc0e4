import type { Timestamp } from '../shared/column-types.js';

/** The tables `documents.requests` writes (its migration `0001_create`). */
export interface DocumentRequestsTables {
  document_requests: {
    document_id: string;
    kind: string;
    requested_by: string;
    requested_at: Timestamp;
    event_id: string;
  };
}
