import { Button, Callout } from '@blueprintjs/core';
import { businessDate, displayDate, formatKg, istTime } from '@cocoon/domain';
import { WEIGHT_CORRECTIONS } from '../shell/screens';
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
  const pending = lot.pendingCorrection;
  return (
    <div className="auction-entry">
      {pending && (
        <Callout intent="warning" icon="time" title="A correction awaits approval">
          <p>
            {pending.requestedBy} asked to correct this paid lot to {formatKg(pending.netGrams)} kg (
            {pending.reason}). The Assistant Director approves or rejects it under{' '}
            <a href={WEIGHT_CORRECTIONS.path}>{WEIGHT_CORRECTIONS.title}</a>.
          </p>
        </Callout>
      )}
      <Callout intent="success" icon="tick-circle" title="This lot is weighed">
        <p>
          The stored net weight is used for the bills{when ? ` (weighed ${when})` : ''}. A wrong weight is
          corrected with its reason; the earlier weight stays in the lot's history.
        </p>
        <Button icon="edit" text="Correct weight" onClick={onCorrect} disabled={pending !== null} />
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
