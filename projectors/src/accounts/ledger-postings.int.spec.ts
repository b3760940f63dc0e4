import { randomUUID } from 'node:crypto';
import type { AccountEvent, LotEvent, VoucherLine } from '@cocoon/domain';
import type { RecordedEvent } from '@cocoon/eventstore';
import { createTestDatabase, type TestDatabase } from '@cocoon/eventstore/testing';
import { sql } from 'kysely';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activeGeneration } from '../runtime/checkpoints.js';
import { createReadModelDb } from '../runtime/db.js';
import { migrateProjections } from '../runtime/migrate.js';
import { generationSchema } from '../runtime/names.js';
import { projectionProcessor } from '../runtime/processors.js';
import type { ReadModelDb } from '../runtime/types.js';
import { ledgerProjection } from './ledger.js';
import { customerPassbook, trialBalance } from './ledger.queries.js';

/**
 * Each posting rule of the ledger on its own events, applied batch by batch as the runner applies them (the
 * projection harness's way, with the rows read back in entry order).
 */
const MARKET = '6f1c9a2b-3d4e-4f50-8a1b-2c3d4e5f6a7b';
const FARMER = 'f0000000-0000-4000-8000-000000000001';
const FARMER_2 = 'f0000000-0000-4000-8000-000000000002';
const REELER = 'e0000000-0000-4000-8000-000000000001';
const LOT = 'l0000000-0000-4000-8000-000000000012';

let database: TestDatabase;
let db: ReadModelDb;
let generation: number;
const processor = projectionProcessor(ledgerProjection, pino({ level: 'silent' }));
let position = 0;

beforeAll(async () => {
  database = await createTestDatabase('ledger_postings');
  db = createReadModelDb(database.url, { max: 2, applicationName: 'cocoon-projectors' });
  await migrateProjections(db, { projections: [ledgerProjection], logger: pino({ level: 'silent' }) });
  generation = (await activeGeneration(db, ledgerProjection.name)) ?? 1;
});
afterAll(async () => {
  await db?.destroy();
  await database?.drop();
});
beforeEach(async () => {
  const schema = generationSchema(ledgerProjection.name, generation);
  await sql`truncate ${sql.join(ledgerProjection.tables.map((t) => sql.id(schema, t)))}`.execute(db);
});

type Event = LotEvent | AccountEvent;

/** An event as the store hands it out; lot events happen at 10:30 IST on `date` by hsr.officer. */
function recorded(event: Event, date = '2026-06-01'): RecordedEvent {
  position += 1;
  return {
    id: randomUUID(),
    type: event.type,
    streamName: 'test',
    revision: position,
    position: `${'0'.repeat(20)}-${String(position).padStart(20, '0')}`,
    data: event.data,
    metadata: {
      userId: 'a0000000-0000-4000-8000-000000000001',
      userName: 'hsr.officer',
      marketId: MARKET,
      occurredAt: new Date(`${date}T10:30:00+05:30`).toISOString(),
      schemaVersion: 1,
    },
    recordedAt: new Date(),
  };
}

async function apply(...batches: RecordedEvent[][]): Promise<void> {
  for (const batch of batches) await db.transaction().execute((trx) => processor.run(batch, trx, generation));
}

const postings = async () =>
  (
    await sql<Record<string, unknown>>`
      select posting_date, line_no, account_key, debit_paise::int as debit, credit_paise::int as credit, source_kind,
             document_no, particulars, posted_by, corrects_month
      from read.ledger_postings order by position, line_no`.execute(db)
  ).rows;
const totals = async () =>
  (
    await sql<Record<string, unknown>>`
      select account_key, customer_code, customer_name, debit_total::int as debit, credit_total::int as credit,
             last_posting_date from read.ledger_account_totals order by account_key collate "C"`.execute(db)
  ).rows;

const inward = (lotId = LOT, farmerId = FARMER, lotNo = 12): Event => ({
  type: 'LotInwarded',
  data: {
    lotId,
    marketId: MARKET,
    inwardDate: '2026-06-01',
    lotNo,
    farmerId,
    farmerName: 'Muniyappa',
    farmerCode: 'HSR-F-000001',
    cocoonTypeId: 'c1',
    silkName: 'BV',
    lays: 100,
    cocoonWeightGrams: 24_000,
    sample: { sampleCount: 1, cocoonWeightMg: 1, shellWeightMg: 1, defectiveCount: 0 },
    settings: { rendittaFactor: 1, silkRatePaise: 1, conversionCostPaise: 1 },
    assay: { shellRatioBp: 1, defectBp: 0, cocoonsPerKg: 1, rendittaX100: 1, floorPricePaisePerKg: 1 },
  },
});
const approved = (lotId = LOT): Event => ({
  type: 'BidApproved',
  data: {
    lotId,
    slotId: 's1',
    bidId: 'b1',
    reelerId: REELER,
    reelerName: 'Lakshmi Silks',
    reelerCode: 'HSR-R-000001',
    amountPaise: 51_200,
    reason: null,
  },
});
/** 23.450 kg @ Rs 512.00 = Rs 12,006.40; levies 1 % each. */
const weighed = (lotId = LOT): Event => ({
  type: 'LotWeighed',
  data: {
    lotId,
    reelerId: REELER,
    ratePaise: 51_200,
    crates: null,
    netGrams: 23_450,
    farmerLevyBp: 100,
    reelerLevyBp: 100,
    amountPaise: 1_200_640,
    farmerLevyPaise: 12_006,
    reelerLevyPaise: 12_006,
    farmerNetPaise: 1_188_634,
    reelerPayablePaise: 1_212_646,
  },
});
const SOLD = 'Lot 12 sold to Lakshmi Silks (HSR-R-000001), 23.450 kg @ Rs 512.00';

describe('accounts.ledger postings', () => {
  it('a weighed lot: the reeler owes amount + levy, the farmer is owed amount - levy, both levies collected', async () => {
    await apply([recorded(inward()), recorded(approved())], [recorded(weighed())]);
    const sale = { posting_date: '2026-06-01', source_kind: 'lot', document_no: 'Lot 12', particulars: SOLD };
    expect(await postings()).toEqual([
      {
        ...sale,
        line_no: 1,
        account_key: `reeler:${REELER}`,
        debit: 1_212_646,
        credit: 0,
        posted_by: 'hsr.officer',
        corrects_month: null,
      },
      {
        ...sale,
        line_no: 2,
        account_key: `farmer:${FARMER}`,
        debit: 0,
        credit: 1_188_634,
        posted_by: 'hsr.officer',
        corrects_month: null,
      },
      {
        ...sale,
        line_no: 3,
        account_key: 'farmer-levy',
        debit: 0,
        credit: 12_006,
        posted_by: 'hsr.officer',
        corrects_month: null,
      },
      {
        ...sale,
        line_no: 4,
        account_key: 'reeler-levy',
        debit: 0,
        credit: 12_006,
        posted_by: 'hsr.officer',
        corrects_month: null,
      },
    ]);
    expect(await totals()).toEqual([
      {
        account_key: 'farmer-levy',
        customer_code: null,
        customer_name: null,
        debit: 0,
        credit: 12_006,
        last_posting_date: '2026-06-01',
      },
      {
        account_key: `farmer:${FARMER}`,
        customer_code: 'HSR-F-000001',
        customer_name: 'Muniyappa',
        debit: 0,
        credit: 1_188_634,
        last_posting_date: '2026-06-01',
      },
      {
        account_key: 'reeler-levy',
        customer_code: null,
        customer_name: null,
        debit: 0,
        credit: 12_006,
        last_posting_date: '2026-06-01',
      },
      {
        account_key: `reeler:${REELER}`,
        customer_code: 'HSR-R-000001',
        customer_name: 'Lakshmi Silks',
        debit: 1_212_646,
        credit: 0,
        last_posting_date: '2026-06-01',
      },
    ]);
  });

  it('the business date is the Kolkata date of the weighing: 23:00 UTC is the next day', async () => {
    const late = recorded(weighed());
    late.metadata.occurredAt = '2026-06-01T19:00:00.000Z';
    await apply([recorded(inward()), recorded(approved()), late]);
    expect((await postings())[0]).toMatchObject({ posting_date: '2026-06-02' });
  });

  it('a weight correction reverses the sale in force and posts the corrected one, in one entry', async () => {
    const corrected: Event = {
      type: 'LotWeightCorrected',
      data: {
        ...(weighed() as Extract<Event, { type: 'LotWeighed' }>).data,
        netGrams: 23_000,
        amountPaise: 1_177_600,
        farmerLevyPaise: 11_776,
        reelerLevyPaise: 11_776,
        farmerNetPaise: 1_165_824,
        reelerPayablePaise: 1_189_376,
        previousNetGrams: 23_450,
        reason: 'Tare entered wrong',
      },
    };
    await apply(
      [recorded(inward()), recorded(approved()), recorded(weighed())],
      [recorded(corrected, '2026-06-03')],
    );
    const rows = await postings();
    expect(rows.slice(4).map((r) => [r.line_no, r.account_key, r.debit, r.credit, r.posting_date])).toEqual([
      [1, `reeler:${REELER}`, 0, 1_212_646, '2026-06-03'],
      [2, `farmer:${FARMER}`, 1_188_634, 0, '2026-06-03'],
      [3, 'farmer-levy', 12_006, 0, '2026-06-03'],
      [4, 'reeler-levy', 12_006, 0, '2026-06-03'],
      [5, `reeler:${REELER}`, 1_189_376, 0, '2026-06-03'],
      [6, `farmer:${FARMER}`, 0, 1_165_824, '2026-06-03'],
      [7, 'farmer-levy', 0, 11_776, '2026-06-03'],
      [8, 'reeler-levy', 0, 11_776, '2026-06-03'],
    ]);
    expect(rows[4]!.particulars).toBe(
      'Lot 12 sale reversed: weight corrected from 23.450 kg (Tare entered wrong)',
    );
    expect(rows[8]!.particulars).toBe('Lot 12 sold to Lakshmi Silks (HSR-R-000001), 23.000 kg @ Rs 512.00');
    const book = await customerPassbook(db, {
      marketId: MARKET,
      customerKind: 'farmer',
      customerId: FARMER,
      from: '2026-06-02',
      to: '2026-06-30',
    });
    expect(book).toMatchObject({ openingBalancePaise: -1_188_634, closingBalancePaise: -1_165_824 });
  });

  it('a cash payment and its reversal: Farmer Dr / Cash Cr, then the mirror', async () => {
    const paid = {
      paymentId: 'p1',
      marketId: MARKET,
      receiptNo: 'HSR/FP202627/00003',
      financialYear: '202627',
      sequence: 3,
      farmerId: FARMER,
      farmerName: 'Muniyappa',
      farmerCode: 'HSR-F-000001',
      lots: [{ lotId: LOT, lotNo: 12, auctionDate: '2026-06-01', billNo: null, amountPaise: 1_188_634 }],
      totalPaise: 1_188_634,
    };
    await apply([
      recorded({ type: 'FarmerPaidInCash', data: { ...paid, paidOn: '2026-06-04', paidBy: 'hsr.cashier' } }),
      recorded({
        type: 'FarmerPaymentReversed',
        data: {
          ...paid,
          reversalNo: 'HSR/FX202627/00001',
          reason: 'Wrong farmer',
          reversedOn: '2026-06-05',
          reversedBy: 'hsr.admin',
        },
      }),
    ]);
    expect(
      (await postings()).map((r) => [
        r.posting_date,
        r.account_key,
        r.debit,
        r.credit,
        r.document_no,
        r.particulars,
        r.posted_by,
      ]),
    ).toEqual([
      [
        '2026-06-04',
        `farmer:${FARMER}`,
        1_188_634,
        0,
        'HSR/FP202627/00003',
        'Paid in cash, receipt HSR/FP202627/00003 (lots 12)',
        'hsr.cashier',
      ],
      [
        '2026-06-04',
        'cash',
        0,
        1_188_634,
        'HSR/FP202627/00003',
        'Paid in cash, receipt HSR/FP202627/00003 (lots 12)',
        'hsr.cashier',
      ],
      [
        '2026-06-05',
        'cash',
        1_188_634,
        0,
        'HSR/FX202627/00001',
        'Cash payment HSR/FP202627/00003 reversed: Wrong farmer',
        'hsr.admin',
      ],
      [
        '2026-06-05',
        `farmer:${FARMER}`,
        0,
        1_188_634,
        'HSR/FX202627/00001',
        'Cash payment HSR/FP202627/00003 reversed: Wrong farmer',
        'hsr.admin',
      ],
    ]);
  });

  it('an online batch: the kept rows leave for Payments in transit; a paid row reaches the bank, a failed one comes back', async () => {
    const row = (rowId: string, farmerId: string, amountPaise: number, reference: string) => ({
      rowId,
      farmerId,
      farmerName: `Farmer ${rowId}`,
      farmerCode: `HSR-F-${rowId}`,
      bank: { accountNo: '1', ifsc: 'SBIN0000001', accountName: 'x', bankName: null },
      lots: [{ lotId: LOT, lotNo: 12, auctionDate: '2026-06-01', billNo: null, amountPaise }],
      amountPaise,
      reference,
    });
    const batchId = 'batch-1';
    await apply(
      [
        recorded({
          type: 'OnlineBatchOpened',
          data: {
            batchId,
            marketId: MARKET,
            batchNo: 'HSR/OB202627/00001',
            financialYear: '202627',
            sequence: 1,
            batchDate: '2026-06-06',
            openedBy: 'c',
          },
        }),
        recorded({
          type: 'BatchRowsAdded',
          data: {
            batchId,
            rows: [
              row('r2', FARMER_2, 50_000, '202606060010002'),
              row('r1', FARMER, 70_000, '202606060010001'),
            ],
            addedOn: '2026-06-06',
            addedBy: 'c',
          },
        }),
        recorded({
          type: 'BatchRowsAdded',
          data: {
            batchId,
            rows: [row('r3', FARMER, 9_999, '202606060010003')],
            addedOn: '2026-06-06',
            addedBy: 'c',
          },
        }),
      ],
      [
        recorded({
          type: 'BatchRowRemoved',
          data: { batchId, rowId: 'r3', removedOn: '2026-06-06', removedBy: 'c' },
        }),
      ],
      [
        recorded({
          type: 'BatchExported',
          data: { batchId, template: 'sbi', exportedOn: '2026-06-06', exportedBy: 'hsr.cashier' },
        }),
      ],
      [
        recorded({
          type: 'BatchRowPaid',
          data: {
            batchId,
            rowId: 'r1',
            bankReference: 'UTR9',
            paidOn: '2026-06-07',
            recordedBy: 'hsr.cashier',
          },
        }),
        recorded({
          type: 'BatchRowFailed',
          data: {
            batchId,
            rowId: 'r2',
            reason: 'Account closed',
            failedOn: '2026-06-07',
            recordedBy: 'hsr.cashier',
          },
        }),
      ],
    );
    expect(
      (await postings()).map((r) => [
        r.posting_date,
        r.line_no,
        r.account_key,
        r.debit,
        r.credit,
        r.source_kind,
        r.document_no,
      ]),
    ).toEqual([
      ['2026-06-06', 1, `farmer:${FARMER}`, 70_000, 0, 'batch', 'HSR/OB202627/00001'],
      ['2026-06-06', 2, 'payments-in-transit', 0, 70_000, 'batch', 'HSR/OB202627/00001'],
      ['2026-06-06', 3, `farmer:${FARMER_2}`, 50_000, 0, 'batch', 'HSR/OB202627/00001'],
      ['2026-06-06', 4, 'payments-in-transit', 0, 50_000, 'batch', 'HSR/OB202627/00001'],
      ['2026-06-07', 1, 'payments-in-transit', 70_000, 0, 'batch', 'HSR/OB202627/00001'],
      ['2026-06-07', 2, 'bank:main', 0, 70_000, 'batch', 'HSR/OB202627/00001'],
      ['2026-06-07', 1, 'payments-in-transit', 50_000, 0, 'batch', 'HSR/OB202627/00001'],
      ['2026-06-07', 2, `farmer:${FARMER_2}`, 0, 50_000, 'batch', 'HSR/OB202627/00001'],
    ]);
    const transit = (await totals()).find((t) => t.account_key === 'payments-in-transit');
    expect(transit).toMatchObject({ debit: 120_000, credit: 120_000 });
  });

  it('reeler receipts by cash, bank and cheque, and a reversal', async () => {
    const received = (receiptId: string, mode: 'cash' | 'bank' | 'cheque', amountPaise: number) => ({
      receiptId,
      marketId: MARKET,
      receiptNo: `HSR/RR202627/${receiptId}`,
      financialYear: '202627',
      sequence: 1,
      reelerId: REELER,
      reelerName: 'Lakshmi Silks',
      reelerCode: 'HSR-R-000001',
      mode,
      amountPaise,
    });
    const receipt = (receiptId: string, mode: 'cash' | 'bank' | 'cheque', amountPaise: number): Event => ({
      type: 'ReelerPaymentReceived',
      data: {
        ...received(receiptId, mode, amountPaise),
        chequeNo: mode === 'cheque' ? '004512' : null,
        bankReference: null,
        purpose: 'invoice',
        invoiceNos: ['HSR/RI202627/00001'],
        receivedOn: '2026-06-08',
        receivedBy: 'hsr.cashier',
      },
    });
    await apply([
      recorded(receipt('1', 'cash', 1_000)),
      recorded(receipt('2', 'bank', 2_000)),
      recorded(receipt('3', 'cheque', 3_000)),
      recorded({
        type: 'ReelerReceiptReversed',
        data: {
          ...received('3', 'cheque', 3_000),
          reversalNo: 'HSR/RX202627/1',
          reason: 'Cheque bounced',
          reversedOn: '2026-06-09',
          reversedBy: 'hsr.admin',
        },
      }),
    ]);
    const rows = await postings();
    expect(rows.map((r) => [r.account_key, r.debit, r.credit])).toEqual([
      ['cash', 1_000, 0],
      [`reeler:${REELER}`, 0, 1_000],
      ['bank:main', 2_000, 0],
      [`reeler:${REELER}`, 0, 2_000],
      ['bank:main', 3_000, 0],
      [`reeler:${REELER}`, 0, 3_000],
      [`reeler:${REELER}`, 3_000, 0],
      ['bank:main', 0, 3_000],
    ]);
    expect(rows[4]!.particulars).toBe(
      'Received by cheque 004512, receipt HSR/RR202627/3, against HSR/RI202627/00001',
    );
    expect(rows[6]!.particulars).toBe('Receipt HSR/RR202627/3 reversed: Cheque bounced');
  });

  it('a voucher posts its lines and the month it corrects; its cancelling voucher the mirror', async () => {
    const lines: VoucherLine[] = [
      {
        account: { kind: 'reeler', customerId: REELER },
        accountName: 'Lakshmi Silks (HSR-R-000001)',
        debitPaise: 0,
        creditPaise: 500,
      },
      { account: { kind: 'round-off' }, accountName: 'Round off', debitPaise: 500, creditPaise: 0 },
    ];
    const voucher = (
      voucherNo: string,
      l: VoucherLine[],
      reverses: { voucherId: string; voucherNo: string } | null,
    ): Event => ({
      type: 'VoucherPosted',
      data: {
        voucherId: voucherNo,
        marketId: MARKET,
        voucherType: 'Journal',
        voucherNo,
        financialYear: '202627',
        sequence: 1,
        voucherDate: '2026-06-10',
        lines: l,
        notes: 'Round off of invoice',
        referenceNo: null,
        correctsMonth: reverses ? null : '2026-05',
        reverses,
        postedBy: 'hsr.accountant',
      },
    });
    await apply([
      recorded(voucher('HSR/JV202627/00001', lines, null)),
      recorded(
        voucher(
          'HSR/JV202627/00002',
          lines.map((l) => ({ ...l, debitPaise: l.creditPaise, creditPaise: l.debitPaise })),
          { voucherId: 'HSR/JV202627/00001', voucherNo: 'HSR/JV202627/00001' },
        ),
      ),
    ]);
    expect(
      (await postings()).map((r) => [r.account_key, r.debit, r.credit, r.corrects_month, r.particulars]),
    ).toEqual([
      [`reeler:${REELER}`, 0, 500, '2026-05', 'Journal voucher HSR/JV202627/00001: Round off of invoice'],
      ['round-off', 500, 0, '2026-05', 'Journal voucher HSR/JV202627/00001: Round off of invoice'],
      [
        `reeler:${REELER}`,
        500,
        0,
        null,
        'Journal voucher HSR/JV202627/00002 cancels HSR/JV202627/00001: Round off of invoice',
      ],
      [
        'round-off',
        0,
        500,
        null,
        'Journal voucher HSR/JV202627/00002 cancels HSR/JV202627/00001: Round off of invoice',
      ],
    ]);
    // A voucher names the customer only as display text: used until a master-backed event names them.
    expect((await totals()).find((t) => t.account_key === `reeler:${REELER}`)).toMatchObject({
      customer_name: 'Lakshmi Silks (HSR-R-000001)',
      customer_code: null,
    });
    await apply([recorded(inward()), recorded(approved()), recorded(weighed())]);
    expect((await totals()).find((t) => t.account_key === `reeler:${REELER}`)).toMatchObject({
      customer_name: 'Lakshmi Silks',
      customer_code: 'HSR-R-000001',
    });
  });

  it('opening balances: a reeler who owes is debited, a farmer owed credited, against the suspense', async () => {
    const opening = (
      customerKind: 'farmer' | 'reeler',
      customerId: string,
      side: 'debit' | 'credit',
    ): Event => ({
      type: 'OpeningBalanceRecorded',
      data: {
        entryId: `ob-${customerId}`,
        marketId: MARKET,
        customerKind,
        customerId,
        customerName: 'X',
        customerCode: 'X-1',
        side,
        amountPaise: 10_000,
        asOn: '2026-03-31',
        recordedBy: 'hsr.admin',
      },
    });
    await apply([
      recorded(opening('reeler', REELER, 'debit')),
      recorded(opening('farmer', FARMER, 'credit')),
    ]);
    expect(
      (await postings()).map((r) => [r.account_key, r.debit, r.credit, r.source_kind, r.particulars]),
    ).toEqual([
      [`reeler:${REELER}`, 10_000, 0, 'opening', 'Opening balance as on 31/03/2026'],
      ['opening-balance-suspense', 0, 10_000, 'opening', 'Opening balance as on 31/03/2026'],
      ['opening-balance-suspense', 10_000, 0, 'opening', 'Opening balance as on 31/03/2026'],
      [`farmer:${FARMER}`, 0, 10_000, 'opening', 'Opening balance as on 31/03/2026'],
    ]);
    const trial = await trialBalance(db, { marketId: MARKET, asOn: '2026-03-31' });
    expect(trial.rows.find((r) => r.accountKey === 'opening-balance-suspense')).toMatchObject({
      balancePaise: 0,
    });
  });

  it('a batch delivered again (a runner re-reading after a crash) posts nothing twice', async () => {
    const batch = [recorded(inward()), recorded(approved()), recorded(weighed())];
    await apply(batch);
    const once = { postings: await postings(), totals: await totals() };
    await apply(batch, batch.slice(2));
    expect(await postings()).toEqual(once.postings);
    expect(await totals()).toEqual(once.totals);
  });

  it('an unbalanced entry stops the projection loudly and writes nothing of the batch', async () => {
    const bad: Event = {
      type: 'VoucherPosted',
      data: {
        voucherId: 'v-bad',
        marketId: MARKET,
        voucherType: 'Journal',
        voucherNo: 'HSR/JV202627/00009',
        financialYear: '202627',
        sequence: 9,
        voucherDate: '2026-06-10',
        lines: [
          { account: { kind: 'cash' }, accountName: 'Cash', debitPaise: 100, creditPaise: 0 },
          { account: { kind: 'round-off' }, accountName: 'Round off', debitPaise: 0, creditPaise: 99 },
        ],
        notes: '',
        referenceNo: null,
        correctsMonth: null,
        reverses: null,
        postedBy: 'x',
      },
    };
    await expect(
      apply([recorded(inward()), recorded(approved()), recorded(weighed()), recorded(bad)]),
    ).rejects.toThrow(/does not balance/);
    expect(await postings()).toEqual([]);
  });

  it('a weighing of a lot never inwarded stops the projection rather than post to nobody', async () => {
    await expect(apply([recorded(weighed('l-unknown'))])).rejects.toThrow(/never inwarded/);
  });
});
