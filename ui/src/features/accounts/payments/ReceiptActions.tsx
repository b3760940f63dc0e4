import { Button } from '@blueprintjs/core';
import type { FarmerPaymentRow } from '@cocoon/domain';
import { useState } from 'react';
import { PrintButton } from '../../documents/PrintButton';
import { PrintJobStatus } from '../../documents/PrintJobStatus';
import { usePrintJob } from '../../documents/use-print-job';
import { receiptPrint } from './PaymentDone';
import { ReverseDialog } from './ReverseDialog';

/** A receipt's print (copy 2 on is a DUPLICATE; a reversed one is stamped REVERSED) and its reversal. */
export function ReceiptActions({ payment, marketId }: { payment: FarmerPaymentRow; marketId: string }) {
  const job = usePrintJob();
  const [reversing, setReversing] = useState(false);
  const print = receiptPrint(payment, marketId);
  const who = `${payment.receiptNo}`;
  return (
    <span className="payments__row-actions">
      <PrintButton
        job={job}
        request={() => print.request}
        fileName={print.fileName}
        text="Print"
        aria-label={`Print ${who}`}
      />
      {payment.status === 'paid' && (
        <Button
          size="small"
          intent="danger"
          variant="outlined"
          icon="undo"
          text="Reverse"
          aria-label={`Reverse ${who}`}
          onClick={() => setReversing(true)}
        />
      )}
      <PrintJobStatus job={job} label="Receipt" />
      {reversing && (
        <ReverseDialog payment={payment} marketId={marketId} onClose={() => setReversing(false)} />
      )}
    </span>
  );
}
