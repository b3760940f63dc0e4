import type { BillType, ProcessBillsInput } from '@cocoon/domain';
import { toastSuccess } from '../../components/feedback/toaster';
import { useConfirm } from '../../components/feedback/use-confirm';
import { useProcessBills } from './billing-api';
import { toastProcessFailure } from './process-failure';

/**
 * Processing bills asks first ("Are you Sure", as the old screens did), then tells the server's answer or why
 * it refused. `run` answers whether the bills were processed. Render `dialog` once in the screen.
 */
export function useConfirmedProcess(kind: BillType | 'day') {
  const process = useProcessBills(kind);
  const { confirm, dialog } = useConfirm();
  const run = async (question: string, input: ProcessBillsInput): Promise<boolean> => {
    if (!(await confirm({ title: 'Are you Sure', text: question }))) return false;
    try {
      const answer = await process.mutateAsync({ body: input });
      toastSuccess(answer.message);
      return true;
    } catch (error) {
      toastProcessFailure(error);
      return false;
    }
  };
  return { run, busy: process.isPending, dialog };
}
