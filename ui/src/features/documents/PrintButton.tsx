import { Button, type ButtonProps } from '@blueprintjs/core';
import type { DocumentRequest } from './document-api';
import type { PrintJob } from './use-print-job';

export interface PrintButtonProps extends Pick<ButtonProps, 'intent' | 'disabled' | 'icon'> {
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
  return (
    <Button
      {...rest}
      icon={icon}
      text={text}
      loading={job.busy}
      disabled={rest.disabled || job.busy}
      onClick={() => void job.print(request(), fileName)}
    />
  );
}
