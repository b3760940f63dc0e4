import { Button } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { holdIdleLogout, requestIdleLogout } from '../../auth/idle-hold';
import { idleTimeoutMs } from '../../auth/idle-timeout';
import type { SlotRow } from './auction-api';
import { cell } from './figures';
import { LiveConnection } from './LiveConnection';
import type { LiveLot } from './live-board';
import { useFlash } from './live-flash';
import { roundBids } from './live-lot-view';
import { counted, formatCountdown, slotPhase } from './live-time';
import type { SseStatus } from './sse-client';

/** Rows a page of the board holds: sized in CSS so that this many fill the screen at any resolution. */
export const BOARD_ROWS = 10;
const PAGE_SECONDS = 10;
const COLUMNS = ['lot', 'silk', 'sr', 'defect', 'renditta', 'floor', 'highest', 'bidder', 'bids'] as const;

const clock = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Asia/Kolkata',
});

/**
 * The market hall's display: large type, high contrast, no app chrome, readable from the back of the hall.
 * A slot with more lots than fit turns its pages by itself, so nobody has to scroll a wall screen.
 */
export function LiveDisplayBoard({
  slot,
  lots,
  nowMs,
  status,
  title,
  onExit,
}: {
  slot: SlotRow | undefined;
  lots: readonly LiveLot[];
  nowMs: number;
  status: SseStatus;
  title: string;
  onExit: () => void;
}) {
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
            {clock.format(nowMs)} <LiveConnection status={status} large />
          </div>
        </div>
      </header>
      <table className="live-board__table" aria-label="Display board">
        <colgroup>
          {COLUMNS.map((c) => (
            <col key={c} />
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
            <th className="live-board__text">Bidder</th>
            <th>Bids</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((lot) => (
            <BoardRow key={lot.lotId} lot={lot} />
          ))}
        </tbody>
      </table>
      <footer className="live-board__foot">
        <span>{pages > 1 ? `Page ${page + 1} of ${pages}` : ''}</span>
        <span>Press Esc to leave</span>
        <Button variant="minimal" icon="minimize" onClick={onExit} text="Leave display board" />
      </footer>
    </div>
  );
}

function BoardRow({ lot }: { lot: LiveLot }) {
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
      <td className="live-board__text">{lot.highestReelerCode ?? ''}</td>
      <td>{roundBids(lot)}</td>
    </tr>
  );
}

/**
 * The board on the whole screen through the Fullscreen API; where that is refused (an embedded browser, a
 * kiosk policy) the board covers the window instead. Esc leaves either way.
 */
export function useDisplayBoard(element: () => HTMLElement | null) {
  const [on, setOn] = useState(false);
  useEffect(() => {
    if (!on) return;
    const release = holdIdleLogout();
    const openedAt = Date.now();
    return () => {
      release();
      // However the board was left (Esc, the button, unmounting), the screen leaves full-screen mode with it.
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
      if (Date.now() - openedAt >= idleTimeoutMs()) requestIdleLogout();
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
