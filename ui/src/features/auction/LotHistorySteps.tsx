import { HTMLTable } from '@blueprintjs/core';
import { displayInstant } from '@cocoon/domain';
import type { KeyboardEvent } from 'react';
import type { LotStep } from './lot-history-api';
import { stepWho } from './lot-history-view';

/**
 * Every step of the lot in order — what happened, who (and in which role), the server's time — in the list
 * look of the masters' History tab. A row is chosen by click, Enter or Space; the chosen one is marked.
 */
export function LotHistorySteps({
  steps,
  selected,
  onSelect,
}: {
  steps: readonly LotStep[];
  selected: number;
  onSelect: (index: number) => void;
}) {
  const onKey = (event: KeyboardEvent, index: number) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect(index);
    }
  };
  return (
    <div className="data-table">
      <div className="data-table__scroll lot-history__scroll">
        <HTMLTable
          compact
          interactive
          aria-label="Lot steps"
          className="data-table__table lot-history__table"
        >
          <thead>
            <tr>
              <th className="lot-history__no">#</th>
              <th className="lot-history__when">When</th>
              <th>What happened</th>
              <th className="lot-history__who">Who</th>
            </tr>
          </thead>
          <tbody>
            {steps.map((step, index) => (
              <tr
                key={step.revision}
                tabIndex={0}
                aria-selected={index === selected}
                className={index === selected ? 'lot-history__selected' : undefined}
                onClick={() => onSelect(index)}
                onKeyDown={(event) => onKey(event, index)}
              >
                <td className="lot-history__no">{index + 1}</td>
                <td className="lot-history__when">{displayInstant(step.occurredAt, 'seconds')}</td>
                <td>{step.label}</td>
                <td className="lot-history__who">{stepWho(step.userName, step.userType)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
    </div>
  );
}
