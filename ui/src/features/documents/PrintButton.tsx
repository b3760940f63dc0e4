import { Button, type ButtonProps } from '@blueprintjs/core';
import type { DocumentRequest } from './document-api';
import type { PrintJob } from './use-print-job';

export interface PrintButtonProps extends Pick<ButtonProps, 'intent' | 'disabled' | 'icon' | 'size'> {
  job: PrintJob;
  /** Built when clicked, so it names what is picked at that moment. */
  request: () => DocumentRequest;
  fileName: string;
  text?: string;
  'aria-label'?: string;
}

/** "Print": starts the job; the job's status (progress, failure) is shown by PrintJobStatus. */
export function PrintButton({
  job,
  request,
  fileName,
  text = 'Print',
  icon = 'print',
  ...rest
}: PrintButtonProps) {
  // After a failed render the same print retries its copy: a new request would take the next copy number.
  const retrying = job.failedFor(request());
  return (
    <Button
      {...rest}
      icon={retrying ? 'refresh' : icon}
      text={retrying ? 'Retry print' : text}
      loading={job.busy}
      disabled={rest.disabled || job.busy}
      onClick={() => void (retrying ? job.retry() : job.print(request(), fileName))}
    />
  );
}
