import { displayDate } from '@cocoon/domain';
import type { LotRow } from './auction-api';
import { FiguresCard } from './FiguresCard';
import { rupeesPerKg } from './figures';

/** The lot being weighed: who sold it, who bought it and at what rate. */
export function LotFigures({ lot }: { lot: LotRow }) {
  return (
    <FiguresCard
      inline
      title={`Lot ${lot.lotNo}`}
      figures={[
        { label: 'Inward date', value: displayDate(lot.inwardDate) },
        { label: 'Slot', value: lot.slotNo ?? '–' },
        { label: 'Farmer', value: `${lot.farmerName} (${lot.farmerCode})` },
        { label: 'Silk type', value: lot.silkName },
        {
          label: 'Reeler',
          value: lot.highestReelerName ? `${lot.highestReelerName} (${lot.highestReelerCode ?? ''})` : '–',
        },
        {
          label: 'Rate',
          id: 'rate',
          value: lot.highestBidPaise === null ? '–' : rupeesPerKg(lot.highestBidPaise),
        },
      ]}
    />
  );
}
