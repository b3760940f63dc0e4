import type { DocumentKind, DocumentState } from '@cocoon/domain';
import { apiBlob, apiRequest } from '../../api/client';
import { newUuid } from '../../api/command-key';

export type DocumentStatus = DocumentState['status'];

export class DocumentFailedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DocumentFailedError';
  }
}

export interface RenderOptions {
  onStatus?: (status: DocumentStatus) => void;
  signal?: AbortSignal;
  pollMs?: number;
  /** A worker that never answers must not leave the button spinning forever. */
  timeoutMs?: number;
}

/** Requests a document, waits while the worker renders it, and answers the PDF. */
export async function renderDocument(kind: DocumentKind, options: RenderOptions = {}): Promise<Blob> {
  const { onStatus, signal, pollMs = 1000, timeoutMs = 120_000 } = options;
  const { documentId } = await apiRequest<{ documentId: string }>('documents', {
    method: 'POST',
    body: { kind },
    idempotencyKey: newUuid(),
    signal,
  });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = await apiRequest<DocumentState>(`documents/${encodeURIComponent(documentId)}`, { signal });
    onStatus?.(state.status);
    if (state.status === 'ready') break;
    if (state.status === 'failed')
      throw new DocumentFailedError(state.error || 'The document could not be rendered');
    if (Date.now() > deadline)
      throw new DocumentFailedError('The document is taking too long; please try again');
    await sleep(pollMs, signal);
  }
  return apiBlob(`documents/${encodeURIComponent(documentId)}/file`, { signal });
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
