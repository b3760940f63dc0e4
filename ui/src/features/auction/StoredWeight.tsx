import { Button, Callout } from '@blueprintjs/core';
import { businessDate, displayDate, istTime } from '@cocoon/domain';
import { AmountsCard } from './AmountsCard';
import type { InwardSettings, LotRow } from './auction-api';

export interface StoredWeightProps {
  lot: LotRow & { netGrams: number };
  settings: InwardSettings | undefined;
  onCorrect: () => void;
}

/** A lot already weighed: its stored weight and amount; a change is a correction with a reason. */
export function StoredWeight({ lot, settings, onCorrect }: StoredWeightProps) {
  const when = lot.weighedAt
    ? `${displayDate(businessDate(new Date(lot.weighedAt)))} ${istTime(lot.weighedAt)}`
    : '';
  return (
    <div className="auction-entry">
      <Callout intent="success" icon="tick-circle" title="This lot is weighed">
        <p>
          The stored net weight is used for the bills{when ? ` (weighed ${when})` : ''}. A wrong weight is
          corrected with its reason; the earlier weight stays in the lot's history.
        </p>
        <Button icon="edit" text="Correct weight" onClick={onCorrect} />
      </Callout>
      <AmountsCard
        netGrams={lot.netGrams}
        ratePaise={lot.highestBidPaise ?? 0}
        settings={settings}
        title="Stored weight"
      />
    </div>
  );
}
