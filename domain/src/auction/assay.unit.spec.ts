import { describe, expect, it } from 'vitest';
import { lotAmounts } from '../billing/lot-amounts.js';
import { divideRounded } from '../shared/integer-math.js';
import { assay, defectGrade, sampleSchema } from './assay.js';

const settings = { rendittaFactor: 130, silkRatePaise: 470_000, conversionCostPaise: 50_000 };

describe('sample assay (domain.md formulas)', () => {
  it('reproduces the worked example: SR 21.67 % → renditta 6.00 → floor Rs 700.00', () => {
    // 21.67 g of shell in 100 g of cut cocoons.
    const result = assay(
      { sampleCount: 62, cocoonWeightMg: 100_000, shellWeightMg: 21_670, defectiveCount: 3 },
      settings,
    );
    expect(result).toEqual({
      shellRatioBp: 2167,
      defectBp: 484,
      cocoonsPerKg: 620,
      rendittaX100: 600,
      floorPricePaisePerKg: 70_000,
    });
    expect(defectGrade(result.defectBp)).toBe('A');
  });

  it('lower shell ratio means a higher renditta and a lower floor', () => {
    const cb = assay(
      { sampleCount: 70, cocoonWeightMg: 100_000, shellWeightMg: 17_000, defectiveCount: 7 },
      settings,
    );
    expect(cb.shellRatioBp).toBe(1700);
    expect(cb.rendittaX100).toBe(765); // 130 / 17 = 7.647
    expect(cb.floorPricePaisePerKg).toBe(divideRounded(420_000 * 100, 765));
    expect(defectGrade(cb.defectBp)).toBe('C');
  });

  it('refuses impossible samples with clear messages', () => {
    const bad = sampleSchema.safeParse({
      sampleCount: 10,
      cocoonWeightMg: 20_000,
      shellWeightMg: 25_000,
      defectiveCount: 11,
    });
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      'Shell weight must be less than the cocoon weight',
      'Defective cocoons cannot exceed the cocoons in the sample',
    ]);
    expect(
      sampleSchema.safeParse({ sampleCount: 0, cocoonWeightMg: 1, shellWeightMg: 0, defectiveCount: 0 })
        .success,
    ).toBe(false);
  });

  it('refuses a shell ratio under 1 % (a mistyped weight; 0 bp would have no renditta) instead of failing', () => {
    // Found by the command fuzz: 2 mg of shell in 405.606 g of cocoons rounded the ratio to 0 and divided by it.
    const tiny = sampleSchema.safeParse({
      sampleCount: 60,
      cocoonWeightMg: 405_606,
      shellWeightMg: 2,
      defectiveCount: 3,
    });
    expect(tiny.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['shellWeightMg', 'Shell ratio below 1 %: please check the shell and cocoon weights'],
    ]);
    const onePercent = { sampleCount: 60, cocoonWeightMg: 100_000, shellWeightMg: 1_000, defectiveCount: 0 };
    expect(sampleSchema.safeParse(onePercent).success).toBe(true);
    expect(
      assay(onePercent, { rendittaFactor: 130, silkRatePaise: 470_000, conversionCostPaise: 50_000 }),
    ).toMatchObject({ shellRatioBp: 100, rendittaX100: 13_000 });
  });
});

describe('lot amounts', () => {
  it('charges net kg × rate to the paisa, levy off the farmer and onto the reeler', () => {
    // 85.437 kg at Rs 712.50 per kg = Rs 60,873.8625 → Rs 60,873.86.
    const amounts = lotAmounts(85_437, 71_250, { farmerLevyBp: 100, reelerLevyBp: 100 });
    expect(amounts).toEqual({
      amountPaise: 6_087_386,
      farmerLevyPaise: 60_874,
      reelerLevyPaise: 60_874,
      farmerNetPaise: 6_026_512,
      reelerPayablePaise: 6_148_260,
    });
  });

  it('rounds half up with integers only', () => {
    expect(divideRounded(5, 2)).toBe(3);
    expect(divideRounded(4, 3)).toBe(1);
    expect(() => divideRounded(1, 0)).toThrow(RangeError);
  });
});
