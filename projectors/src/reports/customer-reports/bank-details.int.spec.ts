import { BANK_DETAILS_TO_VERIFY, type CustomerEvent, customerStream, type Scope } from '@cocoon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profile } from '../summary/summary.fixtures.js';
import { AD_HSR, AD_KGL, HSR, KGL, REGION } from '../testing/hand-made-day.js';
import { item, marketOpened, type ReportWorld, startReportWorld } from '../testing/report-world.js';
import { bankDetailsToVerify } from './bank-details.js';

const DAY = '2026-11-20';
const id = (n: number) => `b0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const GOOD = { ifscCode: 'IDIB000H014', bankAcNo: '50100234567890', bankAcName: 'Murugan K' };

/** A customer registered with these bank details (and deactivated when asked), as the write side stores it. */
function customer(
  n: number,
  marketId: string,
  bank: { ifscCode?: string | null; bankAcNo?: string | null; bankAcName?: string },
  options: { type?: 'farmer' | 'reeler'; deactivated?: boolean } = {},
) {
  const customerId = id(n);
  const events: CustomerEvent[] = [
    {
      type: 'CustomerRegistered',
      data: {
        ...profile,
        ...GOOD,
        ...bank,
        ledgerName: `Farmer ${n}`,
        mobileNo: `98430${String(n).padStart(5, '0')}`,
        customerId,
        customerType: options.type ?? 'farmer',
        branchId: marketId,
        headCode: `HSR-F-${String(n).padStart(6, '0')}`,
        isActive: 2,
      },
    },
  ];
  if (options.deactivated) events.push({ type: 'CustomerDeactivated', data: { customerId } });
  return events.map((e) => item(customerStream(customerId), e, marketId, DAY));
}

let world: ReportWorld;
beforeAll(async () => {
  world = await startReportWorld('bank_details');
  await world.append([
    marketOpened({ id: HSR, code: 'HSR', name: 'Hosur' }, { adOfficeId: AD_HSR, regionId: REGION }),
    marketOpened({ id: KGL, code: 'KGL', name: 'Kolar' }, { adOfficeId: AD_KGL, regionId: REGION }),
    ...customer(1, HSR, {}),
    ...customer(2, HSR, { ifscCode: 'SBIN0OO1234' }),
    ...customer(3, HSR, { ifscCode: 'SYNB0000001' }),
    ...customer(4, HSR, { ifscCode: null, bankAcNo: null }),
    ...customer(5, HSR, { bankAcNo: '5010023' }),
    // Warnings only: a long name and a leading zero still move money.
    ...customer(6, HSR, {
      bankAcNo: '0050100234567',
      bankAcName: 'Thiruvengadam Ramalingam Subramaniam Pillai',
    }),
    ...customer(7, HSR, { ifscCode: 'VIJB0001234' }, { deactivated: true }),
    ...customer(8, HSR, { ifscCode: 'VIJB0001234' }, { type: 'reeler' }),
    ...customer(9, KGL, { ifscCode: 'ANDB0000456' }),
  ]);
}, 180_000);
afterAll(async () => world?.stop());

const run = async (scope: Scope, params: Record<string, string> = {}) => {
  const { rows, summary } = await bankDetailsToVerify(world.ctx(scope, DAY), params);
  const keys = new Set(BANK_DETAILS_TO_VERIFY.columns.map((c) => c.key));
  for (const row of rows) for (const key of Object.keys(row)) expect(keys).toContain(key);
  return { rows, summary };
};

describe('CocoonAuction/BankDetailsToVerify', () => {
  it("lists the scope's farmers whose stored details fail the check now, with the reason", async () => {
    const { rows, summary } = await run({ kind: 'branch', branchId: HSR });
    expect(rows).toEqual([
      expect.objectContaining({
        farmerId: id(2),
        farmerCode: 'HSR-F-000002',
        farmerName: 'Farmer 2',
        mobileNo: '9843000002',
        market: 'Hosur',
        ifscCode: 'SBIN0OO1234',
        bankAccount: 'XXXXXXXXXX7890',
        reason:
          'IFSC SBIN0OO1234 is not in the RBI list: did you mean SBIN0001234? (letter O typed for zero)',
        status: 'Pending',
      }),
      expect.objectContaining({
        farmerId: id(3),
        reason: 'Syndicate Bank merged into Canara Bank: ask the farmer for the new IFSC (CNRB...)',
      }),
      expect.objectContaining({
        farmerId: id(4),
        ifscCode: null,
        bankAccount: null,
        reason: 'IFSC Code is missing; Bank Account No is missing',
      }),
      expect.objectContaining({
        farmerId: id(5),
        reason: 'Bank account number must be 9 to 18 digits (this one has 7)',
      }),
    ]);
    expect(summary).toEqual([{ label: 'Farmers to verify', value: 4, type: 'count' }]);
  });

  it("keeps to the caller's scope and the market asked for", async () => {
    const all = await run({ kind: 'all' });
    expect(all.rows.map((r) => r.farmerId)).toEqual([id(2), id(3), id(4), id(5), id(9)]);
    expect(all.rows.at(-1)).toMatchObject({
      market: 'Kolar',
      reason: 'Andhra Bank merged into Union Bank of India: ask the farmer for the new IFSC (UBIN...)',
    });
    expect((await run({ kind: 'all' }, { marketId: KGL })).rows.map((r) => r.farmerId)).toEqual([id(9)]);
    expect((await run({ kind: 'branch', branchId: KGL })).rows.map((r) => r.farmerId)).toEqual([id(9)]);
  });
});
