import { Button, Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Redirect } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { newUuid } from '../../api/command-key';
import { ApiError } from '../../api/errors';
import { OfflineBanner } from '../../components/feedback/OfflineBanner';
import { useDocumentTitle } from '../../layout/use-document-title';
import { MY_INVOICES_KEY, useMyInvoices } from '../billing/billing-api';
import { MyInvoices } from '../billing/MyInvoices';
import type { SlotRow } from './auction-api';
import { LiveConnection } from './LiveConnection';
import { useServerNow } from './live-clock';
import { slotPhase } from './live-time';
import { ReelerBarBanner } from './ReelerBarBanner';
import { ReelerSlotSection } from './ReelerSlotSection';
import { useReelerBoard } from './reeler-api';
import { REELER_LOGIN, reelerRequest } from './reeler-client';
import { clearReelerSession, type ReelerProfile, useReelerSession } from './reeler-session';
import { useReelerKeepAlive } from './use-reeler-keep-alive';
import './reeler.css';

/** /reeler/bid: the reeler's own bidding page, outside the staff app; a phone in the market hall is enough. */
export function ReelerBidPage() {
  useDocumentTitle('Bid');
  const session = useReelerSession();
  if (!session) return <Redirect to={REELER_LOGIN} replace />;
  return <Bidding reeler={session.reeler} />;
}

/** Open slots first, then the ones still to open, then today's closed ones (the latest first). */
function slotOrder(slots: readonly SlotRow[], nowMs: number): SlotRow[] {
  const rank = { open: 0, upcoming: 1, closed: 2 } as const;
  return [...slots].sort((a, b) => {
    const pa = rank[slotPhase(a, nowMs).phase];
    const pb = rank[slotPhase(b, nowMs).phase];
    if (pa !== pb) return pa - pb;
    return pa === 2 ? b.startsAt.localeCompare(a.startsAt) : a.startsAt.localeCompare(b.startsAt);
  });
}

function Bidding({ reeler }: { reeler: ReelerProfile }) {
  const live = useReelerBoard(reeler);
  useReelerKeepAlive();
  const nowMs = useServerNow(live.offsetMs);
  const board = live.board;
  const slots = board ? slotOrder(board.slots, nowMs) : [];
  const [openBill, setOpenBill] = useState<string | undefined>();
  const openInvoice = (billId: string) => {
    setOpenBill(billId);
    document.getElementById('my-invoices-title')?.scrollIntoView({ block: 'start' });
  };
  // The first board read (reeler/board) answers the standing and the invoices too: their own reads wait for it,
  // and read by themselves only if it failed (issue 28: one request for the page's first state).
  const firstRead = board !== undefined || live.error !== null;
  useInvoicesFollowBoard(
    board?.lots.flatMap((lot) => (lot.myInvoice ? [lot.myInvoice.billId] : [])) ?? [],
    firstRead,
  );

  const logout = async () => {
    await reelerRequest('reeler/logout', { method: 'POST', body: {}, idempotencyKey: newUuid() }).catch(
      () => undefined,
    );
    clearReelerSession();
    navigate(REELER_LOGIN, { replace: true });
  };

  return (
    <div className="reeler-page">
      <header className="reeler-bar">
        <div className="reeler-bar__who">
          <strong>{reeler.name}</strong>
          <span>
            {reeler.headCode}
            {reeler.marketName ? ` · ${reeler.marketName}` : ''}
          </span>
        </div>
        <LiveConnection status={live.status} />
        <Button icon="log-out" text="Logout" size="large" variant="minimal" onClick={logout} />
      </header>
      <main className="reeler-main">
        <OfflineBanner detail="Prices here may be out of date; they update by themselves when the connection returns. A bid is never placed twice: its card says what became of it." />
        {firstRead && <ReelerBarBanner />}
        {live.isPending && <Spinner aria-label="Loading" />}
        {live.error && !(live.error instanceof ApiError && live.error.handled) && (
          <Callout intent="danger" title="Lots not available">
            {live.error.message}
          </Callout>
        )}
        {board && slots.length === 0 && (
          <NonIdealState
            icon="time"
            title="No slots today"
            description="No auction slot is scheduled at your market today. This page shows the lots as soon as one is."
          />
        )}
        {board &&
          slots.map((slot) => (
            <ReelerSlotSection
              key={slot.slotId}
              slot={slot}
              lots={board.lots.filter((lot) => lot.slotId === slot.slotId).sort((a, b) => a.lotNo - b.lotNo)}
              nowMs={nowMs}
              board={board}
              reeler={reeler}
              onOpenInvoice={openInvoice}
            />
          ))}
        {firstRead && <MyInvoices openBill={openBill} onOpenBill={setOpenBill} />}
      </main>
    </div>
  );
}

/**
 * A lot invoiced (or its invoice replaced) while the page is open: "My invoices" is read again, a little later
 * each time, until it lists every invoice the lots name (the list's read side can be a moment behind the feed).
 */
function useInvoicesFollowBoard(billIds: readonly string[], enabled: boolean) {
  const client = useQueryClient();
  const invoices = useMyInvoices(enabled);
  const listed = invoices.data?.data;
  const missing = listed !== undefined && billIds.some((id) => !listed.some((bill) => bill.billId === id));
  const tries = useRef(0);
  const readAt = invoices.dataUpdatedAt;
  useEffect(() => {
    if (!missing || readAt === 0) {
      tries.current = 0;
      return;
    }
    if (tries.current >= 8) return;
    const timer = setTimeout(
      () => {
        tries.current++;
        void client.invalidateQueries({ queryKey: MY_INVOICES_KEY, exact: true });
      },
      300 * (tries.current + 1),
    );
    return () => clearTimeout(timer);
  }, [missing, readAt, client]);
}
