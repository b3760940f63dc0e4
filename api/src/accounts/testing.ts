import { type AuctionTestMarket, sampleLot } from '../auction/testing.js';

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

interface Created {
  lotId: string;
  lotNo: number;
}

const ok = (answer: { status: number; body: unknown }, what: string): Created => {
  if (answer.status !== 200) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as Created;
};

/**
 * Lots taken through the auction up to approval (not weighed): inward, a slot opening in a minute, one bid per
 * lot by the given reeler, approval. The market's clock is moved past the slot. Weighing is the test's own step.
 */
export async function approvedLots(
  m: AuctionTestMarket,
  sales: ReadonlyArray<{ farmer: number; reeler: number; ratePaise: number }>,
): Promise<Array<{ lotId: string; lotNo: number }>> {
  const lots: Array<{ lotId: string; lotNo: number }> = [];
  for (const sale of sales) {
    const body = ok(
      await m.api.post('/CocoonInward/SaveCocoonInward', sampleLot(m, sale.farmer), m.staff),
      'inward',
    );
    lots.push({ lotId: body.lotId, lotNo: body.lotNo });
  }
  const lotNos = lots.map((l) => l.lotNo);
  ok(
    await m.api.post(
      '/SlotInfo/SaveSlotInfo',
      {
        inwardDate: m.today(),
        startTime: m.clockTime(1),
        endTime: m.clockTime(11),
        lotFrom: Math.min(...lotNos),
        lotTo: Math.max(...lotNos),
      },
      m.staff,
    ),
    'slot',
  );
  m.shiftClock(2);
  for (const [index, sale] of sales.entries()) {
    const token = await m.loginReeler(m.reelers[sale.reeler]!.headCode);
    ok(
      await m.api.post(
        '/BiddingInfo/PlaceBid',
        { lotId: lots[index]!.lotId, amountPaise: sale.ratePaise },
        token,
      ),
      'bid',
    );
  }
  m.shiftClock(10);
  await m.app.settle();
  for (const lot of lots) {
    ok(
      await m.api.post('/SlotInfo/BiddingApproval', { lotId: lot.lotId, decision: 'approve' }, m.staff),
      'approve',
    );
  }
  return lots;
}
