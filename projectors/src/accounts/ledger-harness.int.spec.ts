import type { AccountEvent, LotEvent } from '@cocoon/domain';
import { describe, it } from 'vitest';
import { DEFAULT_METADATA, projectionSpec, recorded } from '../runtime/testing/projection-harness.js';
import { ledgerProjection } from './ledger.js';

/** The ledger through the projection harness: the rows each event writes, as ARCHITECTURE's reports are tested. */
const spec = projectionSpec<LotEvent | AccountEvent>(ledgerProjection);

const MARKET = DEFAULT_METADATA.marketId;
const FARMER = 'f0000000-0000-4000-8000-000000000001';
const REELER = 'e0000000-0000-4000-8000-000000000001';
const LOT = 'lot-7';
const SALE_ID = '00000000-0000-4000-8000-0000000000a1';
const CORRECTION_ID = '00000000-0000-4000-8000-0000000000a2';

const inwarded: LotEvent = {
  type: 'LotInwarded',
  data: {
    lotId: LOT,
    marketId: MARKET,
    inwardDate: '2026-11-22',
    lotNo: 7,
    farmerId: FARMER,
    farmerName: 'Muniyappa',
    farmerCode: 'HSR-F-000001',
    cocoonTypeId: 'c1',
    silkName: 'BV',
    lays: 100,
    cocoonWeightGrams: 10_500,
    sample: { sampleCount: 1, cocoonWeightMg: 1, shellWeightMg: 1, defectiveCount: 0 },
    settings: { rendittaFactor: 1, silkRatePaise: 1, conversionCostPaise: 1 },
    assay: { shellRatioBp: 1, defectBp: 0, cocoonsPerKg: 1, rendittaX100: 1, floorPricePaisePerKg: 1 },
  },
};
const approved: LotEvent = {
  type: 'BidApproved',
  data: {
    lotId: LOT,
    slotId: 's',
    bidId: 'b',
    reelerId: REELER,
    reelerName: 'Lakshmi Silks',
    reelerCode: 'HSR-R-000001',
    amountPaise: 60_000,
    reason: null,
  },
};
/** 10.000 kg @ Rs 600.00 = Rs 6,000.00; no farmer levy (its line is left out), reeler levy 1 %. */
const weighedData = {
  lotId: LOT,
  reelerId: REELER,
  ratePaise: 60_000,
  crates: null,
  netGrams: 10_000,
  farmerLevyBp: 0,
  reelerLevyBp: 100,
  amountPaise: 600_000,
  farmerLevyPaise: 0,
  reelerLevyPaise: 6_000,
  farmerNetPaise: 600_000,
  reelerPayablePaise: 606_000,
};
const weighed = recorded<LotEvent>({ type: 'LotWeighed', data: weighedData }, {}, { id: SALE_ID });
const SOLD = 'Lot 7 sold to Lakshmi Silks (HSR-R-000001), 10.000 kg @ Rs 600.00';
const line = {
  branch_id: MARKET,
  posting_date: '2026-11-22',
  entry_id: SALE_ID,
  source_kind: 'lot',
  source_id: LOT,
  document_no: 'Lot 7',
  particulars: SOLD,
  posted_by: 'hsr.officer',
  corrects_month: null,
};

describe('accounts.ledger (harness)', () => {
  it('a weighed lot posts the sale, the zero farmer levy left out; the lot keeps the sale in force', async () => {
    await spec.given([inwarded, approved], [weighed]).thenRows({
      ledger_postings: [
        {
          ...line,
          line_no: 1,
          account_key: `reeler:${REELER}`,
          account_kind: 'reeler',
          customer_id: REELER,
          debit_paise: 606_000,
          credit_paise: 0,
        },
        {
          ...line,
          line_no: 2,
          account_key: `farmer:${FARMER}`,
          account_kind: 'farmer',
          customer_id: FARMER,
          debit_paise: 0,
          credit_paise: 600_000,
        },
        {
          ...line,
          line_no: 3,
          account_key: 'reeler-levy',
          account_kind: 'reeler-levy',
          customer_id: null,
          debit_paise: 0,
          credit_paise: 6_000,
        },
      ],
      ledger_lots: [
        {
          lot_id: LOT,
          lot_no: 7,
          farmer_id: FARMER,
          reeler_id: REELER,
          reeler_name: 'Lakshmi Silks',
          sale_reeler_id: REELER,
          sale_amount_paise: 600_000,
          sale_farmer_levy_paise: 0,
          sale_reeler_levy_paise: 6_000,
        },
      ],
    });
  });

  it('a correction on a later day reverses the sale and posts the new one, dated that day', async () => {
    const corrected = recorded<LotEvent>(
      {
        type: 'LotWeightCorrected',
        data: {
          ...weighedData,
          netGrams: 9_000,
          amountPaise: 540_000,
          reelerLevyPaise: 5_400,
          farmerNetPaise: 540_000,
          reelerPayablePaise: 545_400,
          previousNetGrams: 10_000,
          reason: 'Wrong crate',
        },
      },
      { occurredAt: '2026-11-23T05:00:00.000Z', userName: 'hsr.admin' },
      { id: CORRECTION_ID },
    );
    const fix = { entry_id: CORRECTION_ID, posting_date: '2026-11-23', posted_by: 'hsr.admin' };
    const undone = `Lot 7 sale reversed: weight corrected from 10.000 kg (Wrong crate)`;
    const sold = 'Lot 7 sold to Lakshmi Silks (HSR-R-000001), 9.000 kg @ Rs 600.00';
    await spec.given([inwarded, approved, weighed], [corrected]).thenRows({
      ledger_postings: [
        { entry_id: SALE_ID, line_no: 1 },
        { entry_id: SALE_ID, line_no: 2 },
        { entry_id: SALE_ID, line_no: 3 },
        {
          ...fix,
          line_no: 1,
          account_key: `reeler:${REELER}`,
          debit_paise: 0,
          credit_paise: 606_000,
          particulars: undone,
        },
        {
          ...fix,
          line_no: 2,
          account_key: `farmer:${FARMER}`,
          debit_paise: 600_000,
          credit_paise: 0,
          particulars: undone,
        },
        {
          ...fix,
          line_no: 3,
          account_key: 'reeler-levy',
          debit_paise: 6_000,
          credit_paise: 0,
          particulars: undone,
        },
        {
          ...fix,
          line_no: 4,
          account_key: `reeler:${REELER}`,
          debit_paise: 545_400,
          credit_paise: 0,
          particulars: sold,
        },
        {
          ...fix,
          line_no: 5,
          account_key: `farmer:${FARMER}`,
          debit_paise: 0,
          credit_paise: 540_000,
          particulars: sold,
        },
        {
          ...fix,
          line_no: 6,
          account_key: 'reeler-levy',
          debit_paise: 0,
          credit_paise: 5_400,
          particulars: sold,
        },
      ],
      ledger_lots: [{ lot_id: LOT, sale_amount_paise: 540_000, sale_reeler_levy_paise: 5_400 }],
    });
  });

  it('the same batch delivered twice posts once and totals once', async () => {
    await spec.given([inwarded, approved, weighed], [weighed]).thenRows({
      ledger_postings: [{ line_no: 1 }, { line_no: 2 }, { line_no: 3 }],
      ledger_account_totals: [
        {
          account_key: `farmer:${FARMER}`,
          debit_total: 0,
          credit_total: 600_000,
          customer_name: 'Muniyappa',
        },
        { account_key: 'reeler-levy', debit_total: 0, credit_total: 6_000, last_posting_date: '2026-11-22' },
        {
          account_key: `reeler:${REELER}`,
          debit_total: 606_000,
          credit_total: 0,
          customer_code: 'HSR-R-000001',
        },
      ],
    });
  });
});
