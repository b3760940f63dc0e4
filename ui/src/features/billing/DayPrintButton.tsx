import type { DocumentKind } from '@cocoon/domain';
import type { TokenLayout } from '../documents/document-api';
import { PrintButton } from '../documents/PrintButton';
import type { PrintJob } from '../documents/use-print-job';

export interface DayPrintButtonProps {
  job: PrintJob;
  kind: DocumentKind;
  date: string;
  /** The one market of the day's rows; none while an AD or RJD looks at several. */
  marketId: string | undefined;
  /** How many rows the day has: nothing to print when none. */
  rowCount: number;
  text: string;
  fileName: string;
  layout?: TokenLayout;
}

/** Prints a market's whole day of one document as one PDF; a day's print is for one market only. */
export function DayPrintButton({
  job,
  kind,
  date,
  marketId,
  rowCount,
  text,
  fileName,
  layout,
}: DayPrintButtonProps) {
  return (
    <div className="billing__actions">
      <PrintButton
        job={job}
        intent="primary"
        text={text}
        disabled={rowCount === 0 || !marketId}
        request={() => ({ kind, marketId, date, layout })}
        fileName={fileName}
      />
    </div>
  );
}
