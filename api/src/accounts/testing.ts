import type { AuctionTestMarket } from '../auction/testing.js';

/** A Journal voucher body between market A's reeler and farmer (the commonest correction: a price difference). */
export function journalBody(m: AuctionTestMarket, amountPaise: number, over: Record<string, unknown> = {}) {
  return {
    voucherType: 'Journal',
    voucherDate: m.today(),
    lines: [
      {
        account: { kind: 'reeler', customerId: m.reelers[0]!.customerId },
        debitPaise: amountPaise,
        creditPaise: 0,
      },
      {
        account: { kind: 'farmer', customerId: m.farmers[0]!.customerId },
        debitPaise: 0,
        creditPaise: amountPaise,
      },
    ],
    notes: 'Price difference of a lot',
    ...over,
  };
}

/** `YYYY-MM` of the month before a date's month. */
export function previousMonth(date: string): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** A cash Payment voucher to a farmer or reeler of market A (Party Dr, Cash Cr): money paid out by hand. */
export function cashPaymentBody(
  m: Pick<AuctionTestMarket, 'today'>,
  party: { kind: 'farmer' | 'reeler'; customerId: string },
  amountPaise: number,
  notes: string,
) {
  return {
    voucherType: 'Payment',
    voucherDate: m.today(),
    lines: [
      { account: party, debitPaise: amountPaise, creditPaise: 0 },
      { account: { kind: 'cash' }, debitPaise: 0, creditPaise: amountPaise },
    ],
    notes,
  };
}

/** A Contra voucher drawing cash from the bank (Cash Dr, Bank Cr): the cash a test's cash payments need. */
export function drawCashBody(
  m: Pick<AuctionTestMarket, 'today'>,
  amountPaise: number,
  over: Record<string, unknown> = {},
) {
  return {
    voucherType: 'Contra',
    voucherDate: m.today(),
    lines: [
      { account: { kind: 'cash' }, debitPaise: amountPaise, creditPaise: 0 },
      { account: { kind: 'bank', bankAccountId: 'main' }, debitPaise: 0, creditPaise: amountPaise },
    ],
    notes: 'Cash drawn from the bank for the day’s payments',
    ...over,
  };
}

/** Draws cash from the bank into market A's cash book (a Contra voucher), failing the test unless it is posted. */
export async function drawCash(m: AuctionTestMarket, amountPaise: number, token = m.staff): Promise<void> {
  const answer = await m.api.post('/Voucher/SaveVoucher', drawCashBody(m, amountPaise), token);
  if (answer.status !== 200) throw new Error(`drawing cash: ${answer.status} ${JSON.stringify(answer.body)}`);
}

/**
 * Market A's opening cash (once per market): the cash a spec's cash payments and vouchers need, without a voucher
 * that would take a number in a book the spec counts.
 */
export async function openWithCash(m: AuctionTestMarket, amountPaise = 1_000_000_000): Promise<void> {
  const answer = await m.api.post('/CashBook/SetOpeningCash', { amountPaise }, m.staff);
  if (answer.status !== 200) throw new Error(`opening cash: ${answer.status} ${JSON.stringify(answer.body)}`);
}

/**
 * Issue 25: a second person approves a batch of market A before its bank file — the Assistant Director of its AD
 * office (ad.krishnagiri), failing the test unless it is approved.
 */
export async function approveAsAd(m: AuctionTestMarket, batchId: string): Promise<void> {
  const ad = await m.api.login('ad.krishnagiri');
  const answer = await m.api.post('/OnlinePayment/ApprovePaymentRun', { marketId: m.hosurId, batchId }, ad);
  if (answer.status !== 200)
    throw new Error(`approving ${batchId}: ${answer.status} ${JSON.stringify(answer.body)}`);
}
