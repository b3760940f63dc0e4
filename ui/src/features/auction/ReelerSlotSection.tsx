import { Card } from '@blueprintjs/core';
import type { ReelerEarlierRound } from '@cocoon/domain';
import type { SlotRow } from './auction-api';
import { formatCountdown, slotPhase } from './live-time';
import { ReelerLotCard } from './ReelerLotCard';
import { ReelerLotOutcome } from './ReelerLotOutcome';
import type { ReelerBoard, ReelerLot } from './reeler-api';
import type { ReelerProfile } from './reeler-session';

/**
 * One slot of the day on the reeler's page: its window and countdown, then a card per lot, and a card for each
 * lot the reeler bid on here that has since gone into a later slot (what became of that bid stays here).
 */
export function ReelerSlotSection({
  slot,
  lots,
  nowMs,
  board,
  reeler,
  onOpenInvoice,
}: {
  slot: SlotRow;
  lots: readonly ReelerLot[];
  nowMs: number;
  board: ReelerBoard;
  reeler: ReelerProfile;
  onOpenInvoice: (billId: string) => void;
}) {
  const { phase, seconds } = slotPhase(slot, nowMs);
  const when =
    phase === 'open'
      ? `Open · ${formatCountdown(seconds)} left`
      : phase === 'upcoming'
        ? `Opens in ${formatCountdown(seconds)}`
        : 'Closed';
  return (
    <section className="reeler-slot" aria-label={`Slot ${slot.slotNo}`}>
      <h2 className={`reeler-slot__head reeler-slot__head--${phase}`}>
        <span>
          Slot {slot.slotNo} · {slot.startTime}–{slot.endTime}
        </span>
        <span className="reeler-slot__when">{when}</span>
      </h2>
      <div className="reeler-slot__cards">
        {board.earlierRounds
          ?.filter((round) => round.slotId === slot.slotId)
          .map((round) => (
            <EarlierRoundCard key={round.lotId} round={round} />
          ))}
        {lots.map((lot) => (
          <ReelerLotCard
            key={lot.lotId}
            lot={lot}
            nowMs={nowMs}
            incrementPaise={board.minIncrementPaise}
            reeler={reeler}
            onOpenInvoice={onOpenInvoice}
          />
        ))}
      </div>
    </section>
  );
}

/**
 * A lot that left this slot for a later one after its highest bid was rejected: the reeler's bid here and, when
 * it was theirs that was rejected, the officer's reason; the lot's own card in its new slot takes new bids.
 */
function EarlierRoundCard({ round }: { round: ReelerEarlierRound }) {
  return (
    <Card
      elevation={1}
      className={`reeler-card reeler-card--${round.myDecision ? 'rejected' : 'over'}`}
      role="region"
      aria-label={`Lot ${round.lotNo}, earlier bid`}
    >
      <div className="reeler-card__head">
        <span className="reeler-card__lot">Lot {round.lotNo}</span>
        <span className="reeler-card__time reeler-card__time--closed">Closed</span>
      </div>
      <ReelerLotOutcome
        outcome={
          round.myDecision
            ? { kind: 'rejected', reason: round.myRejectReason }
            : { kind: 'unsold', noBids: false }
        }
        highestBidPaise={null}
        myBidPaise={round.myBidPaise}
        onOpenInvoice={() => undefined}
      />
      {round.nowInSlotNo !== null && (
        <p className="reeler-card__moved">Put in slot {round.nowInSlotNo} again: bid there.</p>
      )}
    </Card>
  );
}
