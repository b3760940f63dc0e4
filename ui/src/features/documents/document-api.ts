import type { DocumentKind, DocumentState, PrintLayout } from '@cocoon/domain';
import { apiBlob, apiRequest } from '../../api/client';

export type DocumentStatus = DocumentState['status'];
/** A token's print layout (the bid slip's sheet or pages, inward tokens two or three a sheet). */
export type TokenLayout = PrintLayout;

/**
 * What to print (POST /api/documents): a kind alone (a master list), or a market's date with the records
 * picked (lot ids for tokens, bill ids for bills; none = the day's whole batch) and a token's layout.
 */
export interface DocumentRequest {
  kind: DocumentKind;
  marketId?: string;
  date?: string;
  ids?: string[];
  layout?: TokenLayout;
}

export class DocumentFailedError extends Error {
  constructor(
    message: string,
    /** The failed document, which POST documents/{id}/retry renders again. */
    readonly documentId?: string,
  ) {
    super(message);
    this.name = 'DocumentFailedError';
  }
}

export interface RenderOptions {
  onState?: (state: Pick<DocumentState, 'status' | 'progress'>) => void;
  signal?: AbortSignal;
  pollMs?: number;
  /**
   * A worker that never answers must not leave the button spinning forever. The wait restarts whenever the
   * render moves on, so a day's batch of hundreds of pages is not cut short while it progresses.
   */
  stallMs?: number;
}

/** Waits while the worker renders a requested document, then answers the PDF. */
export async function waitForDocument(documentId: string, options: RenderOptions = {}): Promise<Blob> {
  const { onState, signal, pollMs = 1000, stallMs = 120_000 } = options;
  const path = `documents/${encodeURIComponent(documentId)}`;
  let deadline = Date.now() + stallMs;
  let last = '';
  for (;;) {
    const state = await apiRequest<DocumentState>(path, { signal });
    onState?.({ status: state.status, progress: state.progress });
    if (state.status === 'ready') break;
    if (state.status === 'failed')
      throw new DocumentFailedError(state.error || 'The document could not be rendered', documentId);
    const seen = `${state.status}:${state.progress ?? ''}`;
    if (seen !== last) {
      last = seen;
      deadline = Date.now() + stallMs;
    }
    if (Date.now() > deadline)
      throw new DocumentFailedError('The document is taking too long; please try again', documentId);
    await sleep(pollMs, signal);
  }
  return apiBlob(`${path}/file`, { signal });
}

/** Hands a blob to the browser as a file download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}
