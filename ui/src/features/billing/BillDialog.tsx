import { Callout, Classes, Dialog, Spinner } from '@blueprintjs/core';
import { useEffect, useRef } from 'react';
import { ApiError } from '../../api/errors';
import { PrintButton } from '../documents/PrintButton';
import { PrintJobStatus } from '../documents/PrintJobStatus';
import { usePrintJob } from '../documents/use-print-job';
import { BillView } from './BillView';
import { BILL_LABELS, billFileName, copyCountText } from './bill-labels';
import { useBill, useRefreshBilling } from './billing-api';

export interface BillDialogProps {
  /** The bill shown; undefined = closed. */
  billId: string | undefined;
  onOpenBill: (billId: string) => void;
  onClose: () => void;
}

/** One bill over the list it was opened from, with Print (its copy count beside it: later copies say DUPLICATE). */
export function BillDialog({ billId, onOpenBill, onClose }: BillDialogProps) {
  const bill = useBill(billId);
  const job = usePrintJob(useRefreshBilling());
  const shown = bill.data?.billId === billId ? bill.data : undefined;
  const body = useRef<HTMLDivElement>(null);
  // Opening the replacing (or replaced) bill removes the link that had the focus, and a print disables its
  // button while it runs: the focus comes back to the dialog, so Escape and Tab still work there.
  const shownId = shown?.billId;
  const printing = job.busy;
  useEffect(() => {
    const dialog = body.current?.closest(`.${Classes.DIALOG}`);
    if (shownId && !printing && body.current && !dialog?.contains(document.activeElement))
      body.current.focus({ preventScroll: true });
  }, [shownId, printing]);
  const title = shown ? `${BILL_LABELS[shown.billType].title} ${shown.invoiceNo}` : 'Bill';
  return (
    <Dialog isOpen={billId !== undefined} onClose={onClose} title={title} className="bill-dialog">
      <div className={Classes.DIALOG_BODY} ref={body} tabIndex={-1}>
        {bill.isPending && <Spinner aria-label="Loading the bill" />}
        {bill.error && !(bill.error instanceof ApiError && bill.error.handled) && (
          <Callout intent="danger" title="The bill could not be shown">
            {bill.error.message}
          </Callout>
        )}
        {shown && <BillView bill={shown} onOpenBill={onOpenBill} />}
      </div>
      {shown && (
        <div className={Classes.DIALOG_FOOTER}>
          <div className="bill-dialog__footer">
            <span data-testid="copy-count">{copyCountText(shown.printCount)}</span>
            <PrintButton
              job={job}
              intent="primary"
              text={shown.printCount === 0 ? 'Print' : 'Print again (DUPLICATE)'}
              request={() => ({
                kind: BILL_LABELS[shown.billType].kind,
                marketId: shown.marketId,
                date: shown.auctionDate,
                ids: [shown.billId],
              })}
              fileName={billFileName(shown.invoiceNo)}
            />
          </div>
          <PrintJobStatus job={job} label="Bill PDF" />
        </div>
      )}
    </Dialog>
  );
}
