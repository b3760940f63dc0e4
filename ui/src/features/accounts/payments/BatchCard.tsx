import { Button, Card, H5, Tag } from '@blueprintjs/core';
import type { ListedBatch } from '@cocoon/domain';
import { displayDate, formatRupees } from '@cocoon/domain';
import { toastSuccess } from '../../../components/feedback/toaster';
import { toastProcessFailure } from '../../billing/process-failure';
import { saveBlob } from '../../documents/document-api';
import { approvalState, BatchApprovalControl } from './BatchApprovalControl';
import { BatchRowsTable } from './BatchRowsTable';
import { ImportResponseButton } from './ImportResponseButton';
import { BATCH_STATUS_LABEL, bankFileName } from './payment-labels';
import { downloadBankFileAgain, useExportBankFile } from './payments-api';

/**
 * One batch: its number and state, its second person's approval, the bank file (made once approved; the first
 * download marks it exported, later downloads give the same file), the bank's response file, and its rows.
 */
export function BatchCard({ batch, marketId }: { batch: ListedBatch; marketId: string }) {
  const exportFile = useExportBankFile();
  const download = async () => {
    try {
      const file =
        batch.status === 'open'
          ? await exportFile.mutateAsync({ body: { marketId, batchId: batch.batchId } })
          : await downloadBankFileAgain(batch.batchId, marketId);
      saveBlob(file, bankFileName(batch.batchNo, batch.batchDate));
      if (batch.status === 'open') toastSuccess(`Bank file of ${batch.batchNo} exported`);
    } catch (error) {
      toastProcessFailure(error);
    }
  };
  const approval = batch.status === 'open' ? approvalState(batch, '') : null;
  return (
    <Card className="payments__batch" role="region" aria-label={`Batch ${batch.batchNo}`}>
      <div className="payments__batch-head">
        <H5>
          Batch {batch.batchNo} · {displayDate(batch.batchDate)}
        </H5>
        <Tag
          intent={
            batch.status === 'completed' ? 'success' : batch.status === 'exported' ? 'warning' : 'primary'
          }
        >
          {BATCH_STATUS_LABEL[batch.status]}
        </Tag>
        {approval && <Tag intent={approval.intent}>{approval.text}</Tag>}
        <span className="payments__muted">
          {batch.run && 'Payment run · '}
          {batch.totals.rows} rows · {formatRupees(batch.totals.amountPaise)}
          {batch.exportedOn && ` · exported ${displayDate(batch.exportedOn)} by ${batch.exportedBy ?? ''}`}
        </span>
      </div>
      {/* A run is approved on its own card above. */}
      {!batch.run && <BatchApprovalControl batch={batch} marketId={marketId} />}
      <div className="billing__actions">
        <Button
          intent={batch.status === 'open' ? 'primary' : 'none'}
          icon="download"
          text={batch.status === 'open' ? 'Export bank file' : 'Download bank file again'}
          loading={exportFile.isPending}
          disabled={batch.rows.length === 0 || (batch.status === 'open' && !batch.approval)}
          onClick={() => void download()}
        />
        {batch.status === 'exported' && <ImportResponseButton batch={batch} marketId={marketId} />}
      </div>
      <BatchRowsTable batch={batch} marketId={marketId} />
    </Card>
  );
}
