import { type AuctionTestMarket, sampleLot } from '../auction/testing.js';

export interface WeighedLot {
  lotId: string;
  lotNo: number;
  farmerIndex: number;
  reelerIndex: number;
  ratePaise: number;
  netGrams: number;
  /** What weight entry answered: the figures the lot's bill and invoice must carry to the paisa. */
  amountPaise: number;
  farmerLevyPaise: number;
  farmerNetPaise: number;
  reelerLevyPaise: number;
  reelerPayablePaise: number;
}

export interface SaleSpec {
  farmer: number;
  reeler: number;
  ratePaise: number;
  netGrams: number;
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
 * lot by the given reeler, approval. The market's clock is moved past the slot. Weighing is the caller's step.
 */
export async function approvedLots(
  m: AuctionTestMarket,
  sales: ReadonlyArray<Pick<SaleSpec, 'farmer' | 'reeler' | 'ratePaise'>>,
): Promise<Created[]> {
  const inwarded: Created[] = [];
  for (const sale of sales) {
    const body = ok(
      await m.api.post('/CocoonInward/SaveCocoonInward', sampleLot(m, sale.farmer), m.staff),
      'inward',
    );
    inwarded.push({ lotId: body.lotId, lotNo: body.lotNo });
  }
  const lotNos = inwarded.map((l) => l.lotNo);
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
  const tokens = new Map<number, string>();
  for (const [index, sale] of sales.entries()) {
    const headCode = m.reelers[sale.reeler]!.headCode;
    const token = tokens.get(sale.reeler) ?? (await m.loginReeler(headCode));
    tokens.set(sale.reeler, token);
    ok(
      await m.api.post(
        '/BiddingInfo/PlaceBid',
        { lotId: inwarded[index]!.lotId, amountPaise: sale.ratePaise },
        token,
      ),
      'bid',
    );
  }
  m.shiftClock(10);
  // The bids came from the reelers' sessions: the officer's screen shows them once the read side has them.
  await m.app.settle();
  for (const lot of inwarded) {
    ok(
      await m.api.post('/SlotInfo/BiddingApproval', { lotId: lot.lotId, decision: 'approve' }, m.staff),
      'approve',
    );
  }
  return inwarded;
}

/**
 * A slot of today's lots taken through the auction by the HTTP API: approved as above, then weighed. Returns the
 * lots with what weight entry answered.
 */
export async function weighLots(m: AuctionTestMarket, sales: readonly SaleSpec[]): Promise<WeighedLot[]> {
  const inwarded = await approvedLots(m, sales);
  const weights: Array<
    Pick<
      WeighedLot,
      'amountPaise' | 'farmerLevyPaise' | 'farmerNetPaise' | 'reelerLevyPaise' | 'reelerPayablePaise'
    >
  > = [];
  for (const [index, sale] of sales.entries()) {
    const weighed = await m.api.post(
      '/CocoonAuction/Save_CocoonAution',
      { lotId: inwarded[index]!.lotId, netGrams: sale.netGrams },
      m.staff,
    );
    ok(weighed, 'weigh');
    const { amountPaise, farmerLevyPaise, farmerNetPaise, reelerLevyPaise, reelerPayablePaise } =
      weighed.body;
    weights.push({ amountPaise, farmerLevyPaise, farmerNetPaise, reelerLevyPaise, reelerPayablePaise });
  }
  return sales.map((sale, index) => ({
    ...inwarded[index]!,
    farmerIndex: sale.farmer,
    reelerIndex: sale.reeler,
    ratePaise: sale.ratePaise,
    netGrams: sale.netGrams,
    ...weights[index]!,
  }));
}
