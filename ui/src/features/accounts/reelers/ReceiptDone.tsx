import { Button, Callout } from '@blueprintjs/core';
import type { DocumentRequest } from '../../documents/document-api';
import { PrintButton } from '../../documents/PrintButton';
import { PrintJobStatus } from '../../documents/PrintJobStatus';
import type { PrintJob } from '../../documents/use-print-job';
import type { ReelerReceiptRow } from './reeler-receipts-api';

/** What a receipt's print needs: the receipt list's row, or the answer of the receipt just recorded. */
export type PrintableReceipt = Pick<ReelerReceiptRow, 'receiptId' | 'receiptNo' | 'receivedOn'>;

/** The print of a reeler receipt: copy 1 is the original handed to the reeler, a later one prints DUPLICATE. */
export const reelerReceiptPrint = (
  receipt: PrintableReceipt,
  marketId: string | undefined,
): { request: DocumentRequest; fileName: string } => ({
  request: { kind: 'reeler-receipt', marketId, date: receipt.receivedOn, ids: [receipt.receiptId] },
  fileName: `receipt-${receipt.receiptNo.replace(/[^\w]+/g, '-')}.pdf`,
});

export interface ReceiptDoneProps {
  receipt: PrintableReceipt;
  marketId: string | undefined;
  /** The receipt's print, started when the payment was received. */
  job: PrintJob;
  onClose: () => void;
}

/** A payment just received from a reeler, its receipt number, the receipt's print and a button to print it again. */
export function ReceiptDone({ receipt, marketId, job, onClose }: ReceiptDoneProps) {
  const print = reelerReceiptPrint(receipt, marketId);
  return (
    <Callout intent="success" icon="tick-circle" className="billing__message" title="Payment received">
      <p>
        Receipt <strong>{receipt.receiptNo}</strong>.
      </p>
      <div className="billing__actions">
        <PrintButton job={job} request={() => print.request} fileName={print.fileName} text="Print receipt" />
        <Button variant="minimal" text="Close" onClick={onClose} />
      </div>
      <PrintJobStatus job={job} label="Receipt" />
    </Callout>
  );
}
