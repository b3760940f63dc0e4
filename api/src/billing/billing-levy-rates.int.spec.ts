import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuctionTestMarket, startAuctionMarket } from '../auction/testing.js';
import { type WeighedLot, weighLots } from './testing.js';

/**
 * Billing with a farmer levy (1.00 %) unlike the reeler levy (1.50 %), against figures worked out by hand: the
 * other billing specs compare the bills with what weight entry answered (the production `lotAmounts`), so a
 * formula change would move code and expectation together. These literals do not move.
 */
let m: AuctionTestMarket;
let lots: WeighedLot[];

beforeAll(async () => {
  m = await startAuctionMarket('billing-levy-rates', { farmers: 1, reelers: 1 });
  m.setClock('09:00');
  const admin = await m.api.login('admin');
  for (const [key, value] of [
    ['farmerlevy', 100],
    ['reelerlevy', 150],
  ] as const) {
    const set = await m.api.post(
      '/dataManager/SetKeyValue',
      { key, value, effectiveFrom: m.today(), marketId: m.hosurId },
      admin,
    );
    expect(set.status, JSON.stringify(set.body)).toBe(200);
  }
  await m.app.settle();
  lots = await weighLots(m, [
    { farmer: 0, reeler: 0, ratePaise: 72_300, netGrams: 84_257 },
    { farmer: 0, reeler: 0, ratePaise: 71_500, netGrams: 45_125 },
  ]);
  const processed = await m.api.post('/Invoice/Save_BillProcess', { date: m.today() }, m.staff);
  expect(processed.status, JSON.stringify(processed.body)).toBe(200);
  await m.app.settle();
}, 240_000);
afterAll(async () => {
  await m?.app.stop();
});

const billOf = async (billType: 'farmer' | 'reeler') => {
  const list = await m.api.get(
    `/Invoice/getAll_Invoice?billType=${billType}&from=${m.today()}&to=${m.today()}`,
    m.staff,
  );
  expect(list.body.data).toHaveLength(1);
  return (await m.api.get(`/Invoice/get_Invoice/${list.body.data[0].billId}`, m.staff)).body;
};

describe('billing with farmer levy 1.00 % and reeler levy 1.50 %', () => {
  it('weight entry prices each lot to the paisa', () => {
    expect(
      lots.map((l) => [
        l.amountPaise,
        l.farmerLevyPaise,
        l.farmerNetPaise,
        l.reelerLevyPaise,
        l.reelerPayablePaise,
      ]),
    ).toEqual([
      // 84.257 kg at Rs 723.00: 84,257 × 72,300 / 1000 = 6,091,781.1 → 6,091,781 paise.
      // Farmer 1.00 %: 60,917.81 → 60,918; net 6,030,863. Reeler 1.50 %: 91,376.715 → 91,377; payable 6,183,158.
      [6_091_781, 60_918, 6_030_863, 91_377, 6_183_158],
      // 45.125 kg at Rs 715.00: 45,125 × 71,500 / 1000 = 3,226,437.5 → 3,226,438 (half a paisa rounds up).
      // Farmer 1.00 %: 32,264.38 → 32,264; net 3,194,174. Reeler 1.50 %: 48,396.57 → 48,397; payable 3,274,835.
      [3_226_438, 32_264, 3_194_174, 48_397, 3_274_835],
    ]);
  });

  // Gross 6,091,781 + 3,226,438 = 9,318,219 paise on 84,257 + 45,125 = 129,382 g.
  it("the farmer's bill deducts 1.00 %: levy 60,918 + 32,264, net 6,030,863 + 3,194,174", async () => {
    expect(await billOf('farmer')).toMatchObject({
      netGrams: 129_382,
      grossPaise: 9_318_219,
      levyPaise: 93_182,
      netPaise: 9_225_037,
    });
  });

  it("the reeler's invoice adds 1.50 %: levy 91,377 + 48,397, payable 6,183,158 + 3,274,835", async () => {
    expect(await billOf('reeler')).toMatchObject({
      netGrams: 129_382,
      grossPaise: 9_318_219,
      levyPaise: 139_774,
      netPaise: 9_457_993,
    });
  });
});
