import {
  formatRupees,
  parseRupees,
  type ReceiveReelerPaymentInput,
  type ReelerPaymentMode,
  receiveReelerPaymentSchema,
} from '@cocoon/domain';
import { z } from 'zod';

/**
 * The Receive payment form as its inputs hold it. The amount is typed in Rupees; its field is named as the
 * api's (`amountPaise`) so the server's field messages land under it too.
 */
export interface ReceiptFormValues {
  reelerId: string;
  mode: ReelerPaymentMode;
  chequeNo: string;
  bankReference: string;
  amountPaise: string;
  purpose: 'invoice' | 'advance';
  invoiceNos: string[];
  /** "Keep the rest as deposit": what the invoices do not take (without it the server refuses such a receipt). */
  restAsDeposit: boolean;
  marketId: string;
}

export const emptyReceipt = (marketId = ''): ReceiptFormValues => ({
  reelerId: '',
  mode: 'cash',
  chequeNo: '',
  bankReference: '',
  amountPaise: '',
  purpose: 'invoice',
  invoiceNos: [],
  restAsDeposit: false,
  marketId,
});

const AMOUNT_HINT = 'Enter the amount in Rupees, like 12345.50';

/** Form values → the api's body: the Rupees read into exact paise, only the mode's own reference kept. */
export const receiptFormSchema = z
  .object({
    reelerId: z.string(),
    mode: z.enum(['cash', 'bank', 'cheque']),
    chequeNo: z.string(),
    bankReference: z.string(),
    amountPaise: z.string(),
    purpose: z.enum(['invoice', 'advance']),
    invoiceNos: z.array(z.string()),
    restAsDeposit: z.boolean(),
    marketId: z.string(),
  })
  .transform((form, ctx): z.input<typeof receiveReelerPaymentSchema> => {
    const amountPaise = parseRupees(form.amountPaise);
    // A receipt is money received: nothing, or zero, is not one.
    if (!amountPaise) {
      ctx.addIssue({ code: 'custom', path: ['amountPaise'], message: AMOUNT_HINT });
      return z.NEVER;
    }
    return {
      reelerId: form.reelerId,
      mode: form.mode,
      chequeNo: form.mode === 'cheque' ? form.chequeNo.trim() : null,
      bankReference: form.mode === 'bank' ? form.bankReference.trim() : null,
      amountPaise,
      purpose: form.purpose,
      invoiceNos: form.purpose === 'invoice' ? form.invoiceNos : [],
      restAsDeposit: form.purpose === 'invoice' && form.restAsDeposit,
      ...(form.marketId ? { marketId: form.marketId } : {}),
    };
  })
  .pipe(receiveReelerPaymentSchema);

export type ReceiptBody = ReceiveReelerPaymentInput;

/** What a receipt did, in words: "Rs 12,345.00 to HSR/RI2627/00012; Rs 7,655.00 kept as deposit". */
export function receiptSplitText(split: {
  applied: ReadonlyArray<{ invoiceNo: string; amountPaise: number }> | null;
  depositPaise: number | null;
}): string | null {
  if (split.applied === null || split.depositPaise === null) return null;
  const parts = split.applied.map((a) => `${formatRupees(a.amountPaise)} to ${a.invoiceNo}`);
  if (split.depositPaise > 0) parts.push(`${formatRupees(split.depositPaise)} kept as deposit`);
  return parts.join('; ');
}

export const MODE_LABELS: Record<ReelerPaymentMode, string> = {
  cash: 'Cash',
  bank: 'Bank transfer',
  cheque: 'Cheque',
};
