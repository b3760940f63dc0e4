import { HTMLTable } from '@blueprintjs/core';
import { type DashboardTiles, formatKg, formatRupees } from '@cocoon/domain';

const rate = (paise: number | null) => (paise === null ? '—' : formatRupees(paise));

/** The day per race (BV, CB): Karnataka's tiles are per race; the average is weighted by kg. */
export function RaceTable({ tiles }: { tiles: DashboardTiles }) {
  if (tiles.races.length === 0) return null;
  return (
    // Nine columns are wider than a phone: the table scrolls in its own box, never the page (issue 27).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled by keys
    <section className="dashboard-races__scroll" aria-label="The day by race, scrollable" tabIndex={0}>
      <HTMLTable compact striped className="dashboard-races" aria-label="The day by race">
        <thead>
          <tr>
            <th scope="col">Race</th>
            <th scope="col">Lots</th>
            <th scope="col">With bids</th>
            <th scope="col">Weighed</th>
            <th scope="col">Sold (kg)</th>
            <th scope="col">Value (Rs)</th>
            <th scope="col">Min (Rs/kg)</th>
            <th scope="col">Average (Rs/kg)</th>
            <th scope="col">Max (Rs/kg)</th>
          </tr>
        </thead>
        <tbody>
          {tiles.races.map((r) => (
            <tr key={r.race}>
              <th scope="row">{r.race}</th>
              <td>{r.lotsInwarded}</td>
              <td>{r.lotsWithBids}</td>
              <td>{r.lotsWeighed}</td>
              <td>{formatKg(r.soldGrams)}</td>
              <td>{formatRupees(r.valuePaise)}</td>
              <td>{rate(r.minRatePaise)}</td>
              <td>{rate(r.averageRatePaise)}</td>
              <td>{rate(r.maxRatePaise)}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </section>
  );
}
