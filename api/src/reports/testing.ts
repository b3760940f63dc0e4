import { type AuctionTestMarket, sampleLot, startAuctionMarket } from '../auction/testing.js';
import { approvedLots, type WeighedLot, weighLots } from '../billing/testing.js';

export interface KnownDay {
  m: AuctionTestMarket;
  /** Farmer 0 to reeler 0 at Rs 710/kg, 84.250 kg; farmer 1 to reeler 1 at Rs 760/kg, 50.120 kg. */
  sold: WeighedLot[];
  /** Farmer 2's lot, approved to reeler 0 at Rs 720/kg, not weighed. */
  approvedId: string;
  /** Farmer 3's lot: reeler 1 bid Rs 705/kg, rejected. */
  rejectedId: string;
  /** Farmer 4's lot: no bid in its slot. */
  unsoldId: string;
  today: string;
}

const ok = (answer: { status: number; body: unknown }, what: string) => {
  if (answer.status !== 200) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as { lotId: string; lotNo: number };
};

/**
 * A hand-made day at Hosur whose every figure is known, through the API: two lots sold (weighed), one approved
 * and not weighed, one rejected, one with no bid (unsold).
 */
export async function startKnownDay(name: string, env: Record<string, string> = {}): Promise<KnownDay> {
  const m = await startAuctionMarket(name, { farmers: 5, reelers: 2 }, env);
  m.setClock('08:00');
  const today = m.today();
  const sold = await weighLots(m, [
    { farmer: 0, reeler: 0, ratePaise: 71_000, netGrams: 84_250 },
    { farmer: 1, reeler: 1, ratePaise: 76_000, netGrams: 50_120 },
  ]);
  const [approved] = await approvedLots(m, [{ farmer: 2, reeler: 0, ratePaise: 72_000 }]);
  // A slot where one lot gets a bid that is rejected and the other no bid at all.
  const rejected = ok(await m.api.post('/CocoonInward/SaveCocoonInward', sampleLot(m, 3), m.staff), 'inward');
  const unsold = ok(await m.api.post('/CocoonInward/SaveCocoonInward', sampleLot(m, 4), m.staff), 'inward');
  ok(
    await m.api.post(
      '/SlotInfo/SaveSlotInfo',
      {
        inwardDate: today,
        startTime: m.clockTime(1),
        endTime: m.clockTime(11),
        lotFrom: rejected.lotNo,
        lotTo: unsold.lotNo,
      },
      m.staff,
    ),
    'slot',
  );
  m.shiftClock(2);
  const reeler = await m.loginReeler(m.reelers[1]!.headCode);
  ok(
    await m.api.post('/BiddingInfo/PlaceBid', { lotId: rejected.lotId, amountPaise: 70_500 }, reeler),
    'bid',
  );
  m.shiftClock(10);
  await m.app.settle();
  ok(
    await m.api.post(
      '/SlotInfo/BiddingApproval',
      { lotId: rejected.lotId, decision: 'reject', reason: 'Price too low' },
      m.staff,
    ),
    'reject',
  );
  await m.app.settle();
  return {
    m,
    sold,
    approvedId: approved!.lotId,
    rejectedId: rejected.lotId,
    unsoldId: unsold.lotId,
    today,
  };
}
