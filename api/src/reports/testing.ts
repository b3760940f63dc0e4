import { settingsInForce } from '../auction/access.js';
import { type AuctionTestMarket, sampleLot, startAuctionMarket } from '../auction/testing.js';
import { approvedLots, type WeighedLot, weighLots } from '../billing/testing.js';
import { seedAuctionDays } from '../seed/auction-days.js';

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
 * A slot of two new lots of these farmers, run to its end: reeler 1 bids on the first and the officer rejects the
 * bid; the second gets no bid (unsold). The clock moves 12 minutes on.
 */
export async function rejectedAndUnsold(
  m: AuctionTestMarket,
  farmers: { rejected: number; unsold: number },
  bidPaise: number,
): Promise<{ rejected: { lotId: string; lotNo: number }; unsold: { lotId: string; lotNo: number } }> {
  const rejected = ok(
    await m.api.post('/CocoonInward/SaveCocoonInward', sampleLot(m, farmers.rejected), m.staff),
    'inward',
  );
  const unsold = ok(
    await m.api.post('/CocoonInward/SaveCocoonInward', sampleLot(m, farmers.unsold), m.staff),
    'inward',
  );
  ok(
    await m.api.post(
      '/SlotInfo/SaveSlotInfo',
      {
        inwardDate: m.today(),
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
    await m.api.post('/BiddingInfo/PlaceBid', { lotId: rejected.lotId, amountPaise: bidPaise }, reeler),
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
  return { rejected, unsold };
}

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
  const { rejected, unsold } = await rejectedAndUnsold(m, { rejected: 3, unsold: 4 }, 70_500);
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

/**
 * The demo market's last 30 days at Hosur through the product's own commands (lots, bids, weighings, payments,
 * bank batches, reeler receipts), as `npm start` seeds them, with the read side caught up.
 */
export async function startDemoMonth(
  name: string,
  lotsPerDay: readonly [number, number] = [2, 4],
): Promise<AuctionTestMarket> {
  const m = await startAuctionMarket(name, { farmers: 6, reelers: 4 });
  const { db, store } = m.app.deps;
  const types = await db.selectFrom('read.cocoon_types').select(['cocoon_id', 'short_name']).execute();
  await seedAuctionDays(db, store, {
    markets: [
      {
        marketId: m.hosurId,
        marketCode: 'HSR',
        staffUserName: 'hosur.admin',
        lotsPerDay,
        lotsToday: 2,
      },
    ],
    customerIds: [...m.farmers, ...m.reelers].map((c) => c.customerId),
    cocoonTypes: types.map((t) => ({ cocoonTypeId: String(t.cocoon_id), silkName: String(t.short_name) })),
    settings: await settingsInForce(db, m.hosurId, m.today()),
    days: 30,
  });
  await m.app.settle();
  return m;
}
