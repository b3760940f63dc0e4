import { displayDate, formatHundredths, formatKg, formatPercentBp, formatRupees } from '@cocoon/domain';
import { copyCountText } from './bill-labels';
import type { InwardToken } from './billing-api';
import { TokenCard, type TokenFact } from './TokenCard';

const grams = (mg: number) => `${formatHundredths(Math.round(mg / 10))} g`;

/** The inward token as it prints: the farmer's receipt for the lot, with its sample figures and floor price. */
export function InwardTokenView({ token }: { token: InwardToken }) {
  const facts: TokenFact[] = [
    ['Inward date', displayDate(token.inwardDate)],
    ['Farmer code', token.farmerCode],
    ['Farmer', token.farmerName],
    ['Village', token.village],
    ['Race', token.race],
    ['Lays', String(token.lays)],
    ['Cocoon weight', `${formatKg(token.cocoonWeightGrams)} kg`],
    ['Sample cocoons (100 g)', String(token.sampleCount)],
    ['Sample weight', grams(token.cocoonWeightMg)],
    ['Shell weight', grams(token.shellWeightMg)],
    ['Defective cocoons', String(token.defectiveCount)],
    ['Shell ratio', `${formatPercentBp(token.shellRatioBp)} %`],
    ['Defect', `${formatPercentBp(token.defectBp)} %`],
    ['Renditta', formatHundredths(token.rendittaX100)],
    ['Floor price', `${formatRupees(token.floorPricePaisePerKg)}/kg`],
    ['Copies', copyCountText(token.printCount)],
  ];
  return (
    <TokenCard
      label={`Inward token of lot ${token.lotNo}`}
      market={token.market}
      title="Inward Token"
      titleTa="வரவுச் சீட்டு"
      lotNo={token.lotNo}
      facts={facts}
    />
  );
}
