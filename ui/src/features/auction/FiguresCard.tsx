import { Card } from '@blueprintjs/core';
import type { ReactNode } from 'react';

export interface Figure {
  label: string;
  value: ReactNode;
  /** Names the figure for tests and screen readers when the label is long. */
  id?: string;
}

export interface FiguresCardProps {
  title: string;
  figures: Figure[];
  note?: ReactNode;
  /** Figures side by side, label above value: a summary strip across the page. */
  inline?: boolean;
}

/** A titled list of computed figures (the sample's results, a lot's amounts), label left and value right. */
export function FiguresCard({ title, figures, note, inline }: FiguresCardProps) {
  return (
    <Card elevation={1} aria-label={title}>
      <h4 className="bp6-heading auction-figures__title">{title}</h4>
      {note}
      <dl className={inline ? 'auction-figures auction-figures--inline' : 'auction-figures'}>
        {figures.map((f) => (
          <div key={f.label} className="auction-figures__row" data-figure={f.id}>
            <dt>{f.label}</dt>
            <dd>{f.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
