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
