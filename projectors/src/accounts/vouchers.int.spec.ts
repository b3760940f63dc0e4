import type { LedgerMonthEvent, OpeningBalanceEvent, VoucherEvent } from '@cocoon/domain';
import { describe, expect, it } from 'vitest';
import { DEFAULT_METADATA, projectionSpec } from '../runtime/testing/projection-harness.js';
import { vouchersProjection } from './vouchers.js';

type Event = VoucherEvent | OpeningBalanceEvent | LedgerMonthEvent;
const spec = projectionSpec<Event>(vouchersProjection);

const HSR = '00000000-0000-4000-8000-0000000000b1';
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const FARMER = uuid(101);
const REELER = uuid(102);

const posted = (
  n: number,
  over: Partial<Extract<VoucherEvent, { type: 'VoucherPosted' }>['data']> = {},
): Event => ({
  type: 'VoucherPosted',
  data: {
    voucherId: uuid(n),
    marketId: HSR,
    voucherType: 'Journal',
    voucherNo: `HSR/JV2627/0000${n}`,
    financialYear: '202627',
    sequence: n,
    voucherDate: '2026-11-20',
    lines: [
      { account: { kind: 'reeler', customerId: REELER }, accountName: 'R', debitPaise: 700, creditPaise: 0 },
      { account: { kind: 'opening-balance-suspense' }, accountName: 'S', debitPaise: 0, creditPaise: 700 },
    ],
    notes: 'Correction',
    referenceNo: null,
    correctsMonth: null,
    reverses: null,
    postedBy: 'hsr.officer',
    ...over,
  },
});
const opening = (customerId: string, side: 'debit' | 'credit', amountPaise: number): Event => ({
  type: 'OpeningBalanceRecorded',
  data: {
    entryId: uuid(200 + amountPaise),
    marketId: HSR,
    customerKind: side === 'credit' ? 'farmer' : 'reeler',
    customerId,
    customerName: 'Name',
    customerCode: 'HSR-X-1',
    side,
    amountPaise,
    asOn: '2026-11-01',
    recordedBy: 'hsr.admin',
  },
});

describe('accounts.vouchers', () => {
  it('keeps each voucher with its lines, total, suspense part and who posted it', async () => {
    await spec.given([posted(1)]).thenRows({
      acc_vouchers: [
        {
          voucher_id: uuid(1),
          branch_id: HSR,
          voucher_no: 'HSR/JV2627/00001',
          total_paise: 700,
          suspense_paise: -700,
          reversed_by_no: null,
          posted_by: 'hsr.officer',
          posted_at: DEFAULT_METADATA.occurredAt,
        },
      ],
    });
  });

  const reversal = posted(2, { reverses: { voucherId: uuid(1), voucherNo: 'HSR/JV2627/00001' } });
  const cancelledRows = {
    acc_vouchers: [
      {
        voucher_id: uuid(1),
        reversed_by_id: uuid(2),
        reversed_by_no: 'HSR/JV2627/00002',
        reverses_no: null,
      },
      { voucher_id: uuid(2), reversed_by_id: null, reverses_id: uuid(1), reverses_no: 'HSR/JV2627/00001' },
    ],
  };

  it('marks a cancelled voucher with its reversal in one batch', async () => {
    await spec.given([posted(1), reversal]).thenRows(cancelledRows);
  });

  it('marks a cancelled voucher with its reversal in a later batch', async () => {
    await spec.given([posted(1)], [reversal]).thenRows(cancelledRows);
  });

  it('keeps opening balances, one per customer, and closed months', async () => {
    const month: Event = {
      type: 'LedgerMonthClosed',
      data: { marketId: HSR, month: '2026-10', closedOn: '2026-11-02', closedBy: 'hsr.admin' },
    };
    await spec.given([opening(FARMER, 'credit', 5000), opening(REELER, 'debit', 4300), month]).thenRows({
      acc_opening_balances: [
        { customer_id: FARMER, side: 'credit', amount_paise: 5000 },
        { customer_id: REELER, side: 'debit', amount_paise: 4300 },
      ],
      acc_ledger_months: [
        { branch_id: HSR, month: '2026-10', closed_on: '2026-11-02', closed_by: 'hsr.admin' },
      ],
    });
  });

  it('the suspense balance is Σ farmers’ credits - reelers’ debits + voucher lines on suspense', async () => {
    // 5000 - 4300 - 700 = 0: the go-live is balanced once the correcting voucher is posted.
    const events = [opening(FARMER, 'credit', 5000), opening(REELER, 'debit', 4300), posted(1)];
    const expected = 5000 - 4300 - 700;
    expect(expected).toBe(0);
    await spec.given(events).thenRows({
      acc_vouchers: [{ suspense_paise: -700 }],
      acc_opening_balances: [{ amount_paise: 5000 }, { amount_paise: 4300 }],
    });
  });
});
