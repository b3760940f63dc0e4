import { Button, Callout, ProgressBar } from '@blueprintjs/core';
import type { PrintJob } from './use-print-job';
import './documents.css';

const WAITING = { requesting: 'Asking for the PDF…', queued: 'Queued…', rendering: 'Preparing PDF…' };

/**
 * A print under way (its percentage while a batch renders) or a failed one with its reason and a Retry button;
 * nothing once the PDF has downloaded.
 */
export function PrintJobStatus({ job, label = 'PDF' }: { job: PrintJob; label?: string }) {
  const { state } = job;
  if (state.phase === 'idle' || state.phase === 'ready') return null;
  if (state.phase === 'failed')
    return (
      <Callout intent="danger" icon="error" role="alert" className="print-job" title="Print failed">
        <p>{state.message}</p>
        {state.documentId && (
          <Button icon="refresh" text="Retry" intent="danger" onClick={() => void job.retry()} />
        )}
      </Callout>
    );
  const progress = 'progress' in state ? state.progress : undefined;
  return (
    <div className="print-job" role="status">
      <span className="print-job__label">
        {WAITING[state.phase]}
        {progress !== undefined && ` ${progress} %`}
      </span>
      <ProgressBar
        aria-label={`${label} progress`}
        intent="primary"
        value={progress === undefined ? undefined : progress / 100}
        animate={progress === undefined || progress < 100}
      />
    </div>
  );
}
