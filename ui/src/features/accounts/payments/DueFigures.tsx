import { Card } from '@blueprintjs/core';
import type { FarmerDue, FarmerPaymentInfo } from '@cocoon/domain';
import { count, rupees } from '../../auction/figures';
import { isLate, LATE_AFTER_DAYS } from './payment-labels';

/** The money owed at a glance: farmers and lots due, the total, and how many farmers wait beyond 3 days. */
export function DueFigures({ info, farmers }: { info: FarmerPaymentInfo; farmers: readonly FarmerDue[] }) {
  const late = farmers.filter((f) => isLate(f.oldestDays));
  const figures = [
    { id: 'farmers', label: 'Farmers due', value: count(info.total) },
    { id: 'lots', label: 'Lots due', value: count(info.totals.lots) },
    { id: 'due', label: 'Amount due', value: rupees(info.totals.duePaise) },
    { id: 'transit', label: 'In online batches', value: rupees(info.totals.inTransitPaise) },
    {
      id: 'recoverable',
      label: 'Owed back by farmers',
      value: rupees(farmers.reduce((total, f) => total + f.recoverablePaise, 0)),
    },
    {
      id: 'late',
      label: `Waiting over ${LATE_AFTER_DAYS} days`,
      value: count(late.length),
      late: late.length > 0,
    },
  ];
  return (
    <dl className="billing-figures">
      {figures.map((f) => (
        <Card key={f.id} data-figure={f.id} compact className={f.late ? 'payments__late-card' : undefined}>
          <dt>{f.label}</dt>
          <dd className="billing-figures__value">{f.value}</dd>
        </Card>
      ))}
    </dl>
  );
}
