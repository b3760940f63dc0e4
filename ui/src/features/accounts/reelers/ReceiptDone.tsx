import type { DocumentRequest } from '../../documents/document-api';
import { IssuedReceipt } from '../../documents/IssuedReceipt';
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
  onClose: () => void;
}

/** A payment just received from a reeler and its receipt number; Print gives the original the reeler takes. */
export function ReceiptDone({ receipt, marketId, onClose }: ReceiptDoneProps) {
  const print = reelerReceiptPrint(receipt, marketId);
  return (
    <IssuedReceipt
      title="Payment received"
      request={print.request}
      fileName={print.fileName}
      onClose={onClose}
    >
      <p>
        Receipt <strong>{receipt.receiptNo}</strong>: print the original for the reeler.
      </p>
    </IssuedReceipt>
  );
}
