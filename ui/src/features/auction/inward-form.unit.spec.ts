import { describe, expect, it } from 'vitest';
import { issuesToFieldErrors } from '../../components/form/field-errors';
import { emptyInward, inwardFormSchema, nextLot, readSample, sampleProblems } from './inward-form';

const FARMER = '0b6a3c3e-9d8e-4a51-9a47-2f1f8e1c2a10';
const TYPE = '7d0c5f8e-1b2a-4c3d-8e9f-0a1b2c3d4e5f';

const typed = {
  ...emptyInward('2026-11-22'),
  farmerId: FARMER,
  cocoonTypeId: TYPE,
  lays: '150',
  cocoonWeightGrams: '84.25',
  sampleCount: '65',
  cocoonWeightMg: '92.5',
  shellWeightMg: '20.045',
  defectiveCount: '3',
};

describe('inwardFormSchema', () => {
  it('sends kg as grams and the sample grams as milligrams, exactly', () => {
    const result = inwardFormSchema.safeParse(typed);
    expect(result.success && result.data).toEqual({
      inwardDate: '2026-11-22',
      farmerId: FARMER,
      cocoonTypeId: TYPE,
      lays: 150,
      cocoonWeightGrams: 84_250,
      sampleCount: 65,
      cocoonWeightMg: 92_500,
      shellWeightMg: 20_045,
      defectiveCount: 3,
    });
  });

  it("shows the domain's words for what is missing or impossible", () => {
    const missing = inwardFormSchema.safeParse({ ...typed, farmerId: '', cocoonWeightGrams: '' });
    expect(missing.success).toBe(false);
    const errors = issuesToFieldErrors(missing.error!.issues);
    expect(errors.farmerId).toEqual(['Please select a farmer']);
    expect(errors.cocoonWeightGrams).toEqual(['Please enter the cocoon weight']);

    const impossible = inwardFormSchema.safeParse({ ...typed, shellWeightMg: '95' });
    expect(issuesToFieldErrors(impossible.error!.issues).shellWeightMg).toEqual([
      'Shell weight must be less than the cocoon weight',
    ]);
  });

  it('says how to type a weight that does not read', () => {
    const result = inwardFormSchema.safeParse({ ...typed, cocoonWeightGrams: '84.2501' });
    expect(issuesToFieldErrors(result.error!.issues).cocoonWeightGrams).toEqual([
      'Enter the weight in kg, like 84.250 (at most 3 decimals)',
    ]);
  });
});

describe('the live sample', () => {
  it('is read once its figures are numbers, and an impossible one is named at once', () => {
    expect(readSample({ ...typed, shellWeightMg: '' })).toBeUndefined();
    expect(readSample({ ...typed, defectiveCount: '' })).toEqual({
      sampleCount: 65,
      cocoonWeightMg: 92_500,
      shellWeightMg: 20_045,
      defectiveCount: 0,
    });
    expect(sampleProblems(readSample({ ...typed, defectiveCount: '70' }))).toEqual({
      defectiveCount: ['Defective cocoons cannot exceed the cocoons in the sample'],
    });
    expect(sampleProblems(readSample(typed))).toEqual({});
  });
});

describe('nextLot', () => {
  it('keeps the date, market and silk type and clears the lot', () => {
    const next = nextLot({ ...typed, marketId: 'm' });
    expect(next).toEqual({ ...emptyInward('2026-11-22'), marketId: 'm', cocoonTypeId: TYPE });
  });
});
