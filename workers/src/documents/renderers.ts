import type { DocumentKind, RenderDocumentJob } from '@cocoon/domain';
import type { ReadModelDb } from '@cocoon/projectors';
import type { DocumentCoder } from './document-codes.js';

export interface RenderedDocument {
  content: Buffer;
  contentType: string;
  fileName: string;
}

export interface RenderContext {
  db: ReadModelDb;
  /** When this attempt started: the "generated on" stamp, true to the data it read. */
  now: Date;
  /** Reports how far a long render (a day's batch) has got, 0-100, for the screen's progress bar. */
  onProgress?: (percent: number) => void;
  /**
   * Signs each printed record's code (issue 26). Absent only where no document-signing key is configured (a
   * development setup without one): the records then print without a QR.
   */
  coder?: DocumentCoder;
}

/** Reads what the document needs from the read models and lays it out. */
export type DocumentRenderer = (job: RenderDocumentJob, context: RenderContext) => Promise<RenderedDocument>;

/** One renderer per kind; a kind added to the job schema without one fails the type-check. */
export type DocumentRenderers = Record<DocumentKind, DocumentRenderer>;
