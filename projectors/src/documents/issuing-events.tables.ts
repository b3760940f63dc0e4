/** The table `documents.issuing-events` writes (its migration `0001_create`). */
export interface IssuingEventsTables {
  documents_issuing_events: {
    /** The document's token kind (FB, RI, FR, RR, IT, AT). */
    kind: string;
    /** The record it prints: bill, payment, receipt or lot id. */
    record_id: string;
    stream_name: string;
    revision: number;
    /** The event-store position, as the store writes it (zero-padded). */
    position: string;
    /** The event's chain hash; null for an event written without one. */
    hash: string | null;
  };
}
