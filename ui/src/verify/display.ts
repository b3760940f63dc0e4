import {
  checkCode,
  DOCUMENT_TOKEN_KINDS,
  type DocumentClaims,
  type DocumentStandingAnswer,
  type DocumentTokenKind,
  displayDate,
  displayInstant,
} from '@cocoon/domain';
import { rupeesOfPaise } from './figures';
import type { Words } from './words';

/** What the paper shows, to compare line by line: from the server's answer, or from the signed claims alone. */
export type PaperFigures = DocumentStandingAnswer['document'];

export function figuresOfClaims(claims: DocumentClaims, token: string): PaperFigures {
  return {
    kind: claims.k,
    kindName: DOCUMENT_TOKEN_KINDS[claims.k],
    number: claims.n,
    marketCode: claims.m,
    market: null,
    date: claims.d,
    partyCode: claims.c,
    amountPaise: claims.a,
    checkCode: checkCode(token),
  };
}

const FARMER_KINDS: readonly DocumentTokenKind[] = ['FB', 'FR', 'IT', 'AT'];
const REELER_KINDS: readonly DocumentTokenKind[] = ['RI', 'RR'];

/** One labelled line of the figures, in the order the reader compares them. */
export interface FigureLine {
  label: string;
  value: string;
}

export function figureLines(figures: PaperFigures, words: Words): FigureLine[] {
  const w = words.figures;
  const partyLabel = FARMER_KINDS.includes(figures.kind)
    ? w.farmerCode
    : REELER_KINDS.includes(figures.kind)
      ? w.reelerCode
      : w.partyCode;
  const lines: FigureLine[] = [
    { label: w.kind, value: words.kinds[figures.kind] },
    { label: w.number, value: figures.number },
    { label: w.market, value: marketText(figures, words) },
    { label: w.date, value: displayDate(figures.date) },
  ];
  if (figures.partyCode) lines.push({ label: partyLabel, value: figures.partyCode });
  lines.push({ label: w.amount, value: rupeesOfPaise(figures.amountPaise) });
  lines.push({ label: w.checkCode, value: figures.checkCode });
  return lines;
}

/** The market by its name in the reader's language with its code ('Hosur (HSR)'), or its code when unknown here. */
export function marketText(figures: PaperFigures, words: Words): string {
  if (!figures.market) return figures.marketCode;
  const name =
    words.language === 'ta' ? figures.market.nameTa || figures.market.nameEn : figures.market.nameEn;
  return name ? `${name} (${figures.marketCode})` : figures.marketCode;
}

/** The history line: whether the issuing event is the one the sealed history holds. */
export function historyText(history: DocumentStandingAnswer['history'], words: Words): string | null {
  if (!history) return null;
  if (!history.matches) return words.history.mismatch;
  if (!history.sealedBy) return words.history.notSealed;
  return words.history.sealed(history.sealedBy.sequence, displayInstant(history.sealedBy.sealedAt));
}

export function withdrawnKeyText(withdrawnOn: string | null, words: Words): string | null {
  return withdrawnOn ? words.withdrawnKey(displayDate(withdrawnOn)) : null;
}
