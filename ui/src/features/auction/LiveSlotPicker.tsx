import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useId } from 'react';
import type { SlotRow } from './auction-api';
import { slotPhase } from './live-time';

const PHASE = { upcoming: 'Scheduled', open: 'Open', closed: 'Closed' } as const;

/** Today's slots, when there is more than one to follow. Status by the server's clock, not the read's. */
export function LiveSlotPicker({
  slots,
  value,
  onChange,
  nowMs,
  showMarket,
}: {
  slots: readonly SlotRow[];
  value: string | undefined;
  onChange: (slotId: string) => void;
  nowMs: number;
  showMarket: boolean;
}) {
  const id = useId();
  if (slots.length < 2) return null;
  return (
    <FormGroup label="Slot" labelFor={id} className="screen-filters__field">
      <HTMLSelect
        id={id}
        value={value ?? ''}
        onChange={(e) => onChange(e.currentTarget.value)}
        options={slots.map((s) => ({ value: s.slotId, label: slotLabel(s, nowMs, showMarket) }))}
      />
    </FormGroup>
  );
}

export function slotLabel(slot: SlotRow, nowMs: number, showMarket = false): string {
  const market = showMarket && 'marketCode' in slot && slot.marketCode ? `${String(slot.marketCode)} · ` : '';
  const phase = slot.status === 'Approved' ? 'Approved' : PHASE[slotPhase(slot, nowMs).phase];
  return `${market}Slot ${slot.slotNo} (${slot.startTime}–${slot.endTime}) · ${phase}`;
}
