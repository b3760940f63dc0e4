import { lotAmounts } from '@cocoon/domain';
import type { InwardSettings } from './auction-api';
import { FiguresCard } from './FiguresCard';
import { kg, percent, rupees, rupeesPerKg } from './figures';

export interface AmountsCardProps {
  netGrams: number | undefined;
  ratePaise: number;
  settings: InwardSettings | undefined;
  title?: string;
}

/**
 * What the weighed lot comes to, from the same `lotAmounts()` the server uses with the levies in force on
 * the auction date: amount = net kg × rate to the paisa; the farmer's levy is deducted, the reeler's added.
 */
export function AmountsCard({ netGrams, ratePaise, settings, title = 'Amount' }: AmountsCardProps) {
  const amounts = netGrams !== undefined && settings ? lotAmounts(netGrams, ratePaise, settings) : undefined;
  const money = (paise: number | undefined) => (paise === undefined ? '–' : rupees(paise));
  return (
    <FiguresCard
      title={title}
      figures={[
        { label: 'Net weight', id: 'net-weight', value: netGrams === undefined ? '–' : kg(netGrams) },
        { label: 'Rate', id: 'rate', value: rupeesPerKg(ratePaise) },
        { label: 'Amount', id: 'amount', value: money(amounts?.amountPaise) },
        {
          label: `Farmer levy${settings ? ` (${percent(settings.farmerLevyBp)})` : ''}`,
          id: 'farmer-levy',
          value: money(amounts?.farmerLevyPaise),
        },
        { label: 'Farmer net', id: 'farmer-net', value: money(amounts?.farmerNetPaise) },
        {
          label: `Reeler levy${settings ? ` (${percent(settings.reelerLevyBp)})` : ''}`,
          id: 'reeler-levy',
          value: money(amounts?.reelerLevyPaise),
        },
        { label: 'Reeler payable', id: 'reeler-payable', value: money(amounts?.reelerPayablePaise) },
      ]}
    />
  );
}
