import { englishNumberWords } from './number-words-en.js';
import { tamilNumberWords } from './number-words-ta.js';

export type AmountWordsLanguage = 'en' | 'ta';

/**
 * How each language frames rupees and paise on a bill (money-and-reports.md: the farmer bill prints the net in
 * words). "Rupees" stays plural even for one, as Indian bills print it; Tamil needs no "and" between the parts.
 */
const FRAMES = {
  en: { words: englishNumberWords, rupees: 'Rupees', paise: 'Paise', and: ' and ', only: 'Only' },
  ta: { words: tamilNumberWords, rupees: 'ரூபாய்', paise: 'பைசா', and: ' ', only: 'மட்டும்' },
} as const;

/**
 * An amount of integer paise in words, e.g. 2_155_930 → "Rupees Twenty One Thousand Five Hundred Fifty Nine and
 * Paise Thirty Only" / "ரூபாய் இருபத்தோராயிரத்து ஐந்நூற்று ஐம்பத்தொன்பது பைசா முப்பது மட்டும்".
 *
 * Convention: a part that is zero is left out ("Rupees One Only", "Paise One Only"), except that nothing at all
 * reads "Rupees Zero Only", so a bill never prints an empty phrase.
 *
 * A bill never holds a fraction of a paisa, a negative or an unsafe amount, so those are refused (RangeError)
 * rather than rounded: an amount in words that disagrees with the figure beside it is worse than none.
 */
export function amountInWords(amountPaise: number, language: AmountWordsLanguage): string {
  if (!Number.isSafeInteger(amountPaise) || amountPaise < 0) {
    throw new RangeError(`amountInWords needs a non-negative safe integer of paise: ${amountPaise}`);
  }
  const frame = FRAMES[language];
  const rupees = Math.floor(amountPaise / 100);
  const paise = amountPaise % 100;
  const parts: string[] = [];
  if (rupees > 0 || paise === 0) parts.push(`${frame.rupees} ${frame.words(rupees)}`);
  if (paise > 0) parts.push(`${frame.paise} ${frame.words(paise)}`);
  return `${parts.join(frame.and)} ${frame.only}`;
}
