import { randomUUID } from 'node:crypto';
import { financialYearOf } from '@cocoon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuctionTestMarket, startAuctionMarket } from '../auction/testing.js';
import { journalBody, openWithCash } from './testing.js';

/** Vouchers through the API: the picker, posting, every refusal, retries, scope, cancelling, numbering races. */
let m: AuctionTestMarket;
let fy: string;
let admin: string;
let dharmapuri: string;

beforeAll(async () => {
  m = await startAuctionMarket('vouchers', { farmers: 3, reelers: 2 });
  await openWithCash(m);
  admin = await m.api.login('admin');
  dharmapuri = await m.api.login('dharmapuri.admin');
  fy = financialYearOf(m.today());
}, 240_000);
afterAll(async () => {
  await m?.app.stop();
});

const number = (code: string, n: number) => `HSR/${code}${fy.slice(2)}/${String(n).padStart(5, '0')}`;
const save = (body: unknown, token = m.staff, key?: string) =>
  m.api.post('/Voucher/SaveVoucher', body, token, key);
const list = (query = '', token = m.staff) =>
  m.api.get(`/Voucher/getAll_Voucher?from=${m.today()}&to=${m.today()}${query}`, token);
const cash = { kind: 'cash' };
const bank = { kind: 'bank', bankAccountId: 'main' };

describe('the account picker', () => {
  it("answers the market's own accounts, then its farmers and reelers", async () => {
    const answer = await m.api.get('/Ledger/getAll_Accounts', m.staff);
    expect(answer.status).toBe(200);
    const names = answer.body.data.map((a: { name: string }) => a.name);
    // Control accounts (levy, payments in transit, the suspense) are posted by their own commands only.
    expect(names.slice(0, 3)).toEqual(['Cash', 'Bank', 'Round off']);
    expect(answer.body.data.filter((a: { group: string }) => a.group === 'Market')).toHaveLength(3);
    const farmers = answer.body.data.filter((a: { group: string }) => a.group === 'Farmer');
    expect(farmers.map((f: { code: string }) => f.code)).toEqual(m.farmers.map((f) => f.headCode));
    expect(farmers[0].account).toEqual({ kind: 'farmer', customerId: m.farmers[0]!.customerId });
  });

  it('asks the Admin which market, and refuses a market outside the caller', async () => {
    expect((await m.api.get('/Ledger/getAll_Accounts', admin)).status).toBe(400);
    expect((await m.api.get(`/Ledger/getAll_Accounts?marketId=${m.hosurId}`, admin)).status).toBe(200);
    expect((await m.api.get(`/Ledger/getAll_Accounts?marketId=${m.hosurId}`, dharmapuri)).status).toBe(403);
    const officer = await m.api.login('officer');
    expect((await m.api.get('/Ledger/getAll_Accounts', officer)).status).toBe(403);
  });
});

describe('posting a voucher', () => {
  let voucherId: string;

  it('posts a balanced Journal voucher numbered first in its book, with the accounts named', async () => {
    const answer = await save(journalBody(m, 12_345, { referenceNo: 'LOT-7' }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.voucherNo).toBe(number('JV', 1));
    voucherId = answer.body.voucherId;
    const one = await m.api.get(`/Voucher/get_Voucher/${voucherId}`, m.staff);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({
      voucherNo: number('JV', 1),
      voucherType: 'Journal',
      totalPaise: 12_345,
      referenceNo: 'LOT-7',
      reverses: null,
      reversedBy: null,
      postedBy: 'hosur.admin',
    });
    expect(one.body.lines.map((l: { accountName: string }) => l.accountName)).toEqual([
      `${m.reelers[0]!.name} (${m.reelers[0]!.headCode})`,
      `${m.farmers[0]!.name} (${m.farmers[0]!.headCode})`,
    ]);
  });

  it('a retry with the same key appends nothing and answers the same number', async () => {
    const key = randomUUID();
    const first = await save(journalBody(m, 500), m.staff, key);
    const again = await save(journalBody(m, 500), m.staff, key);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replay')).toBe('true');
    expect(again.body.voucherNo).toBe(first.body.voucherNo);
    const rows = (await list('&voucherType=Journal')).body.data;
    expect(rows.filter((v: { voucherId: string }) => v.voucherId === first.body.voucherId)).toHaveLength(1);
    // Newest first (issue 27).
    expect(rows.map((v: { voucherNo: string }) => v.voucherNo)).toEqual([number('JV', 2), number('JV', 1)]);
  });

  it('refuses with field messages, appending nothing', async () => {
    const refusals: Array<[unknown, string, string]> = [
      [
        journalBody(m, 100, {
          lines: [
            {
              account: { kind: 'reeler', customerId: m.reelers[0]!.customerId },
              debitPaise: 100,
              creditPaise: 0,
            },
            {
              account: { kind: 'farmer', customerId: m.farmers[0]!.customerId },
              debitPaise: 0,
              creditPaise: 99,
            },
          ],
        }),
        'lines',
        'Total debit must equal total credit',
      ],
      [
        journalBody(m, 100, {
          lines: [
            { account: cash, debitPaise: 100, creditPaise: 0 },
            {
              account: { kind: 'farmer', customerId: m.farmers[0]!.customerId },
              debitPaise: 0,
              creditPaise: 100,
            },
          ],
        }),
        'lines',
        'A Journal voucher has no Cash or Bank line',
      ],
      [journalBody(m, 100, { voucherType: 'Receipt' }), 'lines', 'A Receipt voucher must debit Cash or Bank'],
      [
        journalBody(m, 100, {
          voucherType: 'Contra',
          lines: [
            { account: cash, debitPaise: 100, creditPaise: 0 },
            { account: { kind: 'round-off' }, debitPaise: 0, creditPaise: 100 },
          ],
        }),
        'lines',
        'every line must be Cash or Bank',
      ],
      [journalBody(m, 100, { voucherDate: '2099-01-01' }), 'voucherDate', 'The date cannot be after today'],
      [
        journalBody(m, 100, {
          lines: [
            { account: { kind: 'reeler', customerId: randomUUID() }, debitPaise: 100, creditPaise: 0 },
            {
              account: { kind: 'farmer', customerId: m.farmers[0]!.customerId },
              debitPaise: 0,
              creditPaise: 100,
            },
          ],
        }),
        'lines.0',
        'Line 1: not a reeler of this market',
      ],
      [
        journalBody(m, 100, {
          lines: [
            {
              account: { kind: 'farmer', customerId: m.reelers[0]!.customerId },
              debitPaise: 100,
              creditPaise: 0,
            },
            {
              account: { kind: 'farmer', customerId: m.farmers[0]!.customerId },
              debitPaise: 0,
              creditPaise: 100,
            },
          ],
        }),
        'lines.0',
        'Line 1: not a farmer of this market',
      ],
      [journalBody(m, 100, { lines: [] }), 'lines', 'A voucher needs at least two lines'],
      [journalBody(m, 100, { notes: ' ' }), 'notes', 'Enter the notes'],
      [journalBody(m, 100, { voucherType: 'Gift' }), 'voucherType', 'Select a voucher type'],
      [
        journalBody(m, 100, { correctsMonth: '2020-01' }),
        'correctsMonth',
        'January 2020 is not a closed month before',
      ],
      // Issue 22, case 5: control accounts take postings only from the commands that own them.
      ...(
        [
          ['payments-in-transit', 'Payments in transit', 'online farmer payments'],
          ['farmer-levy', 'Farmer levy', 'sales and levy remittances'],
          ['reeler-levy', 'Reeler levy', 'sales and levy remittances'],
          ['opening-balance-suspense', 'Opening balance suspense', 'opening balances'],
        ] as const
      ).map(([kind, name, owner]): [unknown, string, string] => [
        journalBody(m, 100, {
          lines: [
            {
              account: { kind: 'farmer', customerId: m.farmers[0]!.customerId },
              debitPaise: 100,
              creditPaise: 0,
            },
            { account: { kind }, debitPaise: 0, creditPaise: 100 },
          ],
        }),
        'lines.1',
        `Line 2: ${name} is a control account: only ${owner} post to it, never a voucher`,
      ]),
      // Issue 22, case 6: one line at most Rs 10 crore.
      [journalBody(m, 10_000_000_001), 'lines.0.debitPaise', 'Amount cannot exceed Rs 10,00,00,000.00'],
      [
        journalBody(m, 100, { voucherDate: '1900-01-01' }),
        'voucherDate',
        '(go-live): nothing is posted before it',
      ],
    ];
    for (const [body, field, message] of refusals) {
      const answer = await save(body);
      expect(answer.status, message).toBe(400);
      expect(answer.body.errors[field]?.[0], message).toContain(message);
    }
    expect((await list('&voucherType=Journal')).body.data).toHaveLength(2);
    expect((await list('&voucherType=Receipt')).body.data).toHaveLength(0);
  });

  it('posts Receipt, Payment and Contra vouchers in their own books', async () => {
    // Farmer 0, whom the Journal vouchers above credited: a Payment voucher pays what the market owes (issue 22).
    const farmer = { kind: 'farmer', customerId: m.farmers[0]!.customerId };
    const reeler = { kind: 'reeler', customerId: m.reelers[1]!.customerId };
    const kinds: Array<[string, unknown[], string]> = [
      [
        'Receipt',
        [
          { account: cash, debitPaise: 900, creditPaise: 0 },
          { account: reeler, debitPaise: 0, creditPaise: 900 },
        ],
        'RV',
      ],
      [
        'Payment',
        [
          { account: farmer, debitPaise: 900, creditPaise: 0 },
          { account: bank, debitPaise: 0, creditPaise: 900 },
        ],
        'PV',
      ],
      [
        'Contra',
        [
          { account: bank, debitPaise: 900, creditPaise: 0 },
          { account: cash, debitPaise: 0, creditPaise: 900 },
        ],
        'CV',
      ],
    ];
    for (const [voucherType, lines, code] of kinds) {
      const answer = await save(journalBody(m, 0, { voucherType, lines }));
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.voucherNo).toBe(number(code, 1));
    }
  });

  it('keeps another market out: not found, not listed, not posted', async () => {
    expect((await m.api.get(`/Voucher/get_Voucher/${voucherId}`, dharmapuri)).status).toBe(404);
    expect((await list('', dharmapuri)).body.data).toEqual([]);
    expect((await list(`&marketId=${m.hosurId}`, dharmapuri)).body.data).toEqual([]);
    expect((await save({ ...journalBody(m, 100), marketId: m.hosurId }, dharmapuri)).status).toBe(403);
    const cancel = await m.api.post(
      '/Voucher/CancelVoucher',
      { voucherId, reason: 'x', date: m.today() },
      dharmapuri,
    );
    expect(cancel.status).toBe(404);
    expect((await m.api.get(`/Voucher/get_Voucher/${voucherId}`, admin)).status).toBe(200);
    expect((await m.api.get(`/Voucher/get_Voucher/${randomUUID()}`, m.staff)).status).toBe(404);
  });

  it('cancels by a reversing voucher once; a second cancel and cancelling the reversal are refused', async () => {
    const cancel = (id: string, key?: string) =>
      m.api.post(
        '/Voucher/CancelVoucher',
        { voucherId: id, reason: 'Posted to the wrong farmer', date: m.today() },
        m.staff,
        key,
      );
    const key = randomUUID();
    const reversal = await cancel(voucherId, key);
    expect(reversal.status, JSON.stringify(reversal.body)).toBe(200);
    expect(reversal.body.voucherNo).toBe(number('JV', 3));
    expect((await cancel(voucherId, key)).body.voucherNo).toBe(number('JV', 3));
    const twice = await cancel(voucherId);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(
      `Selected Data has already been processed: ${number('JV', 1)} is already cancelled by ${number('JV', 3)}`,
    );
    const ofReversal = await cancel(reversal.body.voucherId);
    expect(ofReversal.status).toBe(400);
    expect(ofReversal.body.errors.voucherId[0]).toContain('cannot itself be cancelled');
    const original = (await m.api.get(`/Voucher/get_Voucher/${voucherId}`, m.staff)).body;
    const mirror = (await m.api.get(`/Voucher/get_Voucher/${reversal.body.voucherId}`, m.staff)).body;
    expect(original.reversedBy).toEqual({ voucherId: reversal.body.voucherId, voucherNo: number('JV', 3) });
    expect(mirror.reverses).toEqual({ voucherId, voucherNo: number('JV', 1) });
    expect(
      mirror.lines.map((l: { debitPaise: number; creditPaise: number }) => [l.debitPaise, l.creditPaise]),
    ).toEqual([
      [0, 12_345],
      [12_345, 0],
    ]);
  });

  it('numbers 20 vouchers posted at once 1..20 without a gap', async () => {
    const lines = (n: number) => [
      { account: bank, debitPaise: 100 + n, creditPaise: 0 },
      { account: cash, debitPaise: 0, creditPaise: 100 + n },
    ];
    // Contra has one voucher already (above): these take 2..21.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        save(journalBody(m, 0, { voucherType: 'Contra', lines: lines(n) })),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const numbers = answers.map((a) => a.body.voucherNo as string).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, n) => number('CV', n + 2)));
    const listed = (await list('&voucherType=Contra')).body.data.map(
      (v: { voucherNo: string }) => v.voucherNo,
    );
    expect(listed).toEqual(Array.from({ length: 21 }, (_, n) => number('CV', 21 - n)));
  });
});

describe('rebuild', () => {
  it('rebuilds the vouchers read model from the events to the same answers', async () => {
    const { vouchersProjection, rebuildProjection } = await import('@cocoon/projectors');
    await m.app.settle();
    const snapshot = async () => ({
      vouchers: (await list()).body.data,
      balances: (await m.api.get('/OpeningBalance/getAll_OpeningBalance', m.staff)).body,
      months: (await m.api.get('/Configmonth/GetMonth', m.staff)).body,
    });
    const before = await snapshot();
    expect(before.vouchers.length).toBeGreaterThan(20);
    const result = await rebuildProjection({
      store: m.app.deps.store,
      db: m.app.deps.db,
      projection: vouchersProjection,
      logger: m.app.deps.logger,
      batchSize: 3,
    });
    expect(result.generation).toBeGreaterThan(result.previousGeneration);
    expect(await snapshot()).toEqual(before);
  });
});
