import type { Script } from './fonts.js';

export interface ScriptRun {
  script: Script;
  text: string;
}

const TAMIL = /[\u0B80-\u0BFF]/u;
// Characters both fonts draw: they stay inside the run around them, so a Tamil phrase with spaces or digits
// is shaped as one piece. NotoSansTamil lacks `$&@` and the backtick, so those count as Latin.
// The joiners (ZWNJ, ZWJ) steer Tamil conjuncts, so they too stay with their run.
const NEUTRAL = /[\s0-9!"#%'()*+,\-./:;<=>?[\\\]^_{|}~\u00A0\u2013\u2014\u20B9]|\u200C|\u200D/u;

/**
 * Splits mixed Tamil/English text into runs of one script each, because NotoSansTamil has no Latin letters
 * and NotoSans has no Tamil: each run is then drawn with the font that has its glyphs.
 */
export function splitScriptRuns(text: string): ScriptRun[] {
  const runs: ScriptRun[] = [];
  let pendingNeutral = '';
  for (const char of text) {
    if (NEUTRAL.test(char)) {
      const last = runs.at(-1);
      if (last) last.text += char;
      else pendingNeutral += char;
      continue;
    }
    const script: Script = TAMIL.test(char) ? 'tamil' : 'latin';
    const last = runs.at(-1);
    if (last && last.script === script) last.text += char;
    else runs.push({ script, text: pendingNeutral + char });
    pendingNeutral = '';
  }
  if (pendingNeutral) runs.push({ script: 'latin', text: pendingNeutral });
  return runs;
}
