import { Button, Callout } from '@blueprintjs/core';
import type { CashPaymentAnswer } from '@cocoon/domain';
import { formatRupees } from '@cocoon/domain';
import type { DocumentRequest } from '../../documents/document-api';
import { PrintButton } from '../../documents/PrintButton';
import { PrintJobStatus } from '../../documents/PrintJobStatus';
import type { PrintJob } from '../../documents/use-print-job';

/** The print of a payment's receipt: copy 1 is the original the farmer signs, a later one prints DUPLICATE. */
export const receiptPrint = (
  payment: Pick<CashPaymentAnswer, 'paidOn' | 'paymentId' | 'receiptNo'>,
  marketId: string | undefined,
): { request: DocumentRequest; fileName: string } => ({
  request: { kind: 'farmer-payment-receipt', marketId, date: payment.paidOn, ids: [payment.paymentId] },
  fileName: `receipt-${payment.receiptNo.replace(/[^\w]+/g, '-')}.pdf`,
});

export interface PaymentDoneProps {
  payment: CashPaymentAnswer;
  marketId: string | undefined;
  /** The receipt's print, started when the payment was made. */
  job: PrintJob;
  onClose: () => void;
}

/** A cash payment just made, its receipt number, the receipt's print and a button to print it again. */
export function PaymentDone({ payment, marketId, job, onClose }: PaymentDoneProps) {
  const print = receiptPrint(payment, marketId);
  return (
    <Callout intent="success" icon="tick-circle" className="billing__message" title="Paid in cash">
      <p>
        {formatRupees(payment.totalPaise)} paid to {payment.farmerName} ({payment.farmerCode}) for{' '}
        {payment.lots.length} lot(s). Receipt <strong>{payment.receiptNo}</strong>.
      </p>
      <div className="billing__actions">
        <PrintButton job={job} request={() => print.request} fileName={print.fileName} text="Print receipt" />
        <Button variant="minimal" text="Close" onClick={onClose} />
      </div>
      <PrintJobStatus job={job} label="Receipt" />
    </Callout>
  );
}
