import { describe, expect, it } from 'vitest';
import { fold } from '../shared/decider.js';
import { ConflictError, NotFoundError, ValidationError } from '../shared/errors.js';
import { specFor } from '../shared/given-when-then.js';
import type { ReelerReceiptEvent } from './account-events.js';
import { settleReelerInvoices } from './reeler-dues.js';
import {
  type ReceiveReelerPayment,
  type ReelerReceiptCommand,
  receiveReelerPaymentSchema,
  reelerReceiptBook,
} from './reeler-receipts.js';

const given = specFor(reelerReceiptBook);
const eq = (a: unknown, b: unknown) => expect(a).toEqual(b);
const MARKET = '6f1c9a2b-3d4e-4f50-8a1b-2c3d4e5f6a7b';
const reeler = { reelerId: 'r-1', reelerName: 'Reeler One', reelerCode: 'HSR-R-0001' };
const invoiceOf = (n: number, netPaise: number, dueDate = `2026-11-0${n}`) => ({
  billId: `b-${n}`,
  invoiceNo: `HSR/RI2627/0000${n}`,
  auctionDate: dueDate,
  dueDate,
  netPaise,
});
/** The reeler's invoices in force, large enough for the receipts of the tests that are not about amounts. */
const BIG = [invoiceOf(1, 100_000_000)];

const receive = (n: number, extra: Partial<ReceiveReelerPayment['data']> = {}): ReelerReceiptCommand => ({
  type: 'ReceiveReelerPayment',
  data: {
    receiptId: `rc-${n}`,
    marketId: MARKET,
    marketCode: 'HSR',
    reeler,
    mode: 'cash',
    chequeNo: null,
    bankReference: null,
    amountPaise: 500_000,
    purpose: 'invoice',
    invoiceNos: ['HSR/RI2627/00001'],
    restAsDeposit: false,
    invoices: BIG,
    receivedOn: '2026-11-24',
    by: 'accounts-1',
    ...extra,
  },
});
const reverse = (n: number, reason = 'Cheque bounced', reversedOn = '2026-11-26'): ReelerReceiptCommand => ({
  type: 'ReverseReelerReceipt',
  data: { receiptId: `rc-${n}`, marketId: MARKET, marketCode: 'HSR', reason, reversedOn, by: 'accounts-2' },
});
const emit = (history: ReelerReceiptEvent[], command: ReelerReceiptCommand) =>
  reelerReceiptBook.decide(command, fold(reelerReceiptBook, history));
const refuses = (
  history: ReelerReceiptEvent[],
  command: ReelerReceiptCommand,
  type: new (...a: never[]) => Error,
  text: string | RegExp,
) =>
  given(history)
    .when(command)
    .thenThrows((fn) => {
      expect(fn).toThrow(type);
      expect(fn).toThrow(text);
    });
const fieldsOf = (history: ReelerReceiptEvent[], command: ReelerReceiptCommand) => {
  try {
    emit(history, command);
  } catch (error) {
    return (error as ValidationError).fields;
  }
  return null;
};

const first = emit([], receive(1));

describe('reeler receipts: receiving', () => {
  it('numbers the first receipt of the year RR 00001 and records it whole', () => {
    given()
      .when(receive(1))
      .thenEmits(
        [
          {
            type: 'ReelerPaymentReceived',
            data: {
              receiptId: 'rc-1',
              marketId: MARKET,
              receiptNo: 'HSR/RR2627/00001',
              financialYear: '202627',
              sequence: 1,
              ...reeler,
              mode: 'cash',
              chequeNo: null,
              bankReference: null,
              amountPaise: 500_000,
              purpose: 'invoice',
              invoiceNos: ['HSR/RI2627/00001'],
              applied: [{ invoiceNo: 'HSR/RI2627/00001', amountPaise: 500_000 }],
              depositPaise: 0,
              receivedOn: '2026-11-24',
              receivedBy: 'accounts-1',
            },
          },
        ],
        eq,
      );
  });

  it('numbers consecutively, and starts again at 1 in a new financial year', () => {
    const second = emit(first, receive(2, { purpose: 'advance', invoiceNos: [] }));
    expect(second[0]?.type === 'ReelerPaymentReceived' && second[0].data.receiptNo).toBe('HSR/RR2627/00002');
    const april = emit([...first, ...second], receive(3, { receivedOn: '2027-04-01' }));
    expect(april[0]?.type === 'ReelerPaymentReceived' && april[0].data.receiptNo).toBe('HSR/RR2728/00001');
  });

  it('keeps the cheque number for a cheque and the reference for a bank transfer, nothing else', () => {
    const [cheque] = emit([], receive(1, { mode: 'cheque', chequeNo: ' 004512 ', bankReference: 'x' }));
    expect(
      cheque?.type === 'ReelerPaymentReceived' && [cheque.data.chequeNo, cheque.data.bankReference],
    ).toEqual(['004512', null]);
    const [bank] = emit([], receive(1, { mode: 'bank', bankReference: 'UTR123', chequeNo: '1' }));
    expect(bank?.type === 'ReelerPaymentReceived' && [bank.data.chequeNo, bank.data.bankReference]).toEqual([
      null,
      'UTR123',
    ]);
  });

  it('refuses a cheque without its number and a transfer without its reference, on the field', () => {
    expect(fieldsOf([], receive(1, { mode: 'cheque', chequeNo: '  ' }))).toEqual({
      chequeNo: ['Please enter the cheque number'],
    });
    expect(fieldsOf([], receive(1, { mode: 'bank' }))).toEqual({
      bankReference: ['Please enter the bank transfer reference'],
    });
  });

  it('refuses an amount of zero or less, and an advance naming invoices', () => {
    refuses([], receive(1, { amountPaise: 0 }), ValidationError, 'Please enter an amount greater than zero');
    refuses([], receive(1, { amountPaise: -5 }), ValidationError, 'greater than zero');
    refuses(
      [],
      receive(1, { purpose: 'advance' }),
      ValidationError,
      'An advance deposit is not against invoices',
    );
  });

  it('refuses the same cheque of the same reeler twice, naming the receipt it is on', () => {
    const cheque = emit([], receive(1, { mode: 'cheque', chequeNo: 'A77' }));
    refuses(
      cheque,
      receive(2, { mode: 'cheque', chequeNo: 'a77' }),
      ValidationError,
      'Cheque a77 of this reeler is already recorded on HSR/RR2627/00001',
    );
    // Once the cheque bounced and was reversed, the reeler may present it again.
    const bounced = [...cheque, ...emit(cheque, reverse(1))];
    expect(emit(bounced, receive(2, { mode: 'cheque', chequeNo: 'A77' }))).toHaveLength(1);
  });

  it('refuses a receipt id already used', () => {
    refuses(first, receive(1), ConflictError, 'Selected Data has already been processed');
  });
});

describe('reeler receipts: what a receipt does', () => {
  const one = [invoiceOf(1, 1_234_500)];
  const two = [invoiceOf(2, 300_000, '2026-11-10'), invoiceOf(1, 100_000, '2026-11-05')];
  const splitOf = (events: ReelerReceiptEvent[]) => {
    const [event] = events;
    return event?.type === 'ReelerPaymentReceived' ? [event.data.applied, event.data.depositPaise] : null;
  };

  it('refuses a receipt above what the named invoice still owes, naming both figures on the amount', () => {
    expect(fieldsOf([], receive(1, { invoices: one, amountPaise: 2_000_000 }))).toEqual({
      amountPaise: [
        'Invoice HSR/RI2627/00001 still owes Rs 12,345.00; this receipt is Rs 20,000.00. ' +
          'Tick "keep the rest as deposit" to keep the difference as deposit.',
      ],
    });
  });

  it('with the tick, pays the invoice what it owes and keeps the rest as deposit, saying so', () => {
    const events = emit([], receive(1, { invoices: one, amountPaise: 2_000_000, restAsDeposit: true }));
    expect(splitOf(events)).toEqual([[{ invoiceNo: 'HSR/RI2627/00001', amountPaise: 1_234_500 }], 765_500]);
  });

  it('counts the receipts before it: a second receipt for a paid invoice finds nothing owed, until one is reversed', () => {
    const paid = emit([], receive(1, { invoices: one, amountPaise: 1_000_000 }));
    refuses(
      paid,
      receive(2, { invoices: one, amountPaise: 300_000 }),
      ValidationError,
      'Invoice HSR/RI2627/00001 still owes Rs 2,345.00; this receipt is Rs 3,000.00',
    );
    expect(splitOf(emit(paid, receive(2, { invoices: one, amountPaise: 234_500 })))).toEqual([
      [{ invoiceNo: 'HSR/RI2627/00001', amountPaise: 234_500 }],
      0,
    ]);
    const reversed = [...paid, ...emit(paid, reverse(1))];
    expect(emit(reversed, receive(2, { invoices: one, amountPaise: 1_234_500 }))).toHaveLength(1);
  });

  it('names the invoices when several are named, and refuses one not in force', () => {
    const both = ['HSR/RI2627/00002', 'HSR/RI2627/00001'];
    expect(fieldsOf([], receive(1, { invoices: two, invoiceNos: both, amountPaise: 500_000 }))).toEqual({
      amountPaise: [
        expect.stringMatching(/^Invoices HSR\/RI2627\/00002, HSR\/RI2627\/00001 still owe Rs 4,000.00;/),
      ],
    });
    expect(fieldsOf([], receive(1, { invoices: two, invoiceNos: ['HSR/RI2627/00009'] }))).toEqual({
      invoiceNos: ['Not an invoice of this reeler in force: HSR/RI2627/00009'],
    });
  });

  it('without invoices named, pays the oldest due first; above all the dues only with the tick', () => {
    const unnamed = { invoices: two, invoiceNos: [], amountPaise: 250_000 };
    expect(splitOf(emit([], receive(1, unnamed)))).toEqual([
      [
        { invoiceNo: 'HSR/RI2627/00001', amountPaise: 100_000 },
        { invoiceNo: 'HSR/RI2627/00002', amountPaise: 150_000 },
      ],
      0,
    ]);
    refuses(
      [],
      receive(1, { ...unnamed, amountPaise: 450_000 }),
      ValidationError,
      "The reeler's invoices still owe Rs 4,000.00; this receipt is Rs 4,500.00",
    );
    expect(splitOf(emit([], receive(1, { ...unnamed, amountPaise: 450_000, restAsDeposit: true })))).toEqual([
      [
        { invoiceNo: 'HSR/RI2627/00001', amountPaise: 100_000 },
        { invoiceNo: 'HSR/RI2627/00002', amountPaise: 300_000 },
      ],
      50_000,
    ]);
  });

  it('takes an advance deposit whole as deposit, with no tick', () => {
    const advance = receive(1, { invoices: two, invoiceNos: [], purpose: 'advance', amountPaise: 900_000 });
    expect(splitOf(emit([], advance))).toEqual([[], 900_000]);
  });

  it('counts a deposit already on account as paying the oldest invoice, as the dues screen shows', () => {
    const deposit = emit(
      [],
      receive(1, { invoices: two, invoiceNos: [], purpose: 'advance', amountPaise: 40_000 }),
    );
    refuses(
      deposit,
      receive(2, { invoices: two, invoiceNos: ['HSR/RI2627/00001'], amountPaise: 100_000 }),
      ValidationError,
      'Invoice HSR/RI2627/00001 still owes Rs 600.00; this receipt is Rs 1,000.00',
    );
  });

  it('an invoice corrected down after it was paid: nothing is owed on it and the excess is the reeler’s deposit', () => {
    const paid = emit([], receive(1, { invoices: one, amountPaise: 1_234_500 }));
    const corrected = [invoiceOf(1, 1_000_000)];
    refuses(
      paid,
      receive(2, { invoices: corrected, amountPaise: 100 }),
      ValidationError,
      'Invoice HSR/RI2627/00001 still owes Rs 0.00; this receipt is Rs 1.00',
    );
    const [event] = paid;
    const recorded = event?.type === 'ReelerPaymentReceived' ? event.data : null;
    const dues = settleReelerInvoices('r-1', corrected, [
      { amountPaise: 1_234_500, invoiceNos: recorded?.invoiceNos ?? [], applied: recorded?.applied },
    ]);
    expect([dues.balancePaise, dues.depositPaise]).toEqual([0, 234_500]);
  });
});

describe('reeler receipts: reversing', () => {
  it('reverses a receipt once, with its own RX number naming the original', () => {
    given(first)
      .when(reverse(1))
      .thenEmits(
        [
          {
            type: 'ReelerReceiptReversed',
            data: {
              receiptId: 'rc-1',
              marketId: MARKET,
              receiptNo: 'HSR/RR2627/00001',
              reversalNo: 'HSR/RX2627/00001',
              financialYear: '202627',
              sequence: 1,
              ...reeler,
              mode: 'cash',
              amountPaise: 500_000,
              reason: 'Cheque bounced',
              reversedOn: '2026-11-26',
              reversedBy: 'accounts-2',
            },
          },
        ],
        eq,
      );
    const reversed = [...first, ...emit(first, reverse(1))];
    refuses(reversed, reverse(1), ConflictError, 'Selected Data has already been processed');
  });

  it('numbers reversals in their own series, apart from receipts', () => {
    const two = [...first, ...emit(first, receive(2))];
    const one = [...two, ...emit(two, reverse(2))];
    const [next] = emit(one, reverse(1));
    expect(next?.type === 'ReelerReceiptReversed' && next.data.reversalNo).toBe('HSR/RX2627/00002');
    const [third] = emit(one, receive(3));
    expect(third?.type === 'ReelerPaymentReceived' && third.data.receiptNo).toBe('HSR/RR2627/00003');
  });

  it('refuses an unknown receipt and a reversal without a reason', () => {
    refuses(first, reverse(9), NotFoundError, 'Receipt not found');
    refuses(first, reverse(1, ' x '), ValidationError, 'Please give the reason for the reversal');
  });
});

describe('reeler receipts: the form', () => {
  const valid = {
    reelerId: '0b5d7e3a-1f7c-4d63-9a4e-5b1c2d3e4f50',
    mode: 'cheque',
    chequeNo: '',
    amountPaise: 100,
    purpose: 'invoice',
  };
  it('names the field a cheque or a transfer lacks', () => {
    const cheque = receiveReelerPaymentSchema.safeParse(valid);
    expect(cheque.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['chequeNo', 'Please enter the cheque number'],
    ]);
    const bank = receiveReelerPaymentSchema.safeParse({ ...valid, mode: 'bank' });
    expect(bank.error?.issues[0]?.path).toEqual(['bankReference']);
    expect(receiveReelerPaymentSchema.safeParse({ ...valid, chequeNo: '12' }).success).toBe(true);
  });
});

describe('reeler dues: receipts laid on invoices', () => {
  const invoice = (n: number, dueDate: string, netPaise: number) => ({
    billId: `b-${n}`,
    invoiceNo: `HSR/RI2627/0000${n}`,
    auctionDate: dueDate,
    dueDate,
    netPaise,
  });
  const invoices = [invoice(2, '2026-11-10', 30_000), invoice(1, '2026-11-05', 10_000)];

  it('pays the oldest due first, and keeps what is left over as deposit', () => {
    const dues = settleReelerInvoices('r-1', invoices, [{ amountPaise: 15_000, invoiceNos: [] }]);
    expect(dues.invoices.map((i) => [i.invoiceNo, i.paidPaise, i.openPaise])).toEqual([
      ['HSR/RI2627/00002', 5_000, 25_000],
    ]);
    expect([dues.balancePaise, dues.depositPaise]).toEqual([25_000, 0]);
    const over = settleReelerInvoices('r-1', invoices, [{ amountPaise: 50_000, invoiceNos: [] }]);
    expect([over.invoices.length, over.balancePaise, over.depositPaise]).toEqual([0, 0, 10_000]);
  });

  it('pays the invoices a receipt names before the oldest', () => {
    const dues = settleReelerInvoices('r-1', invoices, [
      { amountPaise: 30_000, invoiceNos: ['HSR/RI2627/00002'] },
    ]);
    expect(dues.invoices.map((i) => [i.invoiceNo, i.openPaise])).toEqual([['HSR/RI2627/00001', 10_000]]);
    expect(dues.balancePaise + dues.receivedPaise).toBe(dues.invoicedPaise + dues.depositPaise);
  });
});
