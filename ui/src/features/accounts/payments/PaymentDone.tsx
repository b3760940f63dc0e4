import type { CashPaymentAnswer } from '@cocoon/domain';
import { formatRupees } from '@cocoon/domain';
import type { DocumentRequest } from '../../documents/document-api';
import { IssuedReceipt } from '../../documents/IssuedReceipt';

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
  onClose: () => void;
}

/** A cash payment just made and its receipt number; Print gives the original the farmer signs for the cash. */
export function PaymentDone({ payment, marketId, onClose }: PaymentDoneProps) {
  const print = receiptPrint(payment, marketId);
  return (
    <IssuedReceipt title="Paid in cash" request={print.request} fileName={print.fileName} onClose={onClose}>
      <p>
        {formatRupees(payment.totalPaise)} paid to {payment.farmerName} ({payment.farmerCode}) for{' '}
        {payment.lots.length} lot(s). Receipt <strong>{payment.receiptNo}</strong>: print the original for the
        farmer to sign.
      </p>
    </IssuedReceipt>
  );
}
