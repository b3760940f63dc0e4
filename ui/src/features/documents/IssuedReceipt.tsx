import { Button, Callout } from '@blueprintjs/core';
import { type ReactNode, useCallback, useState } from 'react';
import { SCROLL_TARGET, useScrollIntoView } from '../../components/scroll/use-scroll-into-view';
import type { DocumentRequest } from './document-api';
import { PrintButton } from './PrintButton';
import { PrintJobStatus } from './PrintJobStatus';
import { usePrintJob } from './use-print-job';

export interface IssuedReceiptProps {
  title: string;
  children: ReactNode;
  request: DocumentRequest;
  fileName: string;
  onClose: () => void;
}

/**
 * A receipt just issued (a farmer paid in cash, a reeler's payment received), scrolled into view with its Print
 * button ready. Nothing prints by itself (issue 27): the first print the cashier asks for is copy 1, the ORIGINAL
 * the farmer signs or the reeler takes; after it, the button says the next copy prints DUPLICATE.
 */
export function IssuedReceipt({ title, children, request, fileName, onClose }: IssuedReceiptProps) {
  const [printed, setPrinted] = useState(false);
  const job = usePrintJob(useCallback(() => setPrinted(true), []));
  const into = useScrollIntoView<HTMLDivElement>({ focus: true });
  return (
    <div ref={into} className={SCROLL_TARGET}>
      <Callout intent="success" icon="tick-circle" className="billing__message" title={title}>
        {children}
        <div className="billing__actions">
          <PrintButton
            job={job}
            intent={printed ? 'none' : 'primary'}
            request={() => request}
            fileName={fileName}
            text={printed ? 'Print again (DUPLICATE)' : 'Print receipt (ORIGINAL)'}
          />
          <Button variant="minimal" text="Close" onClick={onClose} />
        </div>
        <PrintJobStatus job={job} label="Receipt" />
      </Callout>
    </div>
  );
}
