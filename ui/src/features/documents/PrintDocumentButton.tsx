import type { DocumentKind } from '@cocoon/domain';
import { PrintButton } from './PrintButton';
import { PrintJobStatus } from './PrintJobStatus';
import { usePrintJob } from './use-print-job';

export interface PrintDocumentButtonProps {
  kind: DocumentKind;
  /** The downloaded file's name. */
  fileName: string;
  text?: string;
}

/** "Print" for a document of one kind alone (a master list): asks, waits for the worker, downloads. */
export function PrintDocumentButton({ kind, fileName, text = 'Print' }: PrintDocumentButtonProps) {
  const job = usePrintJob();
  return (
    <span className="print-document">
      <PrintButton job={job} request={() => ({ kind })} fileName={fileName} text={text} />
      <PrintJobStatus job={job} />
    </span>
  );
}
