import type { Font } from 'fontkit';

/** The parts of fontkit's TrueType glyph this touches (fontkit 2.0: `TTFGlyph._decode`). */
interface DecodableGlyph {
  _decode: () => unknown;
}

interface GlyphSource {
  getGlyph(id: number, codePoints?: number[]): DecodableGlyph | null;
  _variationProcessor?: unknown;
}

const memoized = new WeakSet<object>();

/**
 * Each document embeds a subset of the faces, and fontkit's subsetter decodes every glyph's whole outline
 * only to learn whether it is a composite (node --cpu-prof: a sixth of a one-bill render). A glyph's
 * decoded outline never changes for a static font, and our fonts are parsed once per process, so each
 * glyph is decoded once. Variable fonts are left alone: there the outline is transformed in place.
 */
export function memoizeGlyphDecoding(font: Font): void {
  const source = font as unknown as GlyphSource;
  if (source._variationProcessor) return;
  const getGlyph = source.getGlyph.bind(source);
  source.getGlyph = (id, codePoints) => {
    const glyph = getGlyph(id, codePoints);
    if (glyph && !memoized.has(glyph)) {
      memoized.add(glyph);
      const decode = glyph._decode.bind(glyph);
      let decoded: { value: unknown } | undefined;
      glyph._decode = () => {
        decoded ??= { value: decode() };
        return decoded.value;
      };
    }
    return glyph;
  };
}
