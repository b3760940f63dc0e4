import type { PrintSubject } from '@cocoon/domain';
import type { Json, Timestamp } from '../shared/column-types.js';

/** The tables `documents.requests` writes (its migration `0001_create`). */
export interface DocumentRequestsTables {
  document_requests: {
    document_id: string;
    kind: string;
    requested_by: string;
    requested_at: Timestamp;
    event_id: string;
    market_id: string | null;
    print: Json<PrintSubject> | null;
    /** A report export's report (migration `0003_exports`); null for prints and lists. */
    report_id: string | null;
    report_format: string | null;
  };
  document_prints: {
    kind: string;
    subject_id: string;
    copies: number;
    last_printed_at: Timestamp;
  };
}
