import { MESSAGES, saveVoucherCommand, type VoucherType } from '@cocoon/domain';
import { useState } from 'react';
import { ApiError } from '../../../api/errors';
import { useCommand } from '../../../api/use-command';
import { toastError, toastSuccess } from '../../../components/feedback/toaster';
import { useConfirm } from '../../../components/feedback/use-confirm';
import { today } from '../../auction/use-day-filter';
import { type DraftLine, draftTotals, emptyLine, linesToSend } from './voucher-draft';
import { type AccountOption, VOUCHERS_KEY } from './vouchers-api';

export interface VoucherDraft {
  voucherType: VoucherType;
  voucherDate: string;
  lines: DraftLine[];
  notes: string;
  referenceNo: string;
  correctsMonth: string;
}

const fresh = (voucherType: VoucherType = 'Journal'): VoucherDraft => ({
  voucherType,
  voucherDate: today(),
  lines: [emptyLine(), emptyLine()],
  notes: '',
  referenceNo: '',
  correctsMonth: '',
});

/**
 * The voucher form: the draft, the field messages (the browser's for amounts and balance, the server's for the
 * rest, under the same field names), 'Are you Sure to Add', and the number the server gave once saved.
 */
export function useVoucherForm(marketId: string | undefined, accounts: readonly AccountOption[]) {
  const [draft, setDraft] = useState<VoucherDraft>(() => fresh());
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [posted, setPosted] = useState<string | undefined>();
  const { confirm, dialog } = useConfirm();
  const save = useCommand(saveVoucherCommand, VOUCHERS_KEY);

  const change = (next: Partial<VoucherDraft>) => {
    setDraft((d) => ({ ...d, ...next }));
    setPosted(undefined);
  };

  const submit = async () => {
    if (save.isPending) return;
    const totals = draftTotals(draft.lines);
    const local: Record<string, string[]> = {};
    for (const [i, message] of Object.entries(totals.unreadable)) local[`lines.${i}`] = [message];
    if (Object.keys(local).length === 0 && totals.differencePaise !== 0)
      local.lines = ['Total debit must equal total credit'];
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    if (!(await confirm({ title: MESSAGES.confirmAdd }))) return;
    const body = {
      ...(marketId ? { marketId } : {}),
      voucherType: draft.voucherType,
      voucherDate: draft.voucherDate,
      lines: linesToSend(draft.lines, accounts),
      notes: draft.notes,
      referenceNo: draft.referenceNo || null,
      correctsMonth: draft.correctsMonth || null,
    };
    try {
      const answer = await save.mutateAsync({ body });
      toastSuccess(`${MESSAGES.formSubmitted}: ${answer.voucherNo}`);
      setDraft(fresh(draft.voucherType));
      setPosted(answer.voucherNo);
    } catch (error) {
      if (!(error instanceof ApiError)) return toastError(MESSAGES.unknownError);
      if (error.handled) return;
      setErrors(error.fieldErrors);
      toastError(error.message);
    }
  };

  return { draft, change, errors, posted, submit, submitting: save.isPending, dialog };
}
