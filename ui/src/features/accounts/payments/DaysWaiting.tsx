import { Tag } from '@blueprintjs/core';
import { isLate } from './payment-labels';

/** Days since weighing; beyond 3 a red tag, since late payment is what farmers complain of. */
export function DaysWaiting({ days }: { days: number }) {
  if (!isLate(days)) return <>{days}</>;
  return (
    <Tag intent="danger" icon="time" className="payments__late" title="Waiting over 3 days">
      {days} · late
    </Tag>
  );
}
