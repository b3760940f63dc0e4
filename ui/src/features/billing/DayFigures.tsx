import { Card } from '@blueprintjs/core';
import { formatRupees } from '@cocoon/domain';
import { count } from '../auction/figures';
import type { BillProcessDay } from './billing-api';

/**
 * The day at a glance: lots weighed, approved and still to weigh, rejected and unsold; customers billed and still
 * to bill; the money.
 */
export function DayFigures({ day }: { day: BillProcessDay }) {
  const figures: { id: string; label: string; value: string; note?: string }[] = [
    { id: 'weighed', label: 'Lots weighed', value: count(day.weighedLots), note: 'billed from their weight' },
    // Issue 27: "not weighed" said nothing of why; an approved lot still to weigh holds the day's billing open.
    {
      id: 'to-weigh',
      label: 'Approved, to weigh',
      value: count(day.toWeighLots),
      note: 'billed once weighed',
    },
    { id: 'rejected', label: 'Lots rejected', value: count(day.rejectedLots), note: 'not billed' },
    { id: 'unsold', label: 'Lots unsold', value: count(day.unsoldLots), note: 'no bid or not decided' },
    {
      id: 'farmers',
      label: 'Farmers billed',
      value: `${count(day.farmer.billed)} of ${count(day.farmer.customers)}`,
      note: `${count(day.farmer.toBill)} to bill · net ${formatRupees(day.farmer.netPaise)}`,
    },
    {
      id: 'reelers',
      label: 'Reelers invoiced',
      value: `${count(day.reeler.billed)} of ${count(day.reeler.customers)}`,
      note: `${count(day.reeler.toBill)} to bill · payable ${formatRupees(day.reeler.netPaise)}`,
    },
  ];
  return (
    <dl className="billing-figures">
      {figures.map((f) => (
        <Card key={f.id} data-figure={f.id} compact>
          <dt>{f.label}</dt>
          <dd className="billing-figures__value">{f.value}</dd>
          {f.note && <dd className="bill__muted">{f.note}</dd>}
        </Card>
      ))}
    </dl>
  );
}
