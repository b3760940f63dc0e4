import type { DocumentKind } from '@cocoon/domain';

/** The two tokens a lot prints: the inward token when it comes in, the bid slip once it is weighed. */
export type TokenKind = Extract<DocumentKind, 'inward-token' | 'auction-token'>;

/** What each token is called on its screens and in its file names. */
export const TOKEN_LABELS: Record<
  TokenKind,
  {
    one: string;
    many: string;
    /** The PDF of one lot's token: `<file>-<date>-lot-<no>.pdf`; the day's: `<files>-<date>.pdf`. */
    file: string;
    files: string;
    copiesHeader: string;
    copiesWidth: number;
    table: string;
    /** The bid slip prints in triplicate, its three copies on one sheet or one page each. */
    hasLayout: boolean;
  }
> = {
  'inward-token': {
    one: 'token',
    many: 'tokens',
    file: 'inward-token',
    files: 'inward-tokens',
    copiesHeader: 'Tokens printed',
    copiesWidth: 80,
    table: 'Inward tokens',
    hasLayout: false,
  },
  'auction-token': {
    one: 'bid slip',
    many: 'bid slips',
    file: 'bid-slip',
    files: 'bid-slips',
    copiesHeader: 'Slips printed',
    copiesWidth: 75,
    table: 'Weighed lots',
    hasLayout: true,
  },
};

/** "Token PDF", "Bid slips PDF": the label of a print job's status. */
export const pdfLabel = (word: string) => `${word[0]!.toUpperCase()}${word.slice(1)} PDF`;
