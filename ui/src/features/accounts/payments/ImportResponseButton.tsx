import { FileInput } from '@blueprintjs/core';
import type { OnlineBatch } from '@cocoon/domain';
import { type ChangeEvent, useId, useState } from 'react';
import { toastSuccess } from '../../../components/feedback/toaster';
import { toastProcessFailure } from '../../billing/process-failure';
import { useImportBankResponse } from './payments-api';

/**
 * The bank's response file (CSV: reference, status, bank reference or reason) read in the browser and sent as
 * text; the server matches each line to a row of the batch and records it as Paid or Failed.
 */
export function ImportResponseButton({ batch, marketId }: { batch: OnlineBatch; marketId: string }) {
  const importFile = useImportBankResponse();
  const [fileName, setFileName] = useState<string>();
  const id = useId();
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setFileName(file.name);
    try {
      const answer = await importFile.mutateAsync({
        body: {
          marketId,
          batchId: batch.batchId,
          csv: await file.text(),
        },
      });
      toastSuccess(`Bank response read: ${answer.paid} paid, ${answer.failed} failed`);
    } catch (error) {
      toastProcessFailure(error);
    } finally {
      // The same file may be chosen again after a correction.
      input.value = '';
    }
  };
  return (
    <FileInput
      text={fileName ?? 'Import bank response (CSV)…'}
      buttonText="Choose"
      disabled={importFile.isPending}
      inputProps={{ id, accept: '.csv,text/csv', 'aria-label': `Import bank response of ${batch.batchNo}` }}
      onInputChange={(event) => void onFile(event as ChangeEvent<HTMLInputElement>)}
    />
  );
}
