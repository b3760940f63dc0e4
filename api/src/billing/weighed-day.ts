import type { AuctionTestMarket } from '../auction/testing.js';
import { sampleLot } from '../auction/testing.js';
import type { ApiAnswer } from '../testing/client.js';

/** One lot of a test day: who sells it, who buys it, at what rate, and what the scale says. */
export interface LotPlan {
  farmer: number;
  reeler: number;
  ratePaise: number;
  netGrams: number;
}

/** What weight entry answered for the lot: the figures every bill must carry to the paisa. */
export interface WeighedLot extends LotPlan {
  lotId: string;
  lotNo: number;
  amountPaise: number;
  farmerLevyPaise: number;
  farmerNetPaise: number;
  reelerLevyPaise: number;
  reelerPayablePaise: number;
}

const plusMinutes = (hhmm: string, minutes: number) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const total = h * 60 + m + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

async function ok(answer: Promise<ApiAnswer>, what: string) {
  const { status, body } = await answer;
  if (status !== 200) throw new Error(`${what}: ${status} ${JSON.stringify(body)}`);
  return body;
}

/**
 * Takes lots through the market day by the HTTP API, as auction-day.int.spec.ts does: inward (before the slot),
 * one slot from `slotStart` for 30 minutes over exactly these lots, each lot's reeler bids its rate, the officer
 * approves every bid after the slot, and each lot is weighed to its net weight. `unsold` lots are inwarded and
 * slotted but get no bid. The lots must be the day's next lot numbers (nothing else inwarded in between).
 */
export async function weighDay(
  m: AuctionTestMarket,
  plans: readonly LotPlan[],
  { slotStart = '10:00', unsold = [] as readonly number[] } = {},
): Promise<{ weighed: WeighedLot[]; unsoldLotIds: string[] }> {
  const slotEnd = plusMinutes(slotStart, 30);
  m.setClock(plusMinutes(slotStart, -60));
  const inward = async (farmer: number) =>
    ok(m.api.post('/CocoonInward/SaveCocoonInward', sampleLot(m, farmer), m.staff), 'inward');
  const sold: Array<LotPlan & { lotId: string; lotNo: number }> = [];
  for (const plan of plans) {
    const lot = await inward(plan.farmer);
    sold.push({ ...plan, lotId: lot.lotId, lotNo: lot.lotNo });
  }
  const unsoldLots = [];
  for (const farmer of unsold) unsoldLots.push(await inward(farmer));
  const lotNos = [...sold, ...unsoldLots].map((lot) => lot.lotNo as number);
  await ok(
    m.api.post(
      '/SlotInfo/SaveSlotInfo',
      {
        inwardDate: m.today(),
        startTime: slotStart,
        endTime: slotEnd,
        lotFrom: Math.min(...lotNos),
        lotTo: Math.max(...lotNos),
      },
      m.staff,
    ),
    'slot',
  );

  m.setClock(plusMinutes(slotStart, 5));
  const tokens = new Map<number, string>();
  for (const lot of sold) {
    if (!tokens.has(lot.reeler)) tokens.set(lot.reeler, await m.loginReeler(m.reelers[lot.reeler]!.headCode));
    await ok(
      m.api.post(
        '/BiddingInfo/PlaceBid',
        { lotId: lot.lotId, amountPaise: lot.ratePaise },
        tokens.get(lot.reeler),
      ),
      `bid on lot ${lot.lotNo}`,
    );
  }

  m.setClock(plusMinutes(slotEnd, 1));
  const weighed: WeighedLot[] = [];
  for (const lot of sold) {
    await ok(
      m.api.post('/SlotInfo/BiddingApproval', { lotId: lot.lotId, decision: 'approve' }, m.staff),
      `approve lot ${lot.lotNo}`,
    );
    const weight = await ok(
      m.api.post('/CocoonAuction/Save_CocoonAution', { lotId: lot.lotId, netGrams: lot.netGrams }, m.staff),
      `weigh lot ${lot.lotNo}`,
    );
    weighed.push({
      ...lot,
      amountPaise: weight.amountPaise,
      farmerLevyPaise: weight.farmerLevyPaise,
      farmerNetPaise: weight.farmerNetPaise,
      reelerLevyPaise: weight.reelerLevyPaise,
      reelerPayablePaise: weight.reelerPayablePaise,
    });
  }
  await m.app.settle();
  return { weighed, unsoldLotIds: unsoldLots.map((lot) => lot.lotId as string) };
}
