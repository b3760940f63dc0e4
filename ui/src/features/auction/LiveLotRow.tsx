import { cell } from './figures';
import { LotLink } from './LotLink';
import type { LiveLot } from './live-board';
import { useFlash } from './live-flash';
import { liveStatus, roundBids, slotWindow } from './live-lot-view';
import { timeLeftText } from './live-time';
import { PersonCell } from './PersonCell';
import { StatusTag } from './StatusTag';

/** One lot of the live room; it flashes when a bid arrives for it. */
export function LiveLotRow({ lot, nowMs }: { lot: LiveLot; nowMs: number }) {
  const flash = useFlash(lot.bidCount);
  return (
    <tr className={flash} data-lot-no={lot.lotNo}>
      <td className="live-num">
        <LotLink lotId={lot.lotId} lotNo={lot.lotNo} />
      </td>
      <td>
        <PersonCell name={lot.farmerName} code={lot.farmerCode} />
      </td>
      <td>{lot.silkName}</td>
      <td className="live-num">{cell.percent(lot.shellRatioBp)}</td>
      <td className="live-num">{cell.percent(lot.defectBp)}</td>
      <td className="live-num">{cell.hundredths(lot.rendittaX100)}</td>
      <td className="live-num">{cell.rupees(lot.floorPricePaise)}</td>
      <td className="live-num live-highest">{cell.rupees(lot.highestBidPaise)}</td>
      <td>
        <PersonCell name={lot.highestReelerName} code={lot.highestReelerCode} />
      </td>
      <td className="live-num">{roundBids(lot)}</td>
      <td className="live-num live-time">{timeLeftText(slotWindow(lot), nowMs)}</td>
      <td>
        <StatusTag status={liveStatus(lot, nowMs)} />
      </td>
    </tr>
  );
}
