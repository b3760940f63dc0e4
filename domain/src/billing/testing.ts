import { formatHeadCode } from '../masters/customers/head-codes.js';
import type { BillDay, CustomerToBill } from './bill-book.js';
import type { BillCustomer, BillLine } from './bill-events.js';
import { lotAmounts } from './lot-amounts.js';

/** Fixtures for the bill book's decider tests: Hosur's farmer bills of the 2025-26 financial year. */
export const BILL_MARKET_ID = '6f1c9a2b-3d4e-4f50-8a1b-2c3d4e5f6a7b';
export const FIRST_DAY = '2025-04-01';
export const SECOND_DAY = '2025-04-02';
const LEVY = { farmerLevyBp: 75, reelerLevyBp: 75 };

export const farmer = (n: number): BillCustomer => ({
  customerId: `f0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  code: formatHeadCode('HSR', 'farmer', n),
  name: `Farmer ${n}`,
  fatherName: `Father ${n}`,
  village: 'Bagalur',
  tscName: 'Hosur TSC',
  mobileNo: null,
  licenseNo: null,
  bankName: null,
  bankAccountMasked: 'XXXXXX1234',
  ifscCode: null,
});

/** A farmer-bill line of lot `lotNo` of `date`, priced by `lotAmounts` as weight entry prices it. */
export const line = (
  lotNo: number,
  { date = FIRST_DAY, netGrams = 50_000 + lotNo * 1_111, ratePaisePerKg = 70_000, weightVersion = 0 } = {},
): BillLine => {
  const amounts = lotAmounts(netGrams, ratePaisePerKg, LEVY);
  return {
    lotId: `${date}-lot-${lotNo}`,
    lotNo,
    inwardDate: date,
    race: 'BV',
    shellRatioBp: 2167,
    floorPricePaisePerKg: 65_000,
    netGrams,
    ratePaisePerKg,
    amountPaise: amounts.amountPaise,
    levyPaise: amounts.farmerLevyPaise,
    netPaise: amounts.farmerNetPaise,
    counterpartId: 'r0000000-0000-4000-8000-000000000001',
    counterpartCode: 'HSR-R-0001',
    counterpartName: 'Reeler 1',
    weightVersion,
  };
};

export const toBill = (n: number, lines: BillLine[], billId = `bill-${n}`): CustomerToBill => ({
  billId,
  customer: farmer(n),
  lines,
});

interface BillDayOptions {
  date?: string;
  mode?: BillDay['data']['mode'];
  at?: string;
}

export const billDay = (
  customers: CustomerToBill[],
  { date = FIRST_DAY, mode = 'issue', at = `${date}T10:00:00.000Z` }: BillDayOptions = {},
): BillDay => ({
  type: 'BillDay',
  data: {
    billType: 'farmer',
    marketId: BILL_MARKET_ID,
    marketCode: 'HSR',
    financialYear: '202526',
    auctionDate: date,
    customers,
    mode,
    dueDate: null,
    at,
    by: 'officer-1',
  },
});
