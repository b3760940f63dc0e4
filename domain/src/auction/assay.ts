import { z } from 'zod';
import { divideRounded } from '../shared/integer-math.js';

/**
 * The sample assay of a lot (domain.md, "Formulas"): a 100 g sample is counted and cut. Every figure is an
 * integer with its unit in the name: weights in milligrams, ratios in basis points (21.67 % = 2167), renditta in
 * hundredths (6.00 = 600), prices in paise per kg. The same function runs in the form and on the server.
 */
/** A sample's figures that contradict each other (the form and the server say the same). */
export function checkSampleFigures(
  s: { shellWeightMg: number; cocoonWeightMg: number; defectiveCount: number; sampleCount: number },
  ctx: z.RefinementCtx,
): void {
  if (s.shellWeightMg >= s.cocoonWeightMg) {
    ctx.addIssue({
      code: 'custom',
      path: ['shellWeightMg'],
      message: 'Shell weight must be less than the cocoon weight',
    });
  } else if (s.shellWeightMg * 100 < s.cocoonWeightMg) {
    // A shell ratio under 1 % is a mistyped weight (real cocoons are 12-25 %), and one that rounds to 0 bp has
    // no renditta (it divides by the shell ratio).
    ctx.addIssue({
      code: 'custom',
      path: ['shellWeightMg'],
      message: 'Shell ratio below 1 %: please check the shell and cocoon weights',
    });
  }
  if (s.defectiveCount > s.sampleCount) {
    ctx.addIssue({
      code: 'custom',
      path: ['defectiveCount'],
      message: 'Defective cocoons cannot exceed the cocoons in the sample',
    });
  }
}

export const sampleSchema = z
  .object({
    /** Cocoons counted in the 100 g sample. */
    sampleCount: z.number().int().min(1, 'Please enter the number of cocoons in the sample'),
    /** Weight of the cut cocoons: shell plus pupae. */
    cocoonWeightMg: z.number().int().min(1, 'Please enter the cocoon weight'),
    shellWeightMg: z.number().int().min(1, 'Please enter the shell weight'),
    defectiveCount: z.number().int().min(0, 'Defective count cannot be negative'),
  })
  .superRefine(checkSampleFigures);
export type Sample = z.infer<typeof sampleSchema>;

export interface PriceSettings {
  /** Renditta factor (setting `rendittafactor`, default 130). */
  rendittaFactor: number;
  /** Rs per kg of raw silk, in paise (setting `silkrate`). */
  silkRatePaise: number;
  /** Rs per kg of raw silk, in paise (setting `convertioncost`). */
  conversionCostPaise: number;
}

export interface Assay {
  shellRatioBp: number;
  defectBp: number;
  cocoonsPerKg: number;
  /** Assessed renditta in hundredths: kg of cocoons for 1 kg of raw silk (lower is better). */
  rendittaX100: number;
  /** Floor price in paise per kg of cocoons; 0 when conversion cost is not below the silk rate. */
  floorPricePaisePerKg: number;
}

export function assay(sample: Sample, settings: PriceSettings): Assay {
  const shellRatioBp = divideRounded(sample.shellWeightMg * 10_000, sample.cocoonWeightMg);
  const defectBp = divideRounded(sample.defectiveCount * 10_000, sample.sampleCount);
  // renditta = factor / SR % = factor * 100 / SR bp; in hundredths: factor * 10,000 / SR bp.
  const rendittaX100 = divideRounded(settings.rendittaFactor * 10_000, shellRatioBp);
  // The floor uses the renditta as printed (two decimals), so anyone can check it from the token.
  const margin = Math.max(0, settings.silkRatePaise - settings.conversionCostPaise);
  const floorPricePaisePerKg = divideRounded(margin * 100, rendittaX100);
  return {
    shellRatioBp,
    defectBp,
    cocoonsPerKg: sample.sampleCount * 10,
    rendittaX100,
    floorPricePaisePerKg,
  };
}

/** e-NAM defect grades: up to 5 %, up to 8 %, above 8 %. */
export function defectGrade(defectBp: number): 'A' | 'B' | 'C' {
  if (defectBp <= 500) return 'A';
  if (defectBp <= 800) return 'B';
  return 'C';
}
