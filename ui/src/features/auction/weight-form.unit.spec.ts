import { describe, expect, it } from 'vitest';
import { issuesToFieldErrors } from '../../components/form/field-errors';
import {
  correctWeightFormSchema,
  emptyWeight,
  netGramsOf,
  readCrate,
  recordWeightFormSchema,
} from './weight-form';

const LOT = '0b6a3c3e-9d8e-4a51-9a47-2f1f8e1c2a10';

describe('crates', () => {
  it('reads gross less tare in grams, a blank tare being an empty crate of 0', () => {
    expect(readCrate({ gross: '32.5', tare: '2.25' })).toEqual({
      grossGrams: 32_500,
      tareGrams: 2_250,
      netGrams: 30_250,
    });
    expect(readCrate({ gross: '10', tare: '' }).netGrams).toBe(10_000);
    expect(readCrate({ gross: '2', tare: '2' }).problem).toBe('The crate weighs more than the gross');
    expect(readCrate({ gross: '', tare: '1' }).problem).toBe('Enter the gross weight in kg');
  });

  it('sums the typed crates and ignores the blank row waiting for the next crate', () => {
    const values = {
      ...emptyWeight(LOT),
      crates: [
        { gross: '32.5', tare: '2.25' },
        { gross: '31.105', tare: '2.1' },
        { gross: '', tare: '' },
      ],
    };
    expect(netGramsOf(values)).toBe(30_250 + 29_005);
    expect(recordWeightFormSchema.parse(values)).toEqual({
      lotId: LOT,
      crates: [
        { grossGrams: 32_500, tareGrams: 2_250 },
        { grossGrams: 31_105, tareGrams: 2_100 },
      ],
    });
  });

  it('names the crate that cannot be used', () => {
    const result = recordWeightFormSchema.safeParse({
      ...emptyWeight(LOT),
      crates: [
        { gross: '32.5', tare: '2.25' },
        { gross: '2', tare: '3' },
      ],
    });
    expect(issuesToFieldErrors(result.error!.issues).crates).toEqual([
      'Crate 2: The crate weighs more than the gross',
    ]);
  });
});

describe('one net weight', () => {
  it('is sent alone, and a correction needs its reason', () => {
    const values = { ...emptyWeight(LOT), mode: 'net' as const, net: '84.25' };
    expect(netGramsOf(values)).toBe(84_250);
    expect(recordWeightFormSchema.parse(values)).toEqual({ lotId: LOT, netGrams: 84_250 });
    const unexplained = correctWeightFormSchema.safeParse(values);
    expect(issuesToFieldErrors(unexplained.error!.issues).reason).toEqual([
      'Please give the reason for the correction',
    ]);
    expect(correctWeightFormSchema.parse({ ...values, reason: 'Scale recalibrated' })).toEqual({
      lotId: LOT,
      netGrams: 84_250,
      reason: 'Scale recalibrated',
    });
  });
});
