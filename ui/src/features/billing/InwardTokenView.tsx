import { Classes } from '@blueprintjs/core';
import { displayDate, formatHundredths, formatKg, formatPercentBp, formatRupees } from '@cocoon/domain';
import { copyCountText } from './bill-labels';
import type { InwardToken } from './billing-api';
import './billing.css';

const grams = (mg: number) => `${formatHundredths(Math.round(mg / 10))} g`;

/** The inward token as it prints: the farmer's receipt for the lot, with its sample figures and floor price. */
export function InwardTokenView({ token }: { token: InwardToken }) {
  const rows: [string, string | null][] = [
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
    <article className={`${Classes.CARD} token bill`} aria-label={`Inward token of lot ${token.lotNo}`}>
      <header className="bill__market">
        <div className="bill__market-name">{token.market.nameEn}</div>
        <div lang="ta">{token.market.nameTa}</div>
        <div className="bill__title">
          Inward Token / <span lang="ta">வரவுச் சீட்டு</span>
        </div>
      </header>
      <div className="token__lot">
        Lot No {token.lotNo} / <span lang="ta">லாட் எண் {token.lotNo}</span>
      </div>
      <dl className="bill__facts">
        {rows
          .filter(([, value]) => value !== null && value !== '')
          .map(([label, value]) => (
            <div className="bill__fact" key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </article>
  );
}
