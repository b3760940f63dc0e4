import {
  type AccountEvent,
  farmerPaymentsStream,
  type LotEvent,
  lotAmounts,
  lotStream,
  openingBalancesStream,
  reelerReceiptsStream,
  voucherBookStream,
} from '@cocoon/domain';
import type { EventToAppend } from '@cocoon/eventstore';

/**
 * A generated stretch of a market's business, for the ledger's invariant tests and bench: inwards, sales and weight
 * corrections, cash payments and their reversals, an online batch with a paid and a failed row, reeler receipts
 * (one reversed), vouchers (one cancelled by its reversal) and go-live opening balances. Deterministic: the same
 * options give the same events, ids included.
 */
export const LEDGER_MARKET = '6f1c9a2b-3d4e-4f50-8a1b-2c3d4e5f6a7b';

export interface ToAppend {
  stream: string;
  event: EventToAppend;
}

export interface LedgerDay {
  date: string;
  events: ToAppend[];
}

export interface LedgerMonthOptions {
  marketId?: string;
  firstDate?: string;
  days?: number;
  lotsPerDay?: number;
  farmers?: number;
  reelers?: number;
  /** Distinguishes runs over one database: every id carries it. */
  seed?: number;
}

const hex = (n: number, width = 12) => n.toString(16).padStart(width, '0');
export const farmerId = (n: number) => `f0000000-0000-4000-8000-${hex(n)}`;
export const reelerId = (n: number) => `e0000000-0000-4000-8000-${hex(n)}`;

/** The business day and IST 10:30 of it, as an ISO instant (the lot events' date is the business date of this). */
const morning = (date: string) => new Date(`${date}T10:30:00+05:30`).toISOString();

export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

export function ledgerMonth(options: LedgerMonthOptions = {}): LedgerDay[] {
  const {
    marketId = LEDGER_MARKET,
    firstDate = '2026-06-01',
    days = 30,
    lotsPerDay = 20,
    farmers = 12,
    reelers = 5,
    seed = 1,
  } = options;
  let counter = 0;
  const id = () => `${hex(seed, 8)}-0000-4000-8000-${hex(++counter)}`;
  let random = seed * 7919;
  const next = (n: number) => {
    random = (random * 1_103_515_245 + 12_345) % 2_147_483_648;
    return random % n;
  };
  const metadata = (occurredAt: string) => ({
    commandId: id(),
    userId: 'a0000000-0000-4000-8000-000000000001',
    userName: 'hsr.officer',
    userType: 'Market Officer',
    marketId,
    occurredAt,
    schemaVersion: 1,
  });
  const lot = (lotId: string, e: LotEvent, at: string): ToAppend => ({
    stream: lotStream(lotId),
    event: { id: id(), type: e.type, data: e.data, metadata: metadata(at) },
  });
  const account = (stream: string, e: AccountEvent, at: string): ToAppend => ({
    stream,
    event: { id: id(), type: e.type, data: e.data, metadata: metadata(at) },
  });
  const farmer = (n: number) => ({
    farmerId: farmerId(n),
    farmerName: `Farmer ${n}`,
    farmerCode: `HSR-F-${n}`,
  });
  const reeler = (n: number) => ({
    reelerId: reelerId(n),
    reelerName: `Reeler ${n}`,
    reelerCode: `HSR-R-${n}`,
  });
  const fy = '202627';
  const sequences = { payment: 0, receipt: 0, voucher: 0, batch: 0 };
  /** Lots sold and not yet paid, per farmer: what cash payments and batch rows pay. */
  const unpaid = new Map<number, { lotId: string; lotNo: number; date: string; net: number }[]>();
  const out: LedgerDay[] = [];

  for (let day = 0; day < days; day++) {
    const date = addDays(firstDate, day);
    const at = morning(date);
    const events: ToAppend[] = [];
    if (day === 0) {
      for (const [kind, n, side] of [
        ['farmer', 1, 'credit'],
        ['reeler', 1, 'debit'],
        ['reeler', 2, 'credit'],
      ] as const) {
        const who = kind === 'farmer' ? farmer(n) : reeler(n);
        events.push(
          account(
            openingBalancesStream(marketId),
            {
              type: 'OpeningBalanceRecorded',
              data: {
                entryId: id(),
                marketId,
                customerKind: kind,
                customerId: 'farmerId' in who ? who.farmerId : who.reelerId,
                customerName: 'farmerName' in who ? who.farmerName : who.reelerName,
                customerCode: 'farmerCode' in who ? who.farmerCode : who.reelerCode,
                side,
                amountPaise: 1_000_000 + n * 12_345,
                asOn: addDays(firstDate, -1),
                recordedBy: 'hsr.admin',
              },
            },
            at,
          ),
        );
      }
    }
    for (let l = 1; l <= lotsPerDay; l++) {
      const lotId = id();
      const f = 1 + next(farmers);
      const r = 1 + next(reelers);
      const netGrams = 20_000 + next(40_000);
      const rate = 40_000 + next(30_000);
      const levy = { farmerLevyBp: 75, reelerLevyBp: 75 };
      const amounts = lotAmounts(netGrams, rate, levy);
      events.push(
        lot(
          lotId,
          {
            type: 'LotInwarded',
            data: {
              lotId,
              marketId,
              inwardDate: date,
              lotNo: l,
              ...farmer(f),
              cocoonTypeId: 'c0000000-0000-4000-8000-000000000001',
              silkName: 'BV',
              lays: 100,
              cocoonWeightGrams: netGrams + 500,
              sample: {
                sampleCount: 100,
                cocoonWeightMg: 1_800_000,
                shellWeightMg: 390_000,
                defectiveCount: 2,
              },
              settings: { rendittaFactor: 100, silkRatePaise: 400_000, conversionCostPaise: 10_000 },
              assay: {
                shellRatioBp: 2167,
                defectBp: 200,
                cocoonsPerKg: 555,
                rendittaX100: 550,
                floorPricePaisePerKg: 35_000,
              },
            },
          },
          at,
        ),
        lot(
          lotId,
          {
            type: 'BidApproved',
            data: { lotId, slotId: 'slot-1', bidId: id(), ...reeler(r), amountPaise: rate, reason: null },
          },
          at,
        ),
        lot(
          lotId,
          {
            type: 'LotWeighed',
            data: {
              lotId,
              reelerId: reelerId(r),
              ratePaise: rate,
              crates: null,
              netGrams,
              ...levy,
              ...amounts,
            },
          },
          at,
        ),
      );
      let net = amounts.farmerNetPaise;
      if (next(10) === 0) {
        const corrected = netGrams - 500;
        const fixed = lotAmounts(corrected, rate, levy);
        net = fixed.farmerNetPaise;
        events.push(
          lot(
            lotId,
            {
              type: 'LotWeightCorrected',
              data: {
                lotId,
                reelerId: reelerId(r),
                ratePaise: rate,
                crates: null,
                netGrams: corrected,
                ...levy,
                ...fixed,
                previousNetGrams: netGrams,
                reason: 'Crate tare entered wrong',
              },
            },
            new Date(new Date(at).getTime() + 3_600_000).toISOString(),
          ),
        );
      }
      unpaid.set(f, [...(unpaid.get(f) ?? []), { lotId, lotNo: l, date, net }]);
    }

    // Every third day a farmer is paid in cash; every ninth such payment is reversed the same day.
    if (day % 3 === 2) {
      const f = 1 + next(farmers);
      const lots = unpaid.get(f) ?? [];
      if (lots.length > 0) {
        unpaid.set(f, []);
        const sequence = ++sequences.payment;
        const paid = {
          paymentId: id(),
          marketId,
          receiptNo: `HSR/FP${fy}/${String(sequence).padStart(5, '0')}`,
          financialYear: fy,
          sequence,
          ...farmer(f),
          lots: lots.map((x) => ({
            lotId: x.lotId,
            lotNo: x.lotNo,
            auctionDate: x.date,
            billNo: null,
            amountPaise: x.net,
          })),
          totalPaise: lots.reduce((s, x) => s + x.net, 0),
        };
        events.push(
          account(
            farmerPaymentsStream(marketId),
            { type: 'FarmerPaidInCash', data: { ...paid, paidOn: date, paidBy: 'hsr.cashier' } },
            at,
          ),
        );
        if (day % 9 === 8) {
          events.push(
            account(
              farmerPaymentsStream(marketId),
              {
                type: 'FarmerPaymentReversed',
                data: {
                  ...paid,
                  reversalNo: `HSR/FX${fy}/${String(sequence).padStart(5, '0')}`,
                  reason: 'Paid to the wrong farmer',
                  reversedOn: date,
                  reversedBy: 'hsr.admin',
                },
              },
              at,
            ),
          );
          unpaid.set(f, lots);
        }
      }
    }

    // Reelers pay every other day; the receipts rotate cash, bank and cheque; one in five is reversed.
    if (day % 2 === 1) {
      const r = 1 + next(reelers);
      const sequence = ++sequences.receipt;
      const mode = (['cash', 'bank', 'cheque'] as const)[sequence % 3]!;
      const received = {
        receiptId: id(),
        marketId,
        receiptNo: `HSR/RR${fy}/${String(sequence).padStart(5, '0')}`,
        financialYear: fy,
        sequence,
        ...reeler(r),
        mode,
        amountPaise: 500_000 + next(2_000_000),
      };
      events.push(
        account(
          reelerReceiptsStream(marketId),
          {
            type: 'ReelerPaymentReceived',
            data: {
              ...received,
              chequeNo: mode === 'cheque' ? `00${sequence}` : null,
              bankReference: mode === 'bank' ? `UTR${sequence}` : null,
              purpose: sequence % 4 === 0 ? 'advance' : 'invoice',
              invoiceNos: [],
              receivedOn: date,
              receivedBy: 'hsr.cashier',
            },
          },
          at,
        ),
      );
      if (sequence % 5 === 0) {
        events.push(
          account(
            reelerReceiptsStream(marketId),
            {
              type: 'ReelerReceiptReversed',
              data: {
                ...received,
                reversalNo: `HSR/RX${fy}/${String(sequence).padStart(5, '0')}`,
                reason: 'Cheque bounced',
                reversedOn: date,
                reversedBy: 'hsr.admin',
              },
            },
            at,
          ),
        );
      }
    }

    // Weekly, an online batch of three farmers: one row removed, then exported; one row paid, one refused.
    if (day % 7 === 6) {
      const batchId = id();
      const sequence = ++sequences.batch;
      const owed = [...unpaid.entries()].filter(([, lots]) => lots.length > 0).slice(0, 3);
      if (owed.length > 0) {
        const rows = owed.map(([f, lots], i) => ({
          rowId: id(),
          ...farmer(f),
          bank: { accountNo: `1000${f}`, ifsc: 'SBIN0000001', accountName: `Farmer ${f}`, bankName: 'SBI' },
          lots: lots.map((x) => ({
            lotId: x.lotId,
            lotNo: x.lotNo,
            auctionDate: x.date,
            billNo: null,
            amountPaise: x.net,
          })),
          amountPaise: lots.reduce((s, x) => s + x.net, 0),
          reference: `${date.replaceAll('-', '')}001${String(i + 1).padStart(4, '0')}`,
        }));
        const stream = farmerPaymentsStream(marketId);
        events.push(
          account(
            stream,
            {
              type: 'OnlineBatchOpened',
              data: {
                batchId,
                marketId,
                batchNo: `HSR/OB${fy}/${String(sequence).padStart(5, '0')}`,
                financialYear: fy,
                sequence,
                batchDate: date,
                openedBy: 'hsr.cashier',
              },
            },
            at,
          ),
          account(
            stream,
            { type: 'BatchRowsAdded', data: { batchId, rows, addedOn: date, addedBy: 'hsr.cashier' } },
            at,
          ),
        );
        const kept = rows.length > 2 ? rows.slice(0, 2) : rows;
        if (rows.length > 2)
          events.push(
            account(
              stream,
              {
                type: 'BatchRowRemoved',
                data: { batchId, rowId: rows[2]!.rowId, removedOn: date, removedBy: 'hsr.cashier' },
              },
              at,
            ),
          );
        events.push(
          account(
            stream,
            {
              type: 'BatchExported',
              data: { batchId, template: 'sbi', exportedOn: date, exportedBy: 'hsr.cashier' },
            },
            at,
          ),
          account(
            stream,
            {
              type: 'BatchRowPaid',
              data: {
                batchId,
                rowId: kept[0]!.rowId,
                bankReference: `UTR-B${sequence}`,
                paidOn: date,
                recordedBy: 'hsr.cashier',
              },
            },
            at,
          ),
        );
        unpaid.set(owed[0]![0], []);
        if (kept[1])
          events.push(
            account(
              stream,
              {
                type: 'BatchRowFailed',
                data: {
                  batchId,
                  rowId: kept[1].rowId,
                  reason: 'Account closed',
                  failedOn: date,
                  recordedBy: 'hsr.cashier',
                },
              },
              at,
            ),
          );
      }
    }

    // Mid-month a contra (cash to bank) and a payment voucher to a reeler, which is then cancelled.
    if (day === Math.min(14, days - 1)) {
      const book = (type: 'Contra' | 'Payment') => voucherBookStream(marketId, type, fy);
      const voucher = (
        voucherType: 'Contra' | 'Payment',
        lines: AccountEvent & { type: 'VoucherPosted' } extends { data: { lines: infer L } } ? L : never,
        reverses: { voucherId: string; voucherNo: string } | null,
      ) => {
        const sequence = ++sequences.voucher;
        return {
          type: 'VoucherPosted' as const,
          data: {
            voucherId: id(),
            marketId,
            voucherType,
            voucherNo: `HSR/${voucherType === 'Contra' ? 'CV' : 'PV'}${fy}/${String(sequence).padStart(5, '0')}`,
            financialYear: fy,
            sequence,
            voucherDate: date,
            lines,
            notes: reverses ? 'Entered twice' : 'Cash deposited in bank',
            referenceNo: null,
            correctsMonth: reverses ? null : '2026-05',
            reverses,
            postedBy: 'hsr.accountant',
          },
        };
      };
      const contra = voucher(
        'Contra',
        [
          {
            account: { kind: 'bank', bankAccountId: 'main' },
            accountName: 'Bank',
            debitPaise: 250_000,
            creditPaise: 0,
          },
          { account: { kind: 'cash' }, accountName: 'Cash', debitPaise: 0, creditPaise: 250_000 },
        ],
        null,
      );
      const refund = voucher(
        'Payment',
        [
          {
            account: { kind: 'reeler', customerId: reelerId(2) },
            accountName: 'Reeler 2 (HSR-R-2)',
            debitPaise: 75_000,
            creditPaise: 0,
          },
          { account: { kind: 'cash' }, accountName: 'Cash', debitPaise: 0, creditPaise: 75_000 },
        ],
        null,
      );
      const cancel = voucher(
        'Payment',
        refund.data.lines.map((l) => ({ ...l, debitPaise: l.creditPaise, creditPaise: l.debitPaise })),
        { voucherId: refund.data.voucherId, voucherNo: refund.data.voucherNo },
      );
      events.push(
        account(book('Contra'), contra, at),
        account(book('Payment'), refund, at),
        account(book('Payment'), cancel, at),
      );
    }
    out.push({ date, events });
  }
  return out;
}
