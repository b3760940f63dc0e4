import { Button, Tag } from '@blueprintjs/core';
import type { DocumentKind } from '@cocoon/domain';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/errors';
import { toastError } from '../../components/feedback/toaster';
import { type DocumentStatus, renderDocument, saveBlob } from './document-api';

export interface PrintDocumentButtonProps {
  kind: DocumentKind;
  /** The downloaded file's name. */
  fileName: string;
  text?: string;
}

const WORKING: Record<DocumentStatus, string> = {
  queued: 'Queued…',
  rendering: 'Preparing PDF…',
  ready: 'Downloading…',
  failed: 'Failed',
};

/** "Print": asks the server for the PDF, waits for the worker, downloads it; a failure stays visible. */
export function PrintDocumentButton({ kind, fileName, text = 'Print' }: PrintDocumentButtonProps) {
  const [status, setStatus] = useState<DocumentStatus | 'requesting' | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const abort = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => abort.current?.abort(), []);

  const busy = status !== undefined;
  const print = async () => {
    if (busy) return;
    abort.current = new AbortController();
    setFailure(undefined);
    setStatus('requesting');
    try {
      const blob = await renderDocument(kind, { onStatus: setStatus, signal: abort.current.signal });
      saveBlob(blob, fileName);
    } catch (error) {
      if (abort.current.signal.aborted || (error instanceof ApiError && error.handled)) return;
      const message = error instanceof Error ? error.message : 'The document could not be printed';
      setFailure(message);
      toastError(`Print failed: ${message}`);
    } finally {
      setStatus(undefined);
    }
  };

  return (
    <span className="print-document">
      <Button
        icon="print"
        text={busy && status !== 'requesting' ? WORKING[status] : text}
        loading={status === 'requesting'}
        disabled={busy}
        onClick={() => void print()}
      />
      {failure && (
        <Tag intent="danger" icon="error" role="alert" className="print-document__failure" multiline>
          Print failed: {failure}
        </Tag>
      )}
    </span>
  );
}
