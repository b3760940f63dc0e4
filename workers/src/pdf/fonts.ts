import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Font, create as openFont } from 'fontkit';
import { findPackageRoot } from '../package-root.js';
import { keepGlyphCodePoints } from './glyph-code-points.js';
import { memoizeGlyphDecoding } from './glyph-decode-memo.js';

export type Script = 'tamil' | 'latin';
export type FontWeight = 'regular' | 'bold';

const FONT_FILES: Record<Script, Record<FontWeight, string>> = {
  latin: { regular: 'NotoSans-Regular.ttf', bold: 'NotoSans-Bold.ttf' },
  tamil: { regular: 'NotoSansTamil-Regular.ttf', bold: 'NotoSansTamil-Bold.ttf' },
};

/** Shipped with the package (see assets/fonts/README.md): a fresh machine has no system Noto fonts. */
export const fontsDirectory = path.join(findPackageRoot(import.meta.url), 'assets', 'fonts');

let parsedFonts: Map<string, Font> | undefined;

/**
 * Each face is read and parsed once per process. Parsing Noto Sans Tamil's layout tables for every document
 * took most of a one-bill render (node --cpu-prof: fontkit's table decoding); pdfkit takes a parsed font as a
 * source and still makes a fresh subset of it for each document, so nothing of one document leaks into the
 * next.
 */
function loadFonts(): Map<string, Font> {
  if (!parsedFonts) {
    const loaded = new Map<string, Font>();
    for (const script of ['latin', 'tamil'] as const) {
      for (const weight of ['regular', 'bold'] as const) {
        const bytes = readFileSync(path.join(fontsDirectory, FONT_FILES[script][weight]));
        const font = openFont(bytes);
        memoizeGlyphDecoding(font);
        keepGlyphCodePoints(font);
        loaded.set(fontName(script, weight), font);
      }
    }
    parsedFonts = loaded;
  }
  return parsedFonts;
}

export function fontName(script: Script, weight: FontWeight): string {
  return `${script}-${weight}`;
}

/** Registers the four faces under the names `fontName` returns; pdfkit embeds only the glyphs used. */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  // The pdfkit typings list only paths and bytes as font sources; its code takes a fontkit font as well.
  for (const [name, font] of loadFonts()) {
    doc.registerFont(name, font as unknown as PDFKit.Mixins.PDFFontSource);
  }
  countDocumentOnCaches();
}

/** The one field of pdfkit's per-document font object we touch (pdfkit 0.20: `EmbeddedFont.layoutCache`). */
interface EmbeddedFontInternals {
  layoutCache?: Record<string, unknown>;
}

const sharedLayoutCaches = new Map<string, Record<string, unknown>>();
let documentsOnCaches = 0;
/** Fresh caches after this many documents, so a long-running worker's memory stays bounded. */
const DOCUMENTS_PER_CACHE = 200;

/**
 * Makes `face` the document's current font, sharing its shaping cache with every other document of the
 * process. pdfkit shapes each word once per document and caches the result per font object; a fresh
 * document starts empty, so a one-bill PDF spent half its time re-shaping the same labels (node
 * --cpu-prof). A cached run is the same for every document of the same face: pdfkit only reads it (the
 * glyph ids go into each document's own subset).
 */
export function selectFace(doc: PDFKit.PDFDocument, face: string): PDFKit.PDFDocument {
  doc.font(face);
  const font = (doc as unknown as { _font?: EmbeddedFontInternals })._font;
  if (font?.layoutCache) {
    let shared = sharedLayoutCaches.get(face);
    if (!shared) {
      shared = Object.create(null) as Record<string, unknown>;
      sharedLayoutCaches.set(face, shared);
    }
    if (font.layoutCache !== shared) font.layoutCache = shared;
  }
  return doc;
}

function countDocumentOnCaches(): void {
  documentsOnCaches++;
  if (documentsOnCaches >= DOCUMENTS_PER_CACHE) {
    sharedLayoutCaches.clear();
    documentsOnCaches = 0;
  }
}
