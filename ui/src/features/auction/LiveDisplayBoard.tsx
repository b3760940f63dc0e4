import { Button } from '@blueprintjs/core';
import { istClock } from '@cocoon/domain';
import { useEffect, useState } from 'react';
import { cell } from './figures';
import { LiveConnection } from './LiveConnection';
import { defaultSlotId, type LiveLot } from './live-board';
import { useServerNow } from './live-clock';
import { useFlash } from './live-flash';
import { roundBids } from './live-lot-view';
import { counted, formatCountdown, slotPhase } from './live-time';
import { type LiveSource, useLiveBidding } from './use-live-bidding';

/** Rows a page of the board holds: sized in CSS so that this many fill the screen at any resolution. */
export const BOARD_ROWS = 10;
const PAGE_SECONDS = 10;
const COLUMNS = ['lot', 'silk', 'sr', 'defect', 'renditta', 'floor', 'highest', 'bidder', 'bids'] as const;
const ANONYMOUS_COLUMNS = COLUMNS.filter((c) => c !== 'bidder');

/**
 * The market hall's display: large type, high contrast, no app chrome, readable from the back of the hall.
 * A slot with more lots than fit turns its pages by itself, so nobody has to scroll a wall screen. Reelers read
 * it, so it has its own feed (the board view): the leading bidder's code only where the market shows bidders
 * (market setting "Bidder identity on phones and board"); otherwise the price and the bids, and no bidder column.
 */
export function LiveDisplayBoard({
  marketId,
  slotId: chosenSlot,
  title,
  onExit,
  exitText = 'Leave display board',
  source,
}: {
  marketId: string | undefined;
  /** The slot shown; absent, the open slot, else the next, else the last (a hall screen follows the day). */
  slotId: string | undefined;
  title: string;
  onExit: () => void;
  exitText?: string;
  /** A hall's display session (issue 27) instead of the officer's own. */
  source?: LiveSource;
}) {
  const live = useLiveBidding(marketId, 'board', source);
  const nowMs = useServerNow(live.offsetMs);
  const slotId = chosenSlot ?? defaultSlotId(live.board?.slots ?? [], nowMs);
  const slot = live.board?.slots.find((s) => s.slotId === slotId);
  const lots = (live.board?.lots ?? [])
    .filter((lot) => lot.slotId === slotId)
    .sort((a, b) => a.lotNo - b.lotNo);
  const named = slot !== undefined && (live.board?.biddersShownIn ?? []).includes(slot.marketId);
  const status = live.status;
  const pages = Math.max(1, Math.ceil(lots.length / BOARD_ROWS));
  const page = Math.floor(nowMs / 1000 / PAGE_SECONDS) % pages;
  const shown = lots.slice(page * BOARD_ROWS, (page + 1) * BOARD_ROWS);
  const phase = slot ? slotPhase(slot, nowMs) : undefined;
  return (
    <div className="live-board__inner">
      <header className="live-board__head">
        <div>
          <div className="live-board__title">{title}</div>
          {slot && (
            <div className="live-board__slot">
              Slot {slot.slotNo} · {slot.startTime}–{slot.endTime} · {counted(lots.length, 'lot')}
            </div>
          )}
        </div>
        <div className="live-board__clock">
          <div className={`live-board__countdown live-board__countdown--${phase?.phase ?? 'closed'}`}>
            {phase?.phase === 'open'
              ? formatCountdown(phase.seconds)
              : phase?.phase === 'upcoming'
                ? `Starts in ${formatCountdown(phase.seconds)}`
                : 'Closed'}
          </div>
          <div className="live-board__now">
            {istClock(new Date(nowMs))} <LiveConnection status={status} large />
          </div>
        </div>
      </header>
      <table className="live-board__table" aria-label="Display board">
        <colgroup>
          {(named ? COLUMNS : ANONYMOUS_COLUMNS).map((c) => (
            <col key={c} className={`live-board__col--${c}`} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <th>Lot</th>
            <th className="live-board__text">Silk</th>
            <th>SR %</th>
            <th>Defect %</th>
            <th>Renditta</th>
            <th>Floor Rs/kg</th>
            <th>Highest Rs/kg</th>
            {named && <th className="live-board__text">Bidder</th>}
            <th>Bids</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((lot) => (
            <BoardRow key={lot.lotId} lot={lot} named={named} />
          ))}
        </tbody>
      </table>
      <footer className="live-board__foot">
        <span>{pages > 1 ? `Page ${page + 1} of ${pages}` : ''}</span>
        <span>{source ? '' : 'Press Esc to leave'}</span>
        <Button variant="minimal" icon="minimize" onClick={onExit} text={exitText} />
      </footer>
    </div>
  );
}

function BoardRow({ lot, named }: { lot: LiveLot; named: boolean }) {
  const flash = useFlash(lot.bidCount);
  return (
    <tr className={flash}>
      <td className="live-board__lot">{lot.lotNo}</td>
      <td className="live-board__text">{lot.silkName}</td>
      <td>{cell.percent(lot.shellRatioBp)}</td>
      <td>{cell.percent(lot.defectBp)}</td>
      <td>{cell.hundredths(lot.rendittaX100)}</td>
      <td>{cell.rupees(lot.floorPricePaise)}</td>
      <td className="live-board__highest">
        {lot.highestBidPaise === null ? '—' : cell.rupees(lot.highestBidPaise)}
      </td>
      {named && <td className="live-board__text">{lot.highestReelerCode ?? ''}</td>}
      <td>{roundBids(lot)}</td>
    </tr>
  );
}

/**
 * The board on the whole screen through the Fullscreen API; where that is refused (an embedded browser, a
 * kiosk policy) the board covers the window instead. Esc leaves either way. It runs in the officer's session and
 * so under its idle rule (issue 27); a screen left on all day is the Hall screen, on a display session.
 */
export function useDisplayBoard(element: () => HTMLElement | null) {
  const [on, setOn] = useState(false);
  useEffect(() => {
    if (!on) return;
    return () => {
      // However the board was left (Esc, the button, unmounting), the screen leaves full-screen mode with it.
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    };
  }, [on]);
  useEffect(() => {
    if (!on) return;
    const onChange = () => {
      if (!document.fullscreenElement) setOn(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOn(false);
    };
    document.addEventListener('fullscreenchange', onChange);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      document.removeEventListener('keydown', onKey);
    };
  }, [on]);
  const enter = () => {
    setOn(true);
    const target = element();
    // Called inside the click, as the Fullscreen API requires a user gesture.
    target?.requestFullscreen?.().catch(() => undefined);
  };
  const leave = () => {
    setOn(false);
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  };
  return { on, enter, leave };
}
