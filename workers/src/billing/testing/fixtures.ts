import {
  type AuctionToken,
  amountInWords,
  BILL_DOCUMENT,
  type Bill,
  type BillLot,
  type BillType,
  documentNumber,
  financialYearOf,
  type InwardToken,
  lotAmounts,
  maskLast4,
  type PrintMarket,
} from '@cocoon/domain';

/**
 * Realistic billing documents for the PDF specs and the bench: a Dharmapuri auction day, its farmers and
 * reelers with Tamil Nadu names and villages, lots priced by the domain's own lotAmounts at levy rates in
 * the observed range (1.5 % in total), amounts in words from the domain's amountInWords.
 */
export const AUCTION_DATE = '2026-11-23';
export const LEVY = { farmerLevyBp: 75, reelerLevyBp: 75 };

export const market: PrintMarket = {
  marketId: '0b6f3c1e-6a53-4c43-9a47-3c1d8e2f0a01',
  code: 'DPI',
  nameEn: 'Government Cocoon Market, Dharmapuri',
  nameTa: 'அரசு பட்டுக்கூடு அங்காடி, தருமபுரி',
  address: 'Salem Main Road, Dharmapuri 636701 · Phone 04342-230555',
};

const FARMERS = [
  ['Murugesan', 'Ramasamy', 'Palacode'],
  ['Selvi', 'Kandasamy', 'Pennagaram'],
  ['Palanisamy', 'Chinnasamy', 'Karimangalam'],
  ['Lakshmi', 'Arumugam', 'Nallampalli'],
  ['Venkatesan', 'Govindan', 'Harur'],
  ['Kaliyaperumal', 'Subramani', 'Morappur'],
] as const;
const REELERS = [
  ['Sri Murugan Silk Reeling Unit', 'Kumar'],
  ['Kaveri Silks', 'Natarajan'],
  ['Anandha Reeling Centre', 'Rajendran'],
  ['Thirumalai Silk House', 'Srinivasan'],
] as const;
const RACES = ['BV', 'CB'] as const;

const uuid = (group: number, index: number) =>
  `00000000-0000-4000-8${String(group).padStart(3, '0')}-${String(index).padStart(12, '0')}`;
const pick = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;

export const farmerCode = (index: number) => `F${String(1001 + index)}`;
export const reelerCode = (index: number) => `R${String(201 + index)}`;
export const farmerName = (index: number) => `${pick(FARMERS, index)[0]} ${pick(FARMERS, index)[1]}`;
export const reelerName = (index: number) => pick(REELERS, index)[0];

/** One lot's weighing: 40-95 kg net, rates around Rs 500-650 per kg as Tamil Nadu markets saw in 2025-26. */
function lotFigures(lotNo: number) {
  const netGrams = 40_000 + ((lotNo * 7_919) % 55_000);
  const ratePaisePerKg = 50_000 + ((lotNo * 1_237) % 15_000);
  const floorPricePaisePerKg = 42_000 + (lotNo % 5) * 1_000;
  const shellRatioBp = 1_850 + ((lotNo * 37) % 400);
  return {
    netGrams,
    ratePaisePerKg,
    floorPricePaisePerKg,
    shellRatioBp,
    ...lotAmounts(netGrams, ratePaisePerKg, LEVY),
  };
}

export interface BillFixtureOptions {
  billType?: BillType;
  /** Which farmer or reeler (their index in the fixture lists and codes). */
  customer?: number;
  lotNos?: readonly number[];
  sequence?: number;
  cancelled?: boolean;
}

export function billFixture(options: BillFixtureOptions = {}): Bill {
  const billType = options.billType ?? 'farmer';
  const customer = options.customer ?? 0;
  const lotNos = options.lotNos ?? [101, 102, 103];
  const sequence = options.sequence ?? 123;
  const financialYear = financialYearOf(AUCTION_DATE);
  const farmerBill = billType === 'farmer';
  const lots: BillLot[] = lotNos.map((lotNo, index) => {
    const figures = lotFigures(lotNo);
    const counterpart = farmerBill ? customer + index + 1 : customer + index;
    return {
      lotId: uuid(2, lotNo),
      lotNo,
      race: pick(RACES, lotNo),
      shellRatioBp: figures.shellRatioBp,
      floorPricePaisePerKg: figures.floorPricePaisePerKg,
      netGrams: figures.netGrams,
      ratePaisePerKg: figures.ratePaisePerKg,
      amountPaise: figures.amountPaise,
      levyPaise: farmerBill ? figures.farmerLevyPaise : figures.reelerLevyPaise,
      netPaise: farmerBill ? figures.farmerNetPaise : figures.reelerPayablePaise,
      counterpartId: uuid(farmerBill ? 4 : 3, counterpart),
      counterpartCode: farmerBill ? reelerCode(counterpart) : farmerCode(counterpart),
      counterpartName: farmerBill ? reelerName(counterpart) : farmerName(counterpart),
    };
  });
  const sum = (field: 'amountPaise' | 'levyPaise' | 'netPaise' | 'netGrams') =>
    lots.reduce((total, lot) => total + lot[field], 0);
  const netPaise = sum('netPaise');
  const customerId = uuid(farmerBill ? 3 : 4, customer);
  const code = farmerBill ? farmerCode(customer) : reelerCode(customer);
  const name = farmerBill ? farmerName(customer) : reelerName(customer);
  const cancelled = options.cancelled ?? false;
  return {
    billId: uuid(1, sequence + (farmerBill ? 0 : 50_000)),
    invoiceNo: documentNumber(market.code, BILL_DOCUMENT[billType], financialYear, sequence),
    billType,
    auctionDate: AUCTION_DATE,
    financialYear,
    marketId: market.marketId,
    market,
    customerId,
    customerCode: code,
    customerName: name,
    customer: {
      customerId,
      code,
      name,
      fatherName: farmerBill ? pick(FARMERS, customer)[1] : pick(REELERS, customer)[1],
      village: farmerBill ? pick(FARMERS, customer)[2] : 'Dharmapuri',
      tscName: farmerBill ? `TSC ${pick(FARMERS, customer)[2]}` : null,
      mobileNo: `98430${String(10_000 + customer * 173).padStart(5, '0')}`,
      licenseNo: farmerBill ? null : `TN/DPI/RL/${String(40 + customer).padStart(4, '0')}`,
      bankName: 'Indian Bank',
      bankAccountMasked: maskLast4(`60${String(31_234_567 + customer * 911)}`),
      ifscCode: 'IDIB000D011',
    },
    lots,
    grossPaise: sum('amountPaise'),
    levyPaise: sum('levyPaise'),
    netPaise,
    netGrams: sum('netGrams'),
    netInWords: { en: amountInWords(netPaise, 'en'), ta: amountInWords(netPaise, 'ta') },
    status: cancelled ? 'Cancelled' : 'Issued',
    dueDate: farmerBill ? null : '2026-11-30',
    issuedAt: '2026-11-23T10:12:00.000Z',
    issuedBy: 'Market Officer Dharmapuri',
    cancelledAt: cancelled ? '2026-11-23T11:40:00.000Z' : null,
    cancelledBy: cancelled ? 'Branch Admin Dharmapuri' : null,
    cancelReason: cancelled ? 'Weight of lot corrected after billing' : null,
    replaces: null,
    replacedBy: cancelled
      ? {
          billId: uuid(1, sequence + 1),
          invoiceNo: documentNumber(market.code, BILL_DOCUMENT[billType], financialYear, sequence + 1),
        }
      : null,
    printCount: 0,
  };
}

/** A day's farmer bills: `farmers` bills of `lotsPerFarmer` consecutive lots each. */
export function dayOfFarmerBills(farmers: number, lotsPerFarmer: number): Bill[] {
  return Array.from({ length: farmers }, (_, farmer) =>
    billFixture({
      customer: farmer,
      sequence: 1 + farmer,
      lotNos: Array.from({ length: lotsPerFarmer }, (_, lot) => 1 + farmer * lotsPerFarmer + lot),
    }),
  );
}

export function inwardTokenFixture(lotNo: number, farmer = 0): InwardToken {
  const figures = lotFigures(lotNo);
  const sampleCount = 50;
  const cocoonWeightMg = 1_650 * sampleCount + lotNo * 11;
  const shellWeightMg = Math.round((cocoonWeightMg * figures.shellRatioBp) / 10_000);
  const defectiveCount = lotNo % 4;
  return {
    lotId: uuid(2, lotNo),
    lotNo,
    inwardDate: AUCTION_DATE,
    market,
    farmerId: uuid(3, farmer),
    farmerCode: farmerCode(farmer),
    farmerName: farmerName(farmer),
    village: pick(FARMERS, farmer)[2],
    race: pick(RACES, lotNo),
    lays: 200 + (lotNo % 5) * 50,
    cocoonWeightGrams: figures.netGrams + 4_150,
    sampleCount,
    cocoonWeightMg,
    shellWeightMg,
    defectiveCount,
    shellRatioBp: figures.shellRatioBp,
    defectBp: Math.round((defectiveCount * 10_000) / sampleCount),
    rendittaX100: 600 + (lotNo % 7) * 10,
    floorPricePaisePerKg: figures.floorPricePaisePerKg,
    inwardedAt: '2026-11-23T02:35:00.000Z',
    inwardedBy: 'Inward Clerk Dharmapuri',
    printCount: 0,
  };
}

export function auctionTokenFixture(
  lotNo: number,
  options: { farmer?: number; reeler?: number; crates?: number } = {},
): AuctionToken {
  const inward = inwardTokenFixture(lotNo, options.farmer ?? 0);
  const crateCount = options.crates ?? 3;
  const figures = lotFigures(lotNo);
  const tareGrams = 1_200;
  // The lot's net weight shared over its crates, the remainder on the last.
  const crates = Array.from({ length: crateCount }, (_, index) => {
    const share = Math.floor(figures.netGrams / crateCount);
    const netGrams = index === crateCount - 1 ? figures.netGrams - share * (crateCount - 1) : share;
    return { grossGrams: netGrams + tareGrams, tareGrams, netGrams };
  });
  const reeler = options.reeler ?? 0;
  return {
    ...inward,
    slotNo: 1 + (lotNo % 3),
    reelerId: uuid(4, reeler),
    reelerCode: reelerCode(reeler),
    reelerName: reelerName(reeler),
    reelerLicenseNo: `TN/DPI/RL/${String(40 + reeler).padStart(4, '0')}`,
    ratePaisePerKg: figures.ratePaisePerKg,
    crates,
    netGrams: figures.netGrams,
    amountPaise: figures.amountPaise,
    farmerLevyPaise: figures.farmerLevyPaise,
    reelerLevyPaise: figures.reelerLevyPaise,
    farmerNetPaise: figures.farmerNetPaise,
    reelerPayablePaise: figures.reelerPayablePaise,
    weighedAt: '2026-11-23T07:05:00.000Z',
    weighedBy: 'Weighman Dharmapuri',
    weightCorrections: 0,
  };
}
