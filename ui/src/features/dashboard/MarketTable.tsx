import { HTMLTable, Tag } from '@blueprintjs/core';
import { type DashboardBranchRow, formatKg, formatRupees } from '@cocoon/domain';

export interface MarketTableProps {
  rows: readonly DashboardBranchRow[];
  /** Picks a market: the tiles and the chart then show that market alone. */
  onPick: (marketId: string) => void;
}

/** Dashboard-branchinfo: the day of each market an AD, RJD or Admin looks after. */
export function MarketTable({ rows, onPick }: MarketTableProps) {
  return (
    <HTMLTable compact striped interactive className="dashboard-markets" aria-label="Markets">
      <thead>
        <tr>
          <th scope="col">Market</th>
          <th scope="col">AD office</th>
          <th scope="col">Lots</th>
          <th scope="col">Arrived (kg)</th>
          <th scope="col">Sold (kg)</th>
          <th scope="col">Value (Rs)</th>
          <th scope="col">Average (Rs/kg)</th>
          <th scope="col">Levy (Rs)</th>
          <th scope="col">Farmers waiting</th>
          <th scope="col">Auction</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.marketId}>
            <th scope="row">
              <button type="button" className="dashboard-markets__pick" onClick={() => onPick(r.marketId)}>
                {r.marketName} ({r.marketCode})
              </button>
            </th>
            <td>{r.adOfficeName ?? ''}</td>
            <td>{r.lotsInwarded}</td>
            <td>{formatKg(r.arrivalGrams)}</td>
            <td>{formatKg(r.soldGrams)}</td>
            <td>{formatRupees(r.valuePaise)}</td>
            <td>{r.averageRatePaise === null ? '—' : formatRupees(r.averageRatePaise)}</td>
            <td>{formatRupees(r.levyPaise)}</td>
            <td>{r.farmersWaiting}</td>
            <td>{r.auctionRunning ? <Tag intent="success">Running</Tag> : 'Not running'}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
