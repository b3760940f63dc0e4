import { Button } from '@blueprintjs/core';
import { PrintButton } from '../../documents/PrintButton';
import { PrintJobStatus } from '../../documents/PrintJobStatus';
import { usePrintJob } from '../../documents/use-print-job';
import { reelerReceiptPrint } from './ReceiptDone';
import type { ReelerReceiptRow } from './reeler-receipts-api';

/** A receipt's print (copy 2 on is a DUPLICATE; a reversed one is stamped REVERSED) and, in force, its reversal. */
export function ReelerReceiptActions({
  receipt,
  onReverse,
}: {
  receipt: ReelerReceiptRow;
  onReverse: (receipt: ReelerReceiptRow) => void;
}) {
  const job = usePrintJob();
  const print = reelerReceiptPrint(receipt, receipt.marketId);
  return (
    <span className="reeler-receipts__actions">
      <PrintButton
        job={job}
        request={() => print.request}
        fileName={print.fileName}
        text="Print"
        size="small"
        aria-label={`Print receipt ${receipt.receiptNo}`}
      />
      {!receipt.reversal && (
        <Button
          size="small"
          variant="outlined"
          intent="danger"
          text="Reverse"
          aria-label={`Reverse receipt ${receipt.receiptNo}`}
          onClick={() => onReverse(receipt)}
        />
      )}
      <PrintJobStatus job={job} label="Receipt" />
    </span>
  );
}
