import type { DocumentKind, DocumentState, PrintLayout } from '@cocoon/domain';
import { apiBlob, apiRequest } from '../../api/client';
import { ApiError } from '../../api/errors';

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

/** What a render's status call answers, a print's or a report export's: pending until ready or failed. */
export interface RenderProgress {
  status: string;
  progress?: number;
  error?: string | null;
}

export interface RenderWait<S extends RenderProgress> {
  onState?: (state: S) => void;
  signal?: AbortSignal;
  pollMs: number;
  /** The error a failed render is thrown as (its reason, if the worker gave one). */
  failure: (reason: string | undefined) => Error;
  /** See RenderOptions.stallMs: after `ms` with nothing moving, `error` is thrown. Without it the wait has no end. */
  stall?: { ms: number; error: () => Error };
}

/**
 * Polls a render's status until it is ready (answered) or failed (thrown). The server answered the request's id,
 * but on a busy server its lists may trail its writes by more than the bound on waiting for them
 * (READ_YOUR_WRITES_TIMEOUT_MS): the status then answers 404 with the read side marked stale. Such a print is
 * not lost, only not listed yet, so the wait goes on (as "queued") instead of saying "Document not found".
 */
export async function waitForRender<S extends RenderProgress>(
  statusPath: string,
  wait: RenderWait<S>,
): Promise<S> {
  const { onState, signal, pollMs, stall } = wait;
  const stallMs = stall?.ms ?? Number.POSITIVE_INFINITY;
  let deadline = Date.now() + stallMs;
  let last = '';
  for (;;) {
    const state = await readListed<S>(statusPath, signal);
    if (state) onState?.(state);
    if (state?.status === 'ready') return state;
    if (state?.status === 'failed') throw wait.failure(state.error || undefined);
    const seen = state ? `${state.status}:${state.progress ?? ''}` : 'not listed yet';
    if (seen !== last) {
      last = seen;
      deadline = Date.now() + stallMs;
    }
    if (stall && Date.now() > deadline) throw stall.error();
    await sleep(pollMs, signal);
  }
}

/** A status read; undefined while the read side has not listed the request yet. */
async function readListed<S>(path: string, signal: AbortSignal | undefined): Promise<S | undefined> {
  try {
    return await apiRequest<S>(path, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.notListedYet) return undefined;
    throw error;
  }
}

/** Waits while the worker renders a requested document, then answers the PDF. */
export async function waitForDocument(documentId: string, options: RenderOptions = {}): Promise<Blob> {
  const { onState, signal, pollMs = 1000, stallMs = 120_000 } = options;
  const path = `documents/${encodeURIComponent(documentId)}`;
  await waitForRender<DocumentState>(path, {
    ...(onState ? { onState } : {}),
    ...(signal ? { signal } : {}),
    pollMs,
    failure: (reason) => new DocumentFailedError(reason ?? 'The document could not be rendered', documentId),
    stall: {
      ms: stallMs,
      error: () => new DocumentFailedError('The document is taking too long; please try again', documentId),
    },
  });
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
