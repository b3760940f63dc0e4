import { FileInput } from '@blueprintjs/core';
import type { OnlineBatch } from '@cocoon/domain';
import { type ChangeEvent, useId, useState } from 'react';
import { toastSuccess } from '../../../components/feedback/toaster';
import { toastProcessFailure } from '../../billing/process-failure';
import { useImportBankResponse } from './payments-api';

/** A file's bytes as base64 (in chunks: a spread of a large file would overflow the call stack). */
async function fileBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/**
 * The bank's response file (CSV: reference, status, bank reference or reason) read in the browser and sent as
 * its bytes; the server matches each line to a row of the batch and records it as Paid or Failed.
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
          // The bytes as the bank sent them: the server reads them in the template's encoding (issue 25).
          fileBase64: await fileBase64(file),
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
