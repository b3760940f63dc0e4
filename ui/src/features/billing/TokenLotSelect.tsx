import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useId } from 'react';

interface TokenLot {
  lotId: string;
  lotNo: number;
  farmerName: string;
  farmerCode: string;
}

export interface TokenLotSelectProps {
  lots: readonly TokenLot[];
  value: string | undefined;
  onChange: (lotId: string | undefined) => void;
}

/** One lot of the date, named by its number and farmer. */
export function TokenLotSelect({ lots, value, onChange }: TokenLotSelectProps) {
  const id = useId();
  return (
    <FormGroup label="Lot No" labelFor={id} className="screen-filters__field">
      <HTMLSelect
        id={id}
        value={value ?? ''}
        onChange={(e) => onChange(e.currentTarget.value || undefined)}
        options={[
          { value: '', label: lots.length === 0 ? 'No lots on this date' : 'Select a lot' },
          ...lots.map((l) => ({
            value: l.lotId,
            label: `Lot ${l.lotNo}: ${l.farmerName} (${l.farmerCode})`,
          })),
        ]}
      />
    </FormGroup>
  );
}
