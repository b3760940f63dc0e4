import {
  assertVoucherLines,
  type SaveVoucherInput,
  saveVoucherSchema,
  ValidationError,
  type VoucherType,
} from '@cocoon/domain';
import type { FieldErrors } from '../../../api/errors';
import { type DraftLine, draftTotals, linesToSend } from './voucher-draft';
import type { AccountOption } from './vouchers-api';

/** The voucher as typed on the form. */
export interface VoucherDraft {
  voucherType: VoucherType;
  voucherDate: string;
  lines: DraftLine[];
  notes: string;
  referenceNo: string;
  correctsMonth: string;
}

export type VoucherCheck = { ok: true; body: SaveVoucherInput } | { ok: false; errors: FieldErrors };

const isBlank = (line: DraftLine) =>
  line.accountKey === '' && line.debit.trim() === '' && line.credit.trim() === '';

/**
 * Everything the server would refuse before it looks at the books (issue 27: check first, then ask to confirm):
 * amounts that cannot be read, a line with an amount and no account, then the server's own schema
 * (`saveVoucherSchema`) and the book's line rules (`assertVoucherLines`: balanced, no control account, the type's
 * rule). Messages land under the form's fields, a line's as `lines.<its row on the form>`. What needs the books
 * (the cash on hand, what a farmer is owed, a closed month) is still the server's to say.
 */
export function checkVoucher(
  draft: VoucherDraft,
  accounts: readonly AccountOption[],
  marketId: string | undefined,
): VoucherCheck {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => {
    const list = errors[field] ?? [];
    if (!list.includes(message)) list.push(message);
    errors[field] = list;
  };
  for (const [i, message] of Object.entries(draftTotals(draft.lines).unreadable)) add(`lines.${i}`, message);
  const known = new Set(accounts.map((a) => a.key));
  // The rows sent, by their place on the form: a blank row is left out, as the server never sees it.
  const rows: number[] = [];
  draft.lines.forEach((line, i) => {
    if (isBlank(line)) return;
    if (!known.has(line.accountKey)) add(`lines.${i}`, `Line ${i + 1}: select an account`);
    else rows.push(i);
  });
  const body = {
    ...(marketId ? { marketId } : {}),
    voucherType: draft.voucherType,
    voucherDate: draft.voucherDate,
    lines: linesToSend(
      rows.map((i) => draft.lines[i]!),
      accounts,
    ),
    notes: draft.notes,
    referenceNo: draft.referenceNo || null,
    correctsMonth: draft.correctsMonth || null,
  };
  const formField = (field: string) => {
    const line = /^lines\.(\d+)$/.exec(field);
    return line ? `lines.${rows[Number(line[1])] ?? line[1]}` : field;
  };
  const parsed = saveVoucherSchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [top, index] = issue.path;
      add(
        formField(top === 'lines' && typeof index === 'number' ? `lines.${index}` : String(top ?? '_form')),
        issue.message,
      );
    }
  }
  // The book's rules need readable lines: checked once the amounts are, whatever else is still missing.
  if (!Object.keys(errors).some((f) => f.startsWith('lines'))) {
    try {
      assertVoucherLines(body.voucherType, body.lines);
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      for (const [field, messages] of Object.entries(error.fields))
        for (const message of messages) add(formField(field), message);
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, body: parsed.data };
}
