import { HTMLTable } from '@blueprintjs/core';
import { displayDate, formatKg, formatPercentBp, formatRupees } from '@cocoon/domain';
import { copyCountText } from './bill-labels';
import type { AuctionToken } from './billing-api';
import { TokenCard, type TokenFact } from './TokenCard';

/**
 * The auction token (bid slip, Karnataka's Form 7B) of a weighed lot as it prints in triplicate: farmer,
 * reeler and office copies carry the same lot, buyer, crates, amounts and signature lines.
 */
export function BidSlipView({ token }: { token: AuctionToken }) {
  const facts: TokenFact[] = [
    ['Date', displayDate(token.inwardDate)],
    ['Slot', token.slotNo === null ? null : String(token.slotNo)],
    ['Race', token.race],
    ['Shell ratio', `${formatPercentBp(token.shellRatioBp)} %`],
    ['Farmer', `${token.farmerName} (${token.farmerCode})`],
    ['Village', token.village],
    ['Reeler', `${token.reelerName} (${token.reelerCode})`],
    ['Licence No', token.reelerLicenseNo],
    ['Rate', `${formatRupees(token.ratePaisePerKg)}/kg`],
    ['Net weight', `${formatKg(token.netGrams)} kg`],
    ['Amount', formatRupees(token.amountPaise)],
    ['Farmer levy', formatRupees(token.farmerLevyPaise)],
    ['Amount to the farmer', formatRupees(token.farmerNetPaise)],
    ['Reeler levy', formatRupees(token.reelerLevyPaise)],
    ['Amount the reeler pays', formatRupees(token.reelerPayablePaise)],
    ['Weighed by', token.weighedBy],
    ['Copies', copyCountText(token.printCount)],
  ];
  return (
    <TokenCard
      label={`Bid slip of lot ${token.lotNo}`}
      market={token.market}
      title="Auction Token (Bid Slip)"
      titleTa="ஏலச் சீட்டு"
      note="Printed in triplicate: Farmer copy, Reeler copy, Office copy"
      lotNo={token.lotNo}
      facts={facts}
    >
      {/* A lot weighed as one net weight has no crates to list. */}
      {token.crates.length > 0 && (
        <HTMLTable compact striped aria-label="Crates" className="bill__table">
          <thead>
            <tr>
              <th>Crate</th>
              <th className="bill__number">Gross (kg)</th>
              <th className="bill__number">Tare (kg)</th>
              <th className="bill__number">Net (kg)</th>
            </tr>
          </thead>
          <tbody>
            {token.crates.map((crate, index) => (
              // Crates have no id of their own: their order on the scale is what names them.
              // biome-ignore lint/suspicious/noArrayIndexKey: the crate's place in the weighing is its identity
              <tr key={index}>
                <td>{index + 1}</td>
                <td className="bill__number">{formatKg(crate.grossGrams)}</td>
                <td className="bill__number">{formatKg(crate.tareGrams)}</td>
                <td className="bill__number">{formatKg(crate.netGrams)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      <p className="bill__muted">
        The farmer agrees to deliver this lot to the reeler named above at the rate shown.
      </p>
      <div className="token__signatures">
        <span>Farmer</span>
        <span>Reeler</span>
        <span>Market officer</span>
      </div>
    </TokenCard>
  );
}
