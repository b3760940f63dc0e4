import { describe, expect, it } from 'vitest';
import { splitScriptRuns } from './script-runs.js';

describe('splitScriptRuns', () => {
  it('keeps English and Tamil apart, spaces and punctuation with the run they follow', () => {
    expect(splitScriptRuns('Double cocoon / இரட்டைக் கூடு')).toEqual([
      { script: 'latin', text: 'Double cocoon / ' },
      { script: 'tamil', text: 'இரட்டைக் கூடு' },
    ]);
  });

  it('keeps a Tamil phrase with spaces and digits as one run, so it is shaped whole', () => {
    expect(splitScriptRuns('தமிழ்நாடு அரசு 2026, Chennai')).toEqual([
      { script: 'tamil', text: 'தமிழ்நாடு அரசு 2026, ' },
      { script: 'latin', text: 'Chennai' },
    ]);
  });

  it('gives leading neutral characters to the first run and plain digits to Latin', () => {
    expect(splitScriptRuns('(1) கூடு')).toEqual([{ script: 'tamil', text: '(1) கூடு' }]);
    expect(splitScriptRuns('12/11/2026')).toEqual([{ script: 'latin', text: '12/11/2026' }]);
    expect(splitScriptRuns('')).toEqual([]);
  });

  it('sends characters NotoSansTamil lacks to Latin even between Tamil words', () => {
    expect(splitScriptRuns('கூடு @ கூடு')).toEqual([
      { script: 'tamil', text: 'கூடு ' },
      { script: 'latin', text: '@ ' },
      { script: 'tamil', text: 'கூடு' },
    ]);
  });
});
