import { MESSAGES, saveVoucherCommand, type VoucherType } from '@cocoon/domain';
import { useState } from 'react';
import { ApiError, type FieldErrors } from '../../../api/errors';
import { useCommand } from '../../../api/use-command';
import { dismissToast, toastError, toastSuccess } from '../../../components/feedback/toaster';
import { useConfirm } from '../../../components/feedback/use-confirm';
import { today } from '../../auction/use-day-filter';
import { checkVoucher, type VoucherDraft } from './voucher-check';
import { emptyLine } from './voucher-draft';
import { type AccountOption, VOUCHERS_KEY } from './vouchers-api';

export type { VoucherDraft };

const fresh = (voucherType: VoucherType = 'Journal'): VoucherDraft => ({
  voucherType,
  voucherDate: today(),
  lines: [emptyLine(), emptyLine()],
  notes: '',
  referenceNo: '',
  correctsMonth: '',
});

/** The one toast of a failed save: the next attempt closes it, so no stale message stays beside a new one. */
const SAVE_TOAST = 'voucher-save';
/** The fields the form shows a message under; a refusal naming none of them is told in a toast. */
const SHOWN = /^(voucherType|voucherDate|notes|referenceNo|correctsMonth|lines(\.\d+)?)$/;

/**
 * The voucher form: the draft, the field messages, 'Are you Sure to Add' and the number the server gave once
 * saved. Save checks first (the server's schema and the book's line rules, `checkVoucher`) and asks to confirm
 * only a voucher that passes (issue 27); what only the books can refuse comes back under its field, or in a toast
 * when it names none.
 */
export function useVoucherForm(marketId: string | undefined, accounts: readonly AccountOption[]) {
  const [draft, setDraft] = useState<VoucherDraft>(() => fresh());
  const [errors, setErrors] = useState<FieldErrors>({});
  const [posted, setPosted] = useState<string | undefined>();
  const { confirm, dialog } = useConfirm();
  const save = useCommand(saveVoucherCommand, VOUCHERS_KEY);

  const change = (next: Partial<VoucherDraft>) => {
    setDraft((d) => ({ ...d, ...next }));
    setPosted(undefined);
  };

  const submit = async () => {
    if (save.isPending) return;
    dismissToast(SAVE_TOAST);
    const check = checkVoucher(draft, accounts, marketId);
    if (!check.ok) {
      setErrors(check.errors);
      const unseen = Object.entries(check.errors).filter(([field]) => !SHOWN.test(field));
      if (unseen.length === Object.keys(check.errors).length) toastError(unseen[0]?.[1][0] ?? '', SAVE_TOAST);
      return;
    }
    setErrors({});
    if (!(await confirm({ title: MESSAGES.confirmAdd }))) return;
    try {
      const answer = await save.mutateAsync({ body: check.body });
      toastSuccess(`${MESSAGES.formSubmitted}: ${answer.voucherNo}`);
      setDraft(fresh(draft.voucherType));
      setPosted(answer.voucherNo);
    } catch (error) {
      if (!(error instanceof ApiError)) return toastError(MESSAGES.unknownError, SAVE_TOAST);
      if (error.handled) return;
      setErrors(error.fieldErrors);
      if (!Object.keys(error.fieldErrors).some((field) => SHOWN.test(field)))
        toastError(error.message, SAVE_TOAST);
    }
  };

  return { draft, change, errors, posted, submit, submitting: save.isPending, dialog };
}
