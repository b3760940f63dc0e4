import type { Font } from 'fontkit';

/** The parts of fontkit's glyph this touches (fontkit 2.0: `Glyph.codePoints`, `Font.getGlyph`). */
interface GlyphWithCodePoints {
  codePoints: number[];
}
interface GlyphSource {
  getGlyph(id: number, codePoints?: number[]): GlyphWithCodePoints | null;
}

/**
 * A glyph keeps the characters it was first asked for (fontkit caches one glyph object per id and font). Our
 * fonts are parsed once per process (fonts.ts), so a glyph first met as a part of another glyph, with no
 * characters, stayed without them for every later document: Noto Sans draws "…" and "·" from its period, so
 * after a document whose subset took an ellipsis in first (a cut-short name, a table cell), every later PDF of
 * the process drew its periods with no character behind them. They printed, but their text was lost: pdftotext,
 * a search or a screen reader read "59,219 32" and "127 0 0 1" on a receipt. The characters a layout asks a
 * glyph for are given to it when it has none yet.
 */
export function keepGlyphCodePoints(font: Font): void {
  const source = font as unknown as GlyphSource;
  const getGlyph = source.getGlyph.bind(source);
  source.getGlyph = (id, codePoints) => {
    const glyph = getGlyph(id, codePoints);
    if (glyph && glyph.codePoints.length === 0 && codePoints && codePoints.length > 0)
      glyph.codePoints = codePoints;
    return glyph;
  };
}
