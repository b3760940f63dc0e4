import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useId } from 'react';
import { useSlots } from './auction-api';

export interface SlotSelectProps {
  date: string;
  marketId?: string;
  value: number | undefined;
  onChange: (slotNo: number | undefined) => void;
  /** The empty choice: 'Select Slot No' where a slot is needed, 'All slots' where it only narrows. */
  placeholder?: string;
}

/** The slots of a date, by number, with their times and status so the officer picks the right one. */
export function SlotSelect({
  date,
  marketId,
  value,
  onChange,
  placeholder = 'Select Slot No',
}: SlotSelectProps) {
  const id = useId();
  const slots = useSlots({ date, marketId });
  const options = (slots.data ?? []).map((s) => ({
    value: String(s.slotNo),
    label: `Slot ${s.slotNo} (${s.startTime}–${s.endTime}) · ${s.status}`,
  }));
  return (
    <FormGroup label="Slot No" labelFor={id} className="screen-filters__field">
      <HTMLSelect
        id={id}
        value={value === undefined ? '' : String(value)}
        onChange={(e) => onChange(e.currentTarget.value ? Number(e.currentTarget.value) : undefined)}
        disabled={!date}
        options={[{ value: '', label: slots.isPending && date ? 'Loading…' : placeholder }, ...options]}
      />
    </FormGroup>
  );
}
