import { randomUUID } from 'node:crypto';
import { financialYearOf } from '@cocoon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuctionTestMarket, startAuctionMarket } from '../auction/testing.js';
import { type WeighedLot, weighLots } from '../billing/testing.js';

/**
 * Levy remitted to the department through the API (issue 22): Dr Farmer levy / Reeler levy, Cr Bank, numbered
 * LR in its own series, never more than the levy accounts hold; the roles and market scope of vouchers.
 */
let m: AuctionTestMarket;
let lots: WeighedLot[];

beforeAll(async () => {
  m = await startAuctionMarket('levy-remittances', { farmers: 2, reelers: 1 });
  m.setClock('09:00');
  lots = await weighLots(m, [
    { farmer: 0, reeler: 0, ratePaise: 72_000, netGrams: 84_250 },
    { farmer: 1, reeler: 0, ratePaise: 70_500, netGrams: 55_555 },
  ]);
  await m.app.settle();
}, 240_000);
afterAll(async () => {
  await m?.app.stop();
});

const sum = (pick: (lot: WeighedLot) => number) => lots.reduce((t, l) => t + pick(l), 0);
const list = (token = m.staff, query = '') =>
  m.api.get(`/LevyRemittance/getAll_LevyRemittance${query}`, token);
const remit = (body: Record<string, unknown>, token = m.staff, key?: string) =>
  m.api.post(
    '/LevyRemittance/SaveLevyRemittance',
    { remittedOn: m.today(), challanNo: 'CH-1', ...body },
    token,
    key,
  );
const number = (n: number) => `HSR/LR${financialYearOf(m.today()).slice(2)}/${String(n).padStart(5, '0')}`;
const trialRow = async (kind: string) =>
  (await m.api.get(`/Ledger/TrialBalance?asOn=${m.today()}`, m.staff)).body.rows.find(
    (r: { accountKind: string }) => r.accountKind === kind,
  );

describe('levy remittance', () => {
  it('lists none yet, and what the levy accounts hold', async () => {
    const answer = await list();
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({
      data: [],
      total: 0,
      heldPaise: { farmerLevy: sum((l) => l.farmerLevyPaise), reelerLevy: sum((l) => l.reelerLevyPaise) },
    });
  });

  it('refuses more than a levy account holds, and nothing at all', async () => {
    const held = sum((l) => l.farmerLevyPaise);
    const over = await remit({ farmerLevyPaise: held + 1 });
    expect(over.status).toBe(400);
    expect(over.body.errors.farmerLevyPaise[0]).toMatch(
      /is more than the Rs .* held \(the account's credit balance\)/,
    );
    const none = await remit({});
    expect(none.body.errors.farmerLevyPaise).toEqual([
      'Enter the farmer levy or the reeler levy remitted (or both)',
    ]);
    expect(
      (await remit({ farmerLevyPaise: 100, remittedOn: '1900-01-01' })).body.errors.remittedOn[0],
    ).toMatch(/go-live/);
    expect((await remit({ farmerLevyPaise: 100, challanNo: ' ' })).body.errors.challanNo).toEqual([
      'Enter the challan number or UTR',
    ]);
    expect((await remit({ farmerLevyPaise: 10_000_000_001 })).body.errors.farmerLevyPaise).toEqual([
      'Amount cannot exceed Rs 10,00,00,000.00',
    ]);
    expect((await list()).body.total).toBe(0);
  });

  it('remits both levies from the bank, numbered LR; a retry appends nothing; a challan is used once', async () => {
    const farmerLevy = sum((l) => l.farmerLevyPaise);
    const reelerLevy = sum((l) => l.reelerLevyPaise) - 100;
    const bankBefore = (await trialRow('bank'))?.balancePaise ?? 0;
    const key = randomUUID();
    const body = { farmerLevyPaise: farmerLevy, reelerLevyPaise: reelerLevy, notes: 'November levy' };
    const first = await remit(body, m.staff, key);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.remittanceNo).toBe(number(1));
    const again = await remit(body, m.staff, key);
    expect(again.headers.get('idempotent-replay')).toBe('true');
    expect(again.body.remittanceNo).toBe(number(1));

    const listed = await list();
    expect(listed.body.data).toEqual([
      expect.objectContaining({
        remittanceNo: number(1),
        challanNo: 'CH-1',
        farmerLevyPaise: farmerLevy,
        reelerLevyPaise: reelerLevy,
        totalPaise: farmerLevy + reelerLevy,
        remittedBy: 'hosur.admin',
      }),
    ]);
    expect(listed.body.heldPaise).toEqual({ farmerLevy: 0, reelerLevy: 100 });
    expect((await trialRow('farmer-levy'))?.balancePaise ?? 0).toBe(0);
    expect((await trialRow('reeler-levy')).balancePaise).toBe(-100);
    expect((await trialRow('bank')).balancePaise).toBe(bankBefore - farmerLevy - reelerLevy);

    const reused = await remit({ reelerLevyPaise: 100, challanNo: 'ch-1' });
    expect(reused.status).toBe(409);
    expect(reused.body.message).toBe(`Challan / UTR ch-1 is already remitted as ${number(1)}`);
    const second = await remit({ reelerLevyPaise: 100, challanNo: 'UTR-998877' });
    expect(second.body.remittanceNo).toBe(number(2));
    expect((await list()).body.heldPaise).toEqual({ farmerLevy: 0, reelerLevy: 0 });
  });

  it('reverses a remittance once (Dr Bank / Cr levy), numbered LX; the levy is held again', async () => {
    const first = (await list()).body.data.find(
      (r: { remittanceNo: string }) => r.remittanceNo === number(1),
    );
    const reverse = (body: Record<string, unknown>, token = m.staff) =>
      m.api.post(
        '/LevyRemittance/ReverseLevyRemittance',
        {
          remittanceId: first.remittanceId,
          reason: 'Challan returned by the bank',
          reversedOn: m.today(),
          ...body,
        },
        token,
      );
    expect((await reverse({ reason: ' ' })).body.errors.reason).toEqual(['Enter the reason for reversing']);
    expect((await reverse({ remittanceId: randomUUID() })).status).toBe(404);
    const dpi = await m.api.login('dharmapuri.admin');
    expect((await reverse({}, dpi)).status).toBe(404);
    const reversed = await reverse({});
    expect(reversed.status, JSON.stringify(reversed.body)).toBe(200);
    expect(reversed.body.reversalNo).toBe(number(1).replace('/LR', '/LX'));
    const twice = await reverse({});
    expect(twice.status).toBe(409);
    const listed = await list();
    expect(
      listed.body.data.find((r: { remittanceNo: string }) => r.remittanceNo === number(1)).reversal,
    ).toEqual({
      reversalNo: number(1).replace('/LR', '/LX'),
      reversedOn: m.today(),
      reason: 'Challan returned by the bank',
    });
    expect(listed.body.heldPaise).toEqual({
      farmerLevy: sum((l) => l.farmerLevyPaise),
      reelerLevy: sum((l) => l.reelerLevyPaise) - 100,
    });
    const trial = await m.api.get(`/Ledger/TrialBalance?asOn=${m.today()}`, m.staff);
    expect(trial.body.differencePaise).toBe(0);
  });

  it('is the offices’ (not the Admin’s or the Market Officer’s), within their market', async () => {
    const officer = await m.api.login('officer');
    expect((await list(officer)).status).toBe(403);
    expect((await remit({ reelerLevyPaise: 1 }, officer)).status).toBe(403);
    const admin = await m.api.login('admin');
    expect((await remit({ reelerLevyPaise: 1, marketId: m.hosurId }, admin)).status).toBe(403);
    const dpi = await m.api.login('dharmapuri.admin');
    expect((await list(dpi, `?marketId=${m.hosurId}`)).status).toBe(403);
    expect((await remit({ reelerLevyPaise: 1, marketId: m.hosurId }, dpi)).status).toBe(403);
  });
});
