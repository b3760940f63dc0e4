import { divideRounded } from '../shared/integer-math.js';

/**
 * What a weighed lot is worth (domain.md, "Formulas"): amount = net weight × winning rate, to the paisa; the
 * farmer levy is deducted from the farmer's amount, the reeler levy added to what the reeler pays. Levy rates
 * are basis points (1.00 % = 100), taken from the settings in force on the auction date.
 */
export interface LotAmounts {
  amountPaise: number;
  farmerLevyPaise: number;
  reelerLevyPaise: number;
  farmerNetPaise: number;
  reelerPayablePaise: number;
}

export function lotAmounts(
  netGrams: number,
  ratePaisePerKg: number,
  levy: { farmerLevyBp: number; reelerLevyBp: number },
): LotAmounts {
  const amountPaise = divideRounded(netGrams * ratePaisePerKg, 1000);
  const farmerLevyPaise = divideRounded(amountPaise * levy.farmerLevyBp, 10_000);
  const reelerLevyPaise = divideRounded(amountPaise * levy.reelerLevyBp, 10_000);
  return {
    amountPaise,
    farmerLevyPaise,
    reelerLevyPaise,
    farmerNetPaise: amountPaise - farmerLevyPaise,
    reelerPayablePaise: amountPaise + reelerLevyPaise,
  };
}
