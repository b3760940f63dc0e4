/**
 * A whole number in Tamil words with Indian grouping, in the written (not colloquial) forms: tens fuse with
 * their unit (இருபத்தொன்று, not "இருபத்தி ஒன்று"), a count of thousands fuses with ஆயிரம் (இருபத்தோராயிரம்),
 * a place followed by more takes its joining form (நூறு → நூற்று, ஆயிரம் → ஆயிரத்து, இலட்சம் → இலட்சத்து,
 * கோடி → கோடியே), a count before இலட்சம் or கோடி says ஒரு for ஒன்று (ஒரு இலட்சம், இருபத்தொரு இலட்சம்), and a
 * joining form ending in உ doubles a following hard consonant (நூற்றுப் பத்து, இலட்சத்துத் தொண்ணூறாயிரம்).
 *
 * Sources the forms were checked against: Tamil Virtual Academy (tamilvu.org, l0100, p. 544), which writes
 * e.g. "ஒரு கோடியே அறுபத்தேழு லட்சத்து எழுபத்தேழாயிரத்து இருநூற்றுப் பதினைந்து" and "நாற்பத்தொரு
 * லட்சத்துத் தொண்ணூற்று நாலாயிரத்து முந்நூற்று மூன்று"; kuruvirotti.com's Indian number system table
 * (ஒரு இலட்சம், பத்து இலட்சம், ஒரு கோடி, நூறு கோடி, ஆயிரம் கோடி, ஒரு இலட்சம் கோடி).
 *
 * Why not a library: to-words 5.7.0 (the maintained one with Indian locales) writes Tamil colloquially
 * ("இருபத்தி ஒன்று") with no joining forms (நூற்று, ஆயிரத்து, கோடியே), which a government bill should not print.
 *
 * Choices where two spellings are in use (money-and-reports.md): இலட்சம் rather than லட்சம் (the constant
 * below is the one place to change it); the regular fused thousands (நான்காயிரம், ஐந்தாயிரம், எட்டாயிரம்)
 * rather than the older நாலாயிரம், ஐயாயிரம், எண்ணாயிரம்; a hundred stays a separate word from what follows
 * (ஐந்நூற்று ஐம்பத்தொன்பது, as the billing issue's example writes it).
 */
const LAKH = { alone: 'இலட்சம்', joining: 'இலட்சத்து' } as const;
const CRORE = { alone: 'கோடி', joining: 'கோடியே' } as const;
const THOUSAND = 'ஆயிரம்';

const BELOW_TWENTY = [
  'பூஜ்ஜியம்',
  'ஒன்று',
  'இரண்டு',
  'மூன்று',
  'நான்கு',
  'ஐந்து',
  'ஆறு',
  'ஏழு',
  'எட்டு',
  'ஒன்பது',
  'பத்து',
  'பதினொன்று',
  'பன்னிரண்டு',
  'பதின்மூன்று',
  'பதினான்கு',
  'பதினைந்து',
  'பதினாறு',
  'பதினேழு',
  'பதினெட்டு',
  'பத்தொன்பது',
];
const TENS = ['', '', 'இருபது', 'முப்பது', 'நாற்பது', 'ஐம்பது', 'அறுபது', 'எழுபது', 'எண்பது', 'தொண்ணூறு'];
/** The tens word without its final உ; the unit's vowel sign (below) completes the syllable: இருபத்த + ொன்று. */
const TENS_STEM = ['', '', 'இருபத்த', 'முப்பத்த', 'நாற்பத்த', 'ஐம்பத்த', 'அறுபத்த', 'எழுபத்த', 'எண்பத்த', 'தொண்ணூற்ற'];
/** Each unit as it continues a tens stem: a vowel-initial unit merges (த + ஒ = தொ), others keep the உ (து + மூன்று). */
const UNIT_AFTER_TENS = ['', 'ொன்று', 'ிரண்டு', 'ுமூன்று', 'ுநான்கு', 'ைந்து', 'ாறு', 'ேழு', 'ெட்டு', 'ொன்பது'];
const HUNDREDS = [
  '',
  'நூறு',
  'இருநூறு',
  'முந்நூறு',
  'நானூறு',
  'ஐந்நூறு',
  'அறுநூறு',
  'எழுநூறு',
  'எண்ணூறு',
  'தொள்ளாயிரம்',
];
const HUNDREDS_JOINING = [
  '',
  'நூற்று',
  'இருநூற்று',
  'முந்நூற்று',
  'நானூற்று',
  'ஐந்நூற்று',
  'அறுநூற்று',
  'எழுநூற்று',
  'எண்ணூற்று',
  'தொள்ளாயிரத்து',
];
const HARD_CONSONANTS = new Set(['க', 'ச', 'த', 'ப']);

/** A word, and whether it is a joining form (நூற்று, ஆயிரத்து, இலட்சத்து) that doubles a hard consonant after it. */
interface Word {
  text: string;
  joining: boolean;
}

function belowHundred(n: number): string {
  if (n < 20) return BELOW_TWENTY[n] as string;
  const unit = n % 10;
  const tens = Math.floor(n / 10);
  return unit === 0 ? (TENS[tens] as string) : `${TENS_STEM[tens]}${UNIT_AFTER_TENS[unit]}`;
}

/** The form of a count that stands before a noun (இலட்சம், கோடி): ஒன்று becomes ஒரு, alone or fused. */
function beforeNoun(word: string): string {
  return word.replace(/([ஒொ])ன்று$/u, '$1ரு');
}

/** 1..99 thousands as one word: ஆயிரம், இரண்டாயிரம், பதினோராயிரம், இருபத்தோராயிரம்; joining: …ஆயிரத்து. */
function thousands(count: number, joining: boolean): Word {
  const countWord = belowHundred(count);
  let text = THOUSAND;
  if (count > 1) {
    // Every Tamil number word below a hundred ends in உ, which gives way to the ஆ of ஆயிரம்; ஒன்று takes ஓர்.
    text = countWord.endsWith('ொன்று')
      ? countWord.replace(/ொன்று$/u, 'ோராயிரம்')
      : `${countWord.slice(0, -1)}ாயிரம்`;
  }
  return { text: joining ? text.replace(/ம்$/u, 'த்து') : text, joining };
}

function words(n: number, countBeforeNoun: boolean): Word[] {
  const crore = Math.floor(n / 10_000_000);
  const rest = n % 10_000_000;
  const lakh = Math.floor(rest / 100_000);
  const thousand = Math.floor((rest % 100_000) / 1000);
  const hundred = Math.floor((rest % 1000) / 100);
  const below = rest % 100;
  const out: Word[] = [];
  if (crore > 0) {
    out.push(...words(crore, true), { text: rest > 0 ? CRORE.joining : CRORE.alone, joining: false });
  }
  if (lakh > 0) {
    const joining = rest % 100_000 > 0;
    out.push({ text: beforeNoun(belowHundred(lakh)), joining: false });
    out.push({ text: joining ? LAKH.joining : LAKH.alone, joining });
  }
  if (thousand > 0) out.push(thousands(thousand, rest % 1000 > 0));
  if (hundred > 0) {
    out.push(
      below > 0
        ? { text: HUNDREDS_JOINING[hundred] as string, joining: true }
        : { text: HUNDREDS[hundred] as string, joining: false },
    );
  }
  if (below > 0) {
    const word = belowHundred(below);
    out.push({ text: countBeforeNoun ? beforeNoun(word) : word, joining: false });
  }
  return out;
}

/** `n` is a safe non-negative integer; 0 is பூஜ்ஜியம் only on its own. */
export function tamilNumberWords(n: number): string {
  if (n === 0) return BELOW_TWENTY[0] as string;
  const list = words(n, false);
  return list
    .map((word, i) => {
      const next = list[i + 1]?.text.charAt(0);
      return word.joining && next !== undefined && HARD_CONSONANTS.has(next)
        ? `${word.text}${next}்`
        : word.text;
    })
    .join(' ');
}
