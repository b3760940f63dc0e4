import type { FarmerDue } from '@cocoon/domain';
import { describe, expect, it } from 'vitest';
import {
  amountWithWords,
  bankFileName,
  batchableFarmers,
  batchRefusal,
  isLate,
  lateFirst,
  selectedDue,
} from './payment-labels';

const lot = (lotId: string, duePaise: number) => ({
  lotId,
  lotNo: 1,
  auctionDate: '2026-11-20',
  billNo: null,
  netPaise: duePaise,
  paidPaise: 0,
  inTransitPaise: 0,
  duePaise,
  weighedOn: '2026-11-20',
  daysSinceWeighing: 4,
});

const farmer = (
  code: string,
  oldestDays: number,
  duePaise: number,
  status: 'missing' | 'verified' = 'verified',
): FarmerDue => ({
  farmerId: code,
  farmerCode: code,
  farmerName: code,
  village: null,
  marketId: 'm',
  bank: { accountNoMasked: null, ifsc: null, accountName: null, bankName: null, status, failureReason: null },
  lots: [lot(`${code}-1`, duePaise - 1), lot(`${code}-2`, 1), lot(`${code}-3`, -500)],
  netPaise: duePaise,
  paidPaise: 0,
  inTransitPaise: 0,
  duePaise,
  recoverablePaise: 500,
  oldestDays,
});

describe('payment labels', () => {
  it('calls a lot late after 3 days, not on the third', () => {
    expect(isLate(3)).toBe(false);
    expect(isLate(4)).toBe(true);
  });

  it('puts the longest waiting farmers first, then the most due, then by code', () => {
    const sorted = lateFirst([
      farmer('F10', 1, 900),
      farmer('F2', 5, 100),
      farmer('F3', 1, 900),
      farmer('F1', 1, 5000),
    ]);
    expect(sorted.map((f) => f.farmerCode)).toEqual(['F2', 'F1', 'F3', 'F10']);
  });

  it('sums the due of the lots picked in integer paise, never a lot owed back', () => {
    const f = farmer('F1', 1, 1_000_001);
    expect(selectedDue(f, new Set(['F1-1', 'F1-2', 'F1-3']))).toBe(1_000_001);
    expect(selectedDue(f, new Set(['F1-2']))).toBe(1);
  });

  it('states an amount in figures and words', () => {
    expect(amountWithWords(12_345_678)).toBe(
      'Rs 1,23,456.78 (Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six and Paise Seventy Eight Only)',
    );
  });

  it('refuses a batch to a farmer without bank details, saying why', () => {
    expect(batchRefusal(farmer('F1', 1, 1, 'missing'))).toMatch(/account number and IFSC/);
    expect(batchRefusal(farmer('F1', 1, 1))).toBeUndefined();
  });

  it('names the bank file by batch number and date', () => {
    expect(bankFileName('HSR/OB2627/00001', '2026-11-24')).toBe('bank-file-HSR-OB2627-00001-2026-11-24.csv');
  });

  it('batches every farmer with bank details and money due, never one without details or after a failure', () => {
    const failed = {
      ...farmer('F4', 1, 10),
      bank: { ...farmer('F4', 1, 10).bank, status: 'failed' as const },
    };
    const nothingDue = { ...farmer('F5', 0, 0), lots: [lot('F5-1', 0)] };
    const picked = batchableFarmers([
      farmer('F1', 1, 10),
      farmer('F2', 1, 10, 'missing'),
      failed,
      nothingDue,
    ]);
    expect(picked.map((f) => f.farmerCode)).toEqual(['F1']);
  });
});
