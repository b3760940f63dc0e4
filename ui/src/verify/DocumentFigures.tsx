import { useId } from 'react';
import { figureLines, type PaperFigures } from './display';
import type { Words } from './words';

/** The signed figures, one per line, for the reader to compare with the paper. */
export function DocumentFigures({ figures, words }: { figures: PaperFigures; words: Words }) {
  const titleId = useId();
  return (
    <section className="figures" aria-labelledby={titleId}>
      <h2 id={titleId} className="figures__title">
        {words.figures.title}
      </h2>
      <p className="figures__hint">{words.figures.hint}</p>
      <dl className="figures__list">
        {figureLines(figures, words).map((line) => (
          <div key={line.label} className="figures__line">
            <dt>{line.label}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
