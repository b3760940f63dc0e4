import { Button, Callout, Card, FormGroup, InputGroup, Tag } from '@blueprintjs/core';
import { BID_AMOUNT_MESSAGE, MAX_BID_PAISE, rupeesText } from '@cocoon/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { deviceOffline } from '../../api/connectivity';
import { ApiError } from '../../api/errors';
import { cell, rupeesPerKg } from './figures';
import { formatCountdown, slotPhase } from './live-time';
import { ReelerLotOutcome } from './ReelerLotOutcome';
import { type ReelerLot, usePlaceBid } from './reeler-api';
import { attemptFor, type BidAttempt, bidPaise, minimumBid, outcomeUnknown } from './reeler-bid';
import { reelerOutcome } from './reeler-outcome';
import type { ReelerProfile } from './reeler-session';
import { REELER_STANDING_KEY } from './reeler-standing';
import { useHeldBid } from './use-held-bid';

const sendingText = (attempt: BidAttempt) => `Sending your bid of ${rupeesPerKg(attempt.amountPaise)}…`;

interface Said {
  intent: 'success' | 'danger' | 'warning';
  text: string;
}

/**
 * One lot on the reeler's phone: its quality figures, the highest bid and whether it is theirs ("You lead" or
 * "Outbid": never who leads, in a market whose bidders are anonymous), the time
 * left on the server's clock, and a bid box that starts at the least the server will accept. Whatever the
 * server refuses, its reason (with the rupee figures) stays on the card. Once the slot has closed, the card says
 * what the market decided, for this reeler (ReelerLotOutcome).
 */
export function ReelerLotCard({
  lot,
  nowMs,
  incrementPaise,
  reeler,
  onOpenInvoice,
}: {
  lot: ReelerLot;
  nowMs: number;
  incrementPaise: number | null;
  reeler: ReelerProfile;
  onOpenInvoice: (billId: string) => void;
}) {
  const inputId = useId();
  const place = usePlaceBid(reeler);
  const client = useQueryClient();
  const attempt = useRef<BidAttempt | undefined>(undefined);
  // Until the reeler goes into the box, it follows the minimum as other bids arrive.
  const [typed, setTyped] = useState<string | undefined>();
  // "Bid accepted" is dropped once someone outbids it: the Outbid tag then tells the current story.
  const [said, setSaid] = useState<Said | undefined>();
  const minimum = minimumBid(lot, incrementPaise);
  const text = typed ?? rupeesText(minimum);
  const slot =
    lot.slotStartsAt && lot.slotEndsAt ? { startsAt: lot.slotStartsAt, endsAt: lot.slotEndsAt } : null;
  const phase = slot ? slotPhase(slot, nowMs) : { phase: 'closed' as const, seconds: 0 };
  const figures = [
    ['SR %', cell.percent(lot.shellRatioBp)],
    ['Defect %', cell.percent(lot.defectBp)],
    ['Renditta', cell.hundredths(lot.rendittaX100)],
    ['Floor Rs/kg', cell.rupees(lot.floorPricePaise)],
  ] as const;
  const open = phase.phase === 'open';
  const outcome = reelerOutcome(lot, phase.phase);
  const tone =
    outcome.kind === 'won'
      ? ' reeler-card--won'
      : outcome.kind === 'rejected'
        ? ' reeler-card--rejected'
        : outcome.kind === 'lost' || outcome.kind === 'unsold'
          ? ' reeler-card--over'
          : lot.iAmHighest
            ? ' reeler-card--mine'
            : '';

  const add = (paise: number) => setTyped(rupeesText((bidPaise(text) ?? minimum) + paise));

  const send = (current: BidAttempt) => {
    attempt.current = current;
    if (current.outcome === 'unknown' || held) setSaid({ intent: 'warning', text: sendingText(current) });
    place.mutate(
      { lotId: lot.lotId, slotId: lot.slotId ?? '', amountPaise: current.amountPaise },
      {
        onSuccess: ({ answer }) => {
          attempt.current = undefined;
          setTyped(undefined);
          setSaid({ intent: 'success', text: `${answer.message}: ${rupeesPerKg(answer.amountPaise)}` });
        },
        onError: (error) => {
          const status = error instanceof ApiError ? error.status : 'ERR_UNKNOWN';
          if (outcomeUnknown(status)) {
            const unknown = { ...current, outcome: 'unknown' as const };
            // The network went while it was on its way: it goes again (same key) when the network is back.
            if (deviceOffline()) return hold(unknown);
            attempt.current = unknown;
            // The box holds the amount tried, even if the lost bid comes back on the stream and moves the
            // minimum up: tapping Bid again must repeat this attempt (same key), not make a new, higher one.
            setTyped(rupeesText(current.amountPaise));
            setSaid({
              intent: 'warning',
              text: 'No answer from the server: your bid may not have arrived. Tap Bid again to retry; it will not be placed twice.',
            });
            return;
          }
          attempt.current = undefined;
          // Refused as barred (or no longer): the banner at the top is brought up to date.
          if (status === 403) void client.invalidateQueries({ queryKey: REELER_STANDING_KEY });
          const field = error instanceof ApiError ? error.fieldErrors.amountPaise?.[0] : undefined;
          setSaid({ intent: 'danger', text: field ?? error.message });
        },
      },
    );
  };
  const { held, hold: keep, cancel } = useHeldBid(send);
  const hold = (current: BidAttempt) => {
    attempt.current = current;
    keep(current);
    setTyped(rupeesText(current.amountPaise));
    setSaid({
      intent: 'warning',
      text: `You are offline: your bid of ${rupeesPerKg(current.amountPaise)} is kept and will be sent once, as soon as the connection returns.`,
    });
  };
  const cancelHeld = () => {
    cancel();
    setSaid({
      intent: 'warning',
      text:
        held?.outcome === 'unknown'
          ? 'Not sent again. Your bid may have arrived before the connection dropped: the highest bid shows if it did.'
          : 'Bid not sent.',
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (place.isPending || held || !open) return;
    const amountPaise = bidPaise(text);
    if (amountPaise === undefined) {
      setSaid({ intent: 'danger', text: 'Enter your bid in rupees per kg, like 712.50' });
      return;
    }
    // The server's own limit, said before sending: a bid held while offline would otherwise be refused later.
    if (amountPaise > MAX_BID_PAISE) {
      setSaid({ intent: 'danger', text: BID_AMOUNT_MESSAGE });
      return;
    }
    const current = attemptFor(attempt.current, amountPaise);
    setSaid(undefined);
    if (deviceOffline()) hold(current);
    else send(current);
  };

  return (
    <Card elevation={1} className={`reeler-card${tone}`} role="region" aria-label={`Lot ${lot.lotNo}`}>
      <div className="reeler-card__head">
        <span className="reeler-card__lot">Lot {lot.lotNo}</span>
        <Tag minimal>{lot.silkName}</Tag>
        <span className={`reeler-card__time reeler-card__time--${phase.phase}`}>
          {phase.phase === 'open'
            ? `${formatCountdown(phase.seconds)} left`
            : phase.phase === 'upcoming'
              ? `Opens in ${formatCountdown(phase.seconds)}`
              : 'Closed'}
        </span>
      </div>
      <dl className="reeler-card__figures">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {outcome.kind === 'bidding' || outcome.kind === 'awaiting' ? (
        <div className="reeler-card__highest" role="status" aria-label="Highest bid">
          <span>
            Highest:{' '}
            <strong>{lot.highestBidPaise === null ? 'No bids yet' : rupeesPerKg(lot.highestBidPaise)}</strong>
          </span>
          {lot.iAmHighest && outcome.kind === 'bidding' ? (
            <Tag intent="success" size="large" icon="tick">
              You lead
            </Tag>
          ) : lot.iAmHighest ? (
            // Bidding is over: the highest bid is the reeler's, but the market has not decided yet.
            <Tag intent="primary" size="large" icon="time">
              Yours · awaiting decision
            </Tag>
          ) : lot.myBidPaise !== null ? (
            <Tag intent="warning" size="large">
              Outbid · yours {cell.rupees(lot.myBidPaise)}
            </Tag>
          ) : null}
        </div>
      ) : (
        <ReelerLotOutcome
          outcome={outcome}
          highestBidPaise={lot.highestBidPaise}
          myBidPaise={lot.myBidPaise}
          onOpenInvoice={onOpenInvoice}
        />
      )}
      {phase.phase !== 'closed' && outcome.kind === 'bidding' && (
        <form className="reeler-card__bid" onSubmit={submit} noValidate>
          <FormGroup label="Your bid (Rs per kg)" labelFor={inputId} className="reeler-card__amount">
            <InputGroup
              id={inputId}
              size="large"
              inputMode="decimal"
              autoComplete="off"
              value={text}
              // Once the reeler is in the box it holds what it showed (the hint below keeps following): a box
              // that moved under their thumb lost the selection they were typing over, and a bid arriving between
              // selecting "700.00" and typing made "711.00715.00", refused in the closing minute.
              onFocus={() => setTyped((current) => current ?? text)}
              onChange={(e) => setTyped(e.currentTarget.value)}
              leftElement={<span className="reeler-card__rs">Rs</span>}
            />
          </FormGroup>
          <div className="reeler-card__buttons">
            <Button size="large" text="+Re 1" onClick={() => add(100)} disabled={!open} />
            <Button size="large" text="+Rs 5" onClick={() => add(500)} disabled={!open} />
            <Button
              size="large"
              type="submit"
              intent="primary"
              text="Bid"
              icon="take-action"
              className="reeler-card__submit"
              loading={place.isPending || held !== undefined}
              disabled={!open}
            />
          </div>
          <div className="reeler-card__hint">Least accepted now: {rupeesPerKg(minimum)}</div>
        </form>
      )}
      {said && !(said.intent === 'success' && (!lot.iAmHighest || outcome.kind !== 'bidding')) && (
        <Callout intent={said.intent} className="reeler-card__said" role="alert" compact>
          {said.text}
          {held && (
            <Button className="reeler-card__cancel" size="small" text="Cancel bid" onClick={cancelHeld} />
          )}
        </Callout>
      )}
    </Card>
  );
}
