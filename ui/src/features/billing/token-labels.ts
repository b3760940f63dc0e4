import type { DocumentKind } from '@cocoon/domain';
import type { TokenLayout } from '../documents/document-api';

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
    /**
     * The layouts to choose from, the default first: the bid slip's three copies on one sheet or one page each;
     * inward tokens two or three to a sheet (issue 27).
     */
    layouts: ReadonlyArray<{ value: TokenLayout; label: string }>;
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
    layouts: [
      { value: 'two-per-page', label: 'Two tokens a sheet' },
      { value: 'three-per-page', label: 'Three tokens a sheet' },
    ],
  },
  'auction-token': {
    one: 'bid slip',
    many: 'bid slips',
    file: 'bid-slip',
    files: 'bid-slips',
    copiesHeader: 'Slips printed',
    copiesWidth: 75,
    table: 'Weighed lots',
    layouts: [
      { value: 'one-sheet', label: 'Three copies on one sheet' },
      { value: 'three-pages', label: 'One page per copy' },
    ],
  },
};

/** "Token PDF", "Bid slips PDF": the label of a print job's status. */
export const pdfLabel = (word: string) => `${word[0]!.toUpperCase()}${word.slice(1)} PDF`;
