import type { BatchRow, FarmerPaymentEvent, LotEvent, LotWeighedData, PaidLot } from '@cocoon/domain';
import { inwardData } from '@cocoon/domain/testing';
import { describe, it } from 'vitest';
import { DEFAULT_METADATA, projectionSpec, recorded } from '../runtime/testing/projection-harness.js';
import { farmerDuesProjection } from './farmer-dues.js';

const spec = projectionSpec<LotEvent | FarmerPaymentEvent>(farmerDuesProjection);

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const HSR = DEFAULT_METADATA.marketId;
const FARMER = uuid(0xf01);
const LOT_1 = uuid(0x701);
const LOT_2 = uuid(0x702);
const PAYMENT = uuid(0xa01);
const BATCH = uuid(0xb01);
const ROW = uuid(0xb11);
const DAY = '2026-11-22';

const inwarded = (lotId: string, lotNo: number): LotEvent => ({
  type: 'LotInwarded',
  data: { ...inwardData, lotId, marketId: HSR, inwardDate: DAY, lotNo, farmerId: FARMER },
});
const weighedData = (lotId: string, farmerNetPaise: number): LotWeighedData => ({
  lotId,
  reelerId: uuid(0xe01),
  ratePaise: 72_500,
  crates: null,
  netGrams: 83_250,
  farmerLevyBp: 100,
  reelerLevyBp: 100,
  amountPaise: farmerNetPaise + 1000,
  farmerLevyPaise: 1000,
  reelerLevyPaise: 1000,
  farmerNetPaise,
  reelerPayablePaise: farmerNetPaise + 2000,
});
// Weighed at 18:00 IST on the 22nd (12:30 UTC): the business date is the 22nd.
const weighed = (lotId: string, net: number) =>
  recorded<LotEvent>(
    { type: 'LotWeighed', data: weighedData(lotId, net) },
    { occurredAt: '2026-11-22T12:30:00.000Z' },
  );
// Corrected two days later: the net changes, the weighing date does not.
const corrected = recorded<LotEvent>(
  {
    type: 'LotWeightCorrected',
    data: { ...weighedData(LOT_1, 60_000_00), previousNetGrams: 83_250, reason: 'Scale recalibrated' },
  },
  { occurredAt: '2026-11-24T06:00:00.000Z' },
);

const paidLot = (lotId: string, lotNo: number, amountPaise: number): PaidLot => ({
  lotId,
  lotNo,
  auctionDate: DAY,
  billNo: null,
  amountPaise,
});
const farmer = { farmerId: FARMER, farmerName: 'Murugan K', farmerCode: 'F1' };
const paidInCash: FarmerPaymentEvent = {
  type: 'FarmerPaidInCash',
  data: {
    paymentId: PAYMENT,
    marketId: HSR,
    receiptNo: 'HSR/FP2627/00001',
    financialYear: '202627',
    sequence: 1,
    ...farmer,
    lots: [paidLot(LOT_1, 1, 59_000_00)],
    totalPaise: 59_000_00,
    paidOn: '2026-11-23',
    paidBy: 'hsr.accounts',
  },
};
const reversed: FarmerPaymentEvent = {
  type: 'FarmerPaymentReversed',
  data: {
    paymentId: PAYMENT,
    marketId: HSR,
    receiptNo: 'HSR/FP2627/00001',
    reversalNo: 'HSR/FX2627/00001',
    financialYear: '202627',
    sequence: 1,
    ...farmer,
    lots: [paidLot(LOT_1, 1, 59_000_00)],
    totalPaise: 59_000_00,
    reason: 'Paid to the wrong farmer',
    reversedOn: '2026-11-24',
    reversedBy: 'hsr.ba',
  },
};
const row: BatchRow = {
  rowId: ROW,
  ...farmer,
  bank: {
    accountNo: '50100234567890',
    ifsc: 'IDIB000H014',
    accountName: 'Murugan K',
    bankName: 'Indian Bank',
  },
  lots: [paidLot(LOT_2, 2, 40_000_00)],
  amountPaise: 40_000_00,
  reference: '202611250420001',
};
const opened: FarmerPaymentEvent = {
  type: 'OnlineBatchOpened',
  data: {
    batchId: BATCH,
    marketId: HSR,
    batchNo: 'HSR/OB2627/00001',
    financialYear: '202627',
    sequence: 1,
    batchDate: '2026-11-25',
    openedBy: 'hsr.accounts',
  },
};
const added: FarmerPaymentEvent = {
  type: 'BatchRowsAdded',
  data: { batchId: BATCH, rows: [row], addedOn: '2026-11-25', addedBy: 'hsr.accounts' },
};
const exported: FarmerPaymentEvent = {
  type: 'BatchExported',
  data: { batchId: BATCH, template: 'generic', exportedOn: '2026-11-25', exportedBy: 'hsr.accounts' },
};
const failed = recorded<FarmerPaymentEvent>(
  {
    type: 'BatchRowFailed',
    data: {
      batchId: BATCH,
      rowId: ROW,
      reason: 'Account closed',
      failedOn: '2026-11-26',
      recordedBy: 'hsr.accounts',
    },
  },
  { occurredAt: '2026-11-26T06:00:00.000Z' },
);
const paidByBank = recorded<FarmerPaymentEvent>(
  {
    type: 'BatchRowPaid',
    data: {
      batchId: BATCH,
      rowId: ROW,
      bankReference: 'UTR123',
      paidOn: '2026-11-26',
      recordedBy: 'hsr.accounts',
    },
  },
  { occurredAt: '2026-11-26T06:00:00.000Z' },
);

const lots = [inwarded(LOT_1, 1), inwarded(LOT_2, 2), weighed(LOT_1, 59_000_00), weighed(LOT_2, 40_000_00)];

describe('accounts.farmer-dues projection', () => {
  it('records each weighed lot with its farmer net and the business date it was weighed', () =>
    spec.given(lots).thenRows({
      accounts_farmer_lots: [
        { lot_id: LOT_1, farmer_id: FARMER, lot_no: 1, net_paise: 59_000_00, weighed_on: DAY, paid_paise: 0 },
        { lot_id: LOT_2, farmer_id: FARMER, lot_no: 2, net_paise: 40_000_00, weighed_on: DAY, paid_paise: 0 },
      ],
    }));

  it('a correction after a cash payment changes the net (the difference is due), not the weighing date', () =>
    spec.given(lots, [paidInCash], [corrected]).thenRows({
      accounts_farmer_lots: [
        { lot_id: LOT_1, net_paise: 60_000_00, weighed_on: DAY, paid_paise: 59_000_00, in_transit_paise: 0 },
        { lot_id: LOT_2, net_paise: 40_000_00, paid_paise: 0 },
      ],
      accounts_farmer_payments: [
        {
          payment_id: PAYMENT,
          receipt_no: 'HSR/FP2627/00001',
          total_paise: 59_000_00,
          status: 'paid',
          lot_count: 1,
        },
      ],
    }));

  it('a reversal marks the payment reversed and makes its lots due again', () =>
    spec.given(lots, [paidInCash, reversed]).thenRows({
      accounts_farmer_lots: [
        { lot_id: LOT_1, paid_paise: 0 },
        { lot_id: LOT_2, paid_paise: 0 },
      ],
      accounts_farmer_payments: [
        { payment_id: PAYMENT, status: 'reversed', reversal_no: 'HSR/FX2627/00001', reversed_by: 'hsr.ba' },
      ],
    }));

  it('a batch row puts its lots in transit; export marks it processing; a failure makes them due again', () =>
    spec.given(lots, [opened, added, exported], [failed]).thenRows({
      accounts_farmer_lots: [
        { lot_id: LOT_1, in_transit_paise: 0 },
        { lot_id: LOT_2, paid_paise: 0, in_transit_paise: 0 },
      ],
      accounts_batches: [
        { batch_id: BATCH, batch_no: 'HSR/OB2627/00001', template: 'generic', exported_on: '2026-11-25' },
      ],
      accounts_batch_rows: [
        {
          row_id: ROW,
          branch_id: HSR,
          account_masked: 'XXXXXXXXXX7890',
          status: 'failed',
          failure_reason: 'Account closed',
          result_on: '2026-11-26',
          result_at: '2026-11-26T06:00:00.000Z',
        },
      ],
    }));

  it('a row added holds its lots in transit', () =>
    spec.given(lots, [opened, added]).thenRows({
      accounts_farmer_lots: [
        { lot_id: LOT_1, in_transit_paise: 0 },
        { lot_id: LOT_2, paid_paise: 0, in_transit_paise: 40_000_00 },
      ],
      accounts_batch_rows: [{ row_id: ROW, status: 'added' }],
    }));

  it('a paid row moves its lots from in transit to paid', () =>
    spec.given(lots, [opened, added, exported, paidByBank]).thenRows({
      accounts_farmer_lots: [
        { lot_id: LOT_1, paid_paise: 0 },
        { lot_id: LOT_2, paid_paise: 40_000_00, in_transit_paise: 0 },
      ],
      accounts_batch_rows: [{ row_id: ROW, status: 'paid', bank_reference: 'UTR123' }],
    }));

  it('a removed row gives its lots back and stays, marked removed', () =>
    spec
      .given(lots, [
        opened,
        added,
        {
          type: 'BatchRowRemoved',
          data: { batchId: BATCH, rowId: ROW, removedOn: '2026-11-25', removedBy: 'hsr.accounts' },
        },
      ])
      .thenRows({
        accounts_farmer_lots: [
          { lot_id: LOT_1, in_transit_paise: 0 },
          { lot_id: LOT_2, in_transit_paise: 0 },
        ],
        accounts_batch_rows: [{ row_id: ROW, status: 'removed' }],
      }));
});
