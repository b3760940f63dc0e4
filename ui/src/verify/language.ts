/** The verify page's two languages: English and Tamil (money-and-reports.md: labels are bilingual). */
export type Language = 'en' | 'ta';

/** Where the reader's choice is kept, so a second scan opens in the language chosen the first time. */
export const LANGUAGE_KEY = 'cocoon.verify.language';

/** The reader's earlier choice, else the phone's language: Tamil for any `ta` locale, English otherwise. */
export function initialLanguage(stored: string | null, browserLanguage: string | undefined): Language {
  if (stored === 'en' || stored === 'ta') return stored;
  return /^ta\b/i.test(browserLanguage ?? '') ? 'ta' : 'en';
}
