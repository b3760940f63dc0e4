import { HTMLTable } from '@blueprintjs/core';
import { LiveLotRow } from './LiveLotRow';
import type { LiveLot } from './live-board';

const HEADERS: ReadonlyArray<{ text: string; numeric?: boolean }> = [
  { text: 'Lot No', numeric: true },
  { text: 'Farmer' },
  { text: 'Silk Type' },
  { text: 'SR (%)', numeric: true },
  { text: 'Defect (%)', numeric: true },
  { text: 'Renditta', numeric: true },
  { text: 'Floor Price (Rs/kg)', numeric: true },
  { text: 'Highest Bid (Rs/kg)', numeric: true },
  { text: 'Bidder' },
  { text: 'Bids', numeric: true },
  { text: 'Time Left', numeric: true },
  { text: 'Status' },
];

/**
 * The lots of the slot followed, in lot order, with the quality figures beside each bid (domain.md: quality
 * shown beside every live bid). Its own table rather than the list table: rows flash as bids arrive.
 */
export function LiveLotTable({ lots, nowMs }: { lots: readonly LiveLot[]; nowMs: number }) {
  return (
    <div className="data-table">
      <div className="data-table__scroll live-table__scroll">
        <HTMLTable compact striped aria-label="Live lots" className="data-table__table live-table">
          <thead>
            <tr>
              {HEADERS.map((h) => (
                <th key={h.text} className={h.numeric ? 'live-num' : undefined}>
                  {h.text}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {lots.length === 0 ? (
              <tr>
                <td colSpan={HEADERS.length} className="data-table__message">
                  No lots in this slot
                </td>
              </tr>
            ) : (
              lots.map((lot) => <LiveLotRow key={lot.lotId} lot={lot} nowMs={nowMs} />)
            )}
          </tbody>
        </HTMLTable>
      </div>
    </div>
  );
}
