import { requestDocumentCommand, retryDocumentCommand } from '@cocoon/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/errors';
import { useCommand } from '../../api/use-command';
import { toastError } from '../../components/feedback/toaster';
import {
  DocumentFailedError,
  type DocumentRequest,
  type DocumentStatus,
  saveBlob,
  waitForDocument,
} from './document-api';

/** Where one print stands on the screen: asked, rendering (with its percentage), failed (kept with its id). */
export type PrintJobState =
  | { phase: 'idle' }
  | { phase: 'requesting' }
  | { phase: Exclude<DocumentStatus, 'failed'>; progress?: number; documentId: string }
  | { phase: 'failed'; message: string; documentId?: string };

export interface PrintJob {
  state: PrintJobState;
  busy: boolean;
  print: (request: DocumentRequest, fileName: string) => Promise<void>;
  /** Renders the failed document again (POST documents/{id}/retry) and downloads it when ready. */
  retry: () => Promise<void>;
  /**
   * True when this request is the one whose render failed: its copy number is already taken, so printing it
   * again must retry that copy, not ask for the next one (which would print DUPLICATE with no original).
   */
  failedFor: (request: DocumentRequest) => boolean;
}

/**
 * One print: request the document, follow the worker's progress, download the PDF. A failed render stays on
 * the screen with its reason until the user retries it or prints again. `onPrinted` runs after every print that
 * reached the worker (the copy counts changed).
 */
export function usePrintJob(onPrinted?: () => void): PrintJob {
  const [state, setState] = useState<PrintJobState>({ phase: 'idle' });
  const abort = useRef<AbortController | undefined>(undefined);
  const fileName = useRef('document.pdf');
  const { mutateAsync: send } = useCommand(requestDocumentCommand);
  const { mutateAsync: again } = useCommand(retryDocumentCommand);
  useEffect(() => () => abort.current?.abort(), []);

  const follow = useCallback(
    async (start: (signal: AbortSignal) => Promise<string>) => {
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      setState({ phase: 'requesting' });
      let documentId: string | undefined;
      try {
        documentId = await start(controller.signal);
        const id = documentId;
        setState({ phase: 'queued', documentId: id });
        const blob = await waitForDocument(id, {
          signal: controller.signal,
          onState: ({ status, progress }) => {
            if (status !== 'failed') setState({ phase: status, progress, documentId: id });
          },
        });
        saveBlob(blob, fileName.current);
        setState({ phase: 'idle' });
      } catch (error) {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.handled) return setState({ phase: 'idle' });
        const message = error instanceof Error ? error.message : 'The document could not be printed';
        const failedId = error instanceof DocumentFailedError ? error.documentId : documentId;
        setState({ phase: 'failed', message, documentId: failedId });
        toastError(`Print failed: ${message}`);
      } finally {
        if (documentId) onPrinted?.();
      }
    },
    [onPrinted],
  );

  const lastRequest = useRef('');
  const print = useCallback(
    (request: DocumentRequest, name: string) => {
      fileName.current = name;
      lastRequest.current = JSON.stringify(request);
      return follow(async () => (await send({ body: request })).documentId);
    },
    [follow, send],
  );

  const retry = useCallback(async () => {
    if (state.phase !== 'failed' || !state.documentId) return;
    const id = state.documentId;
    await follow(async () => {
      await again({ body: {}, params: { id } });
      return id;
    });
  }, [state, follow, again]);

  const failedFor = useCallback(
    (request: DocumentRequest) =>
      state.phase === 'failed' &&
      state.documentId !== undefined &&
      JSON.stringify(request) === lastRequest.current,
    [state],
  );

  const busy = state.phase !== 'idle' && state.phase !== 'failed';
  return { state, busy, print, retry, failedFor };
}
