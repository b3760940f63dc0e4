import type { SlotRow } from './auction-api';
import { formatCountdown, slotPhase } from './live-time';
import { ReelerLotCard } from './ReelerLotCard';
import type { ReelerBoard, ReelerLot } from './reeler-api';
import type { ReelerProfile } from './reeler-session';

/** One slot of the day on the reeler's page: its window and countdown, then a card per lot. */
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
