import { Classes } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import './billing.css';

/** A fact of a token; a fact with no value (no slot, no village) is left off the print. */
export type TokenFact = [label: string, value: string | null];

export interface TokenCardProps {
  /** What a screen reader calls the card: "Inward token of lot 12". */
  label: string;
  market: { nameEn: string; nameTa: string };
  title: string;
  titleTa: string;
  /** A line under the title (how many copies print). */
  note?: string;
  lotNo: number;
  facts: TokenFact[];
  /** What prints under the facts (crates, an undertaking, signature lines). */
  children?: ReactNode;
}

/** A lot's token as it prints: the market in English and Tamil, the token's name, the lot number, its facts. */
export function TokenCard({ label, market, title, titleTa, note, lotNo, facts, children }: TokenCardProps) {
  return (
    <article className={`${Classes.CARD} token bill`} aria-label={label}>
      <header className="bill__market">
        <div className="bill__market-name">{market.nameEn}</div>
        <div lang="ta">{market.nameTa}</div>
        <div className="bill__title">
          {title} / <span lang="ta">{titleTa}</span>
        </div>
        {note && <div className="bill__muted">{note}</div>}
      </header>
      <div className="token__lot">
        Lot No {lotNo} / <span lang="ta">லாட் எண் {lotNo}</span>
      </div>
      <dl className="bill__facts">
        {facts
          .filter(([, value]) => value !== null && value !== '')
          .map(([label, value]) => (
            <div className="bill__fact" key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {children}
    </article>
  );
}
