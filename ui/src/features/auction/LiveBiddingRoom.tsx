import { Button, Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { useRef, useState } from 'react';
import { apiRequest } from '../../api/client';
import { showToast } from '../../components/feedback/toaster';
import { PageHeader } from '../../layout/PageHeader';
import { screenTrail } from '../shell/screen-trail';
import { LIVE_BIDDING } from '../shell/screens';
import { DISPLAY_PATH } from './display-client';
import { FilterBar } from './FilterBar';
import { LiveConnection } from './LiveConnection';
import { LiveDisplayBoard, useDisplayBoard } from './LiveDisplayBoard';
import { LiveLotTable } from './LiveLotTable';
import { LiveSlotPicker, slotLabel } from './LiveSlotPicker';
import { defaultSlotId } from './live-board';
import { useServerNow } from './live-clock';
import { counted, slotPhase, timeLeftText } from './live-time';
import { MarketFilter } from './MarketFilter';
import { useLiveBidding } from './use-live-bidding';
import { useMarkets } from './use-markets';
import '../../components/table/data-table.css';
import './auction.css';
import './live.css';

/**
 * /app/livebiddingroom: every lot of today's slot as reelers bid on it, kept current by the live stream (no
 * polling), with each lot's quality figures beside its highest bid and a countdown on the server's clock.
 * 'Display board' puts the room on the hall's screen, naming bidders only where the market shows them.
 */
/**
 * Issue 27: the hall's screen on a view-only display session of the market (it reads this board and nothing
 * else, all market day), opened in its own window; the officer's own session keeps the idle rule. The window is
 * opened inside the click (a popup blocker allows it), then sent to the board once the session is started.
 */
function HallScreenButton({ marketId }: { marketId: string | undefined }) {
  const [busy, setBusy] = useState(false);
  const start = async () => {
    if (!marketId) return;
    const screen = window.open('about:blank', '_blank');
    setBusy(true);
    try {
      const started = await apiRequest<{ token: string }>('auth/display-session', {
        method: 'POST',
        body: { marketId },
      });
      if (screen) {
        screen.opener = null;
        screen.location.href = `${DISPLAY_PATH}#${started.token}`;
      }
      showToast('Hall screen started: it shows this market’s board until the market day ends.', 'success');
    } catch (error) {
      screen?.close();
      showToast(error instanceof Error ? error.message : 'The hall screen could not be started', 'danger');
    } finally {
      setBusy(false);
    }
  };
  const end = async () => {
    if (!marketId) return;
    const answer = await apiRequest<{ ended: number }>('auth/display-session/end', {
      method: 'POST',
      body: { marketId },
    });
    showToast(`${answer.ended} hall screen${answer.ended === 1 ? '' : 's'} ended.`, 'success');
  };
  return (
    <>
      <Button
        icon="send-to"
        text="Hall screen"
        disabled={!marketId}
        loading={busy}
        onClick={() => void start()}
      />
      <Button
        icon="cross"
        variant="minimal"
        text="End hall screens"
        disabled={!marketId}
        onClick={() => void end()}
      />
    </>
  );
}

export function LiveBiddingRoom() {
  const [marketId, setMarketId] = useState<string | undefined>();
  const [chosenSlot, setChosenSlot] = useState<string | undefined>();
  const live = useLiveBidding(marketId);
  const nowMs = useServerNow(live.offsetMs);
  const { many } = useMarkets();
  const boardElement = useRef<HTMLDivElement>(null);
  const display = useDisplayBoard(() => boardElement.current);

  const slots = live.board?.slots ?? [];
  const slotId = defaultSlotId(slots, nowMs, chosenSlot);
  const slot = slots.find((s) => s.slotId === slotId);
  const lots = (live.board?.lots ?? [])
    .filter((lot) => lot.slotId === slotId)
    .sort((a, b) => a.lotNo - b.lotNo);
  const marketName = lots[0]?.marketName ?? '';
  const phase = slot ? slotPhase(slot, nowMs).phase : undefined;

  return (
    <>
      <PageHeader
        title="Live Bidding"
        trail={screenTrail(LIVE_BIDDING)}
        actions={
          <>
            <LiveConnection status={live.status} />
            <Button icon="fullscreen" text="Display board" disabled={!slot} onClick={display.enter} />
            <HallScreenButton marketId={slot?.marketId} />
          </>
        }
      />
      {(many || slots.length > 1) && (
        <FilterBar>
          <MarketFilter
            value={marketId}
            onChange={(id) => {
              setMarketId(id);
              setChosenSlot(undefined);
            }}
          />
          <LiveSlotPicker
            slots={slots}
            value={slotId}
            onChange={setChosenSlot}
            nowMs={nowMs}
            showMarket={many && !marketId}
          />
        </FilterBar>
      )}
      {live.error && (
        <Callout intent="danger" title="Live bidding not available">
          {live.error.message}
        </Callout>
      )}
      {live.isPending && <Spinner aria-label="Loading" />}
      {live.board && !slot && (
        <NonIdealState
          icon="time"
          title="No Slots Available"
          description="No slots available for the selected Date."
        />
      )}
      {slot && (
        <>
          <div className={`live-summary live-summary--${phase}`}>
            <strong>{slotLabel(slot, nowMs, many && !marketId)}</strong>
            <span className="live-summary__time">{timeLeftText(slot, nowMs)}</span>
            <span>
              {counted(lots.length, 'lot')} · {counted(slot.bidCount, 'bid')}
            </span>
          </div>
          <LiveLotTable lots={lots} nowMs={nowMs} />
        </>
      )}
      <div ref={boardElement} className={display.on ? 'live-board' : 'live-board live-board--off'}>
        {display.on && (
          <LiveDisplayBoard
            marketId={marketId}
            slotId={slotId}
            title={marketName ? `${marketName} Cocoon Market` : 'Cocoon Market'}
            onExit={display.leave}
          />
        )}
      </div>
    </>
  );
}
