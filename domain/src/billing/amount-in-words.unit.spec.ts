import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words.js';

const rupees = (r: number, p = 0) => r * 100 + p;

describe('amountInWords', () => {
  describe('English (Indian grouping)', () => {
    const cases: [number, string][] = [
      [0, 'Rupees Zero Only'],
      [1, 'Paise One Only'],
      [99, 'Paise Ninety Nine Only'],
      [rupees(1), 'Rupees One Only'],
      [rupees(11), 'Rupees Eleven Only'],
      [rupees(12), 'Rupees Twelve Only'],
      [rupees(13), 'Rupees Thirteen Only'],
      [rupees(14), 'Rupees Fourteen Only'],
      [rupees(15), 'Rupees Fifteen Only'],
      [rupees(16), 'Rupees Sixteen Only'],
      [rupees(17), 'Rupees Seventeen Only'],
      [rupees(18), 'Rupees Eighteen Only'],
      [rupees(19), 'Rupees Nineteen Only'],
      [rupees(20), 'Rupees Twenty Only'],
      [rupees(21), 'Rupees Twenty One Only'],
      [rupees(99), 'Rupees Ninety Nine Only'],
      [rupees(100), 'Rupees One Hundred Only'],
      [rupees(101), 'Rupees One Hundred One Only'],
      [rupees(110), 'Rupees One Hundred Ten Only'],
      [rupees(999), 'Rupees Nine Hundred Ninety Nine Only'],
      [rupees(1000), 'Rupees One Thousand Only'],
      [rupees(1001), 'Rupees One Thousand One Only'],
      [rupees(10_000), 'Rupees Ten Thousand Only'],
      [rupees(1_00_000), 'Rupees One Lakh Only'],
      [rupees(1_00_001), 'Rupees One Lakh One Only'],
      [rupees(10_00_000), 'Rupees Ten Lakh Only'],
      [rupees(1_00_00_000), 'Rupees One Crore Only'],
      [rupees(1_00_00_000, 1), 'Rupees One Crore and Paise One Only'],
      [
        rupees(99_99_99_999, 99),
        'Rupees Ninety Nine Crore Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine and Paise Ninety Nine Only',
      ],
      [rupees(100_00_00_000), 'Rupees One Hundred Crore Only'],
      [rupees(1_00_000_00_00_000), 'Rupees One Lakh Crore Only'],
      // money-and-reports.md's farmer bill example, word for word.
      [rupees(21_559, 30), 'Rupees Twenty One Thousand Five Hundred Fifty Nine and Paise Thirty Only'],
    ];
    it.each(cases)('%i paise reads "%s"', (paise, words) => {
      expect(amountInWords(paise, 'en')).toBe(words);
    });
  });

  /*
   * Expectations written by hand from the Tamil Virtual Academy text (tamilvu.org l0100, p. 544: "ஒரு கோடியே
   * அறுபத்தேழு லட்சத்து எழுபத்தேழாயிரத்து இருநூற்றுப் பதினைந்து", "நாற்பத்தொரு லட்சத்துத் தொண்ணூற்று …") and
   * kuruvirotti.com's Indian number system table (ஒரு இலட்சம், பத்து இலட்சம், ஒரு கோடி, நூறு கோடி, ஆயிரம் கோடி),
   * with இலட்சம் as our chosen spelling of lakh and the regular fused thousands (தொண்ணூற்றுநான்காயிரம் where the
   * Academy writes தொண்ணூற்று நாலாயிரம்; both are in use, number-words-ta.ts says why we keep one).
   */
  describe('Tamil', () => {
    const cases: [number, string][] = [
      [0, 'ரூபாய் பூஜ்ஜியம் மட்டும்'],
      [1, 'பைசா ஒன்று மட்டும்'],
      [99, 'பைசா தொண்ணூற்றொன்பது மட்டும்'],
      [rupees(1), 'ரூபாய் ஒன்று மட்டும்'],
      [rupees(11), 'ரூபாய் பதினொன்று மட்டும்'],
      [rupees(12), 'ரூபாய் பன்னிரண்டு மட்டும்'],
      [rupees(13), 'ரூபாய் பதின்மூன்று மட்டும்'],
      [rupees(14), 'ரூபாய் பதினான்கு மட்டும்'],
      [rupees(15), 'ரூபாய் பதினைந்து மட்டும்'],
      [rupees(16), 'ரூபாய் பதினாறு மட்டும்'],
      [rupees(17), 'ரூபாய் பதினேழு மட்டும்'],
      [rupees(18), 'ரூபாய் பதினெட்டு மட்டும்'],
      [rupees(19), 'ரூபாய் பத்தொன்பது மட்டும்'],
      [rupees(20), 'ரூபாய் இருபது மட்டும்'],
      [rupees(21), 'ரூபாய் இருபத்தொன்று மட்டும்'],
      [rupees(22), 'ரூபாய் இருபத்திரண்டு மட்டும்'],
      [rupees(23), 'ரூபாய் இருபத்துமூன்று மட்டும்'],
      [rupees(25), 'ரூபாய் இருபத்தைந்து மட்டும்'],
      [rupees(67), 'ரூபாய் அறுபத்தேழு மட்டும்'],
      [rupees(88), 'ரூபாய் எண்பத்தெட்டு மட்டும்'],
      [rupees(96), 'ரூபாய் தொண்ணூற்றாறு மட்டும்'],
      [rupees(99), 'ரூபாய் தொண்ணூற்றொன்பது மட்டும்'],
      // நூறு alone, நூற்று when more follows; a hard consonant after நூற்று is doubled.
      [rupees(100), 'ரூபாய் நூறு மட்டும்'],
      [rupees(101), 'ரூபாய் நூற்று ஒன்று மட்டும்'],
      [rupees(110), 'ரூபாய் நூற்றுப் பத்து மட்டும்'],
      [rupees(215), 'ரூபாய் இருநூற்றுப் பதினைந்து மட்டும்'],
      [rupees(500), 'ரூபாய் ஐந்நூறு மட்டும்'],
      [rupees(900), 'ரூபாய் தொள்ளாயிரம் மட்டும்'],
      [rupees(999), 'ரூபாய் தொள்ளாயிரத்துத் தொண்ணூற்றொன்பது மட்டும்'],
      // ஆயிரம் alone, ஆயிரத்து when more follows; a count of thousands fuses with it.
      [rupees(1000), 'ரூபாய் ஆயிரம் மட்டும்'],
      [rupees(1001), 'ரூபாய் ஆயிரத்து ஒன்று மட்டும்'],
      [rupees(2000), 'ரூபாய் இரண்டாயிரம் மட்டும்'],
      [rupees(10_000), 'ரூபாய் பத்தாயிரம் மட்டும்'],
      [rupees(11_000), 'ரூபாய் பதினோராயிரம் மட்டும்'],
      [rupees(77_215), 'ரூபாய் எழுபத்தேழாயிரத்து இருநூற்றுப் பதினைந்து மட்டும்'],
      // இலட்சம் / இலட்சத்து, with ஒரு for a count of one.
      [rupees(1_00_000), 'ரூபாய் ஒரு இலட்சம் மட்டும்'],
      [rupees(1_00_001), 'ரூபாய் ஒரு இலட்சத்து ஒன்று மட்டும்'],
      [rupees(10_00_000), 'ரூபாய் பத்து இலட்சம் மட்டும்'],
      [rupees(41_94_303), 'ரூபாய் நாற்பத்தொரு இலட்சத்துத் தொண்ணூற்றுநான்காயிரத்து முந்நூற்று மூன்று மட்டும்'],
      // கோடி / கோடியே.
      [rupees(1_00_00_000), 'ரூபாய் ஒரு கோடி மட்டும்'],
      [rupees(1_67_77_215), 'ரூபாய் ஒரு கோடியே அறுபத்தேழு இலட்சத்து எழுபத்தேழாயிரத்து இருநூற்றுப் பதினைந்து மட்டும்'],
      [
        rupees(99_99_99_999, 99),
        'ரூபாய் தொண்ணூற்றொன்பது கோடியே தொண்ணூற்றொன்பது இலட்சத்துத் தொண்ணூற்றொன்பதாயிரத்துத் தொள்ளாயிரத்துத் தொண்ணூற்றொன்பது பைசா தொண்ணூற்றொன்பது மட்டும்',
      ],
      [rupees(100_00_00_000), 'ரூபாய் நூறு கோடி மட்டும்'],
      [rupees(1000_00_00_000), 'ரூபாய் ஆயிரம் கோடி மட்டும்'],
      [rupees(21_00_000_00_00_000), 'ரூபாய் இருபத்தொரு இலட்சம் கோடி மட்டும்'],
      [rupees(21_559, 30), 'ரூபாய் இருபத்தோராயிரத்து ஐந்நூற்று ஐம்பத்தொன்பது பைசா முப்பது மட்டும்'],
    ];
    it.each(cases)('%i paise reads "%s"', (paise, words) => {
      expect(amountInWords(paise, 'ta')).toBe(words);
    });
  });

  it('spells the largest safe amount without losing a paisa', () => {
    expect(amountInWords(Number.MAX_SAFE_INTEGER, 'en')).toBe(
      'Rupees Ninety Lakh Seven Thousand One Hundred Ninety Nine Crore Twenty Five Lakh Forty Seven Thousand Four Hundred Nine and Paise Ninety One Only',
    );
  });

  it.each([-1, 0.5, 100.25, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1])(
    'refuses %s paise, which no bill holds',
    (paise) => {
      expect(() => amountInWords(paise, 'en')).toThrow(RangeError);
      expect(() => amountInWords(paise, 'ta')).toThrow(RangeError);
    },
  );
});
