import { describe, expect, it } from 'vitest';
import { emptyReceipt, receiptFormSchema, receiptSplitText } from './receipt-form';

const REELER = '0b5d7e3a-1f7c-4d63-9a4e-5b1c2d3e4f50';

describe('receive payment form', () => {
  it('reads the Rupees into exact paise and keeps only the mode’s own reference', () => {
    const body = receiptFormSchema.parse({
      ...emptyReceipt(),
      reelerId: REELER,
      mode: 'cheque',
      chequeNo: ' 004512 ',
      bankReference: 'left over',
      amountPaise: '12,345.50',
      invoiceNos: ['HSR/RI2627/00001'],
    });
    expect(body).toMatchObject({
      reelerId: REELER,
      chequeNo: '004512',
      bankReference: null,
      amountPaise: 1_234_550,
      invoiceNos: ['HSR/RI2627/00001'],
    });
  });

  it('drops the invoices of an advance deposit, and names the field that is wrong', () => {
    const advance = receiptFormSchema.parse({
      ...emptyReceipt(),
      reelerId: REELER,
      purpose: 'advance',
      amountPaise: '500',
      invoiceNos: ['HSR/RI2627/00001'],
    });
    expect(advance).toMatchObject({ purpose: 'advance', invoiceNos: [], amountPaise: 50_000 });
    const bad = receiptFormSchema.safeParse({ ...emptyReceipt(), reelerId: REELER, amountPaise: '12.345' });
    expect(bad.error?.issues[0]).toMatchObject({ path: ['amountPaise'] });
    const noCheque = receiptFormSchema.safeParse({
      ...emptyReceipt(),
      reelerId: REELER,
      mode: 'cheque',
      amountPaise: '10',
    });
    expect(noCheque.error?.issues[0]).toMatchObject({
      path: ['chequeNo'],
      message: 'Please enter the cheque number',
    });
  });
});

describe('keep the rest as deposit', () => {
  it('sends the tick only with a receipt against invoices', () => {
    const ticked = { ...emptyReceipt(), reelerId: REELER, amountPaise: '500', restAsDeposit: true };
    expect(receiptFormSchema.parse(ticked).restAsDeposit).toBe(true);
    expect(receiptFormSchema.parse({ ...ticked, purpose: 'advance' }).restAsDeposit).toBe(false);
  });

  it('says what a receipt did, and nothing for one recorded before receipts said so', () => {
    expect(
      receiptSplitText({
        applied: [{ invoiceNo: 'HSR/RI2627/00012', amountPaise: 1_234_500 }],
        depositPaise: 765_500,
      }),
    ).toBe('Rs 12,345.00 to HSR/RI2627/00012; Rs 7,655.00 kept as deposit');
    expect(receiptSplitText({ applied: null, depositPaise: null })).toBeNull();
  });
});
