import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findPackageRoot } from '../package-root.js';

export type Script = 'tamil' | 'latin';
export type FontWeight = 'regular' | 'bold';

const FONT_FILES: Record<Script, Record<FontWeight, string>> = {
  latin: { regular: 'NotoSans-Regular.ttf', bold: 'NotoSans-Bold.ttf' },
  tamil: { regular: 'NotoSansTamil-Regular.ttf', bold: 'NotoSansTamil-Bold.ttf' },
};

/** Shipped with the package (see assets/fonts/README.md): a fresh machine has no system Noto fonts. */
export const fontsDirectory = path.join(findPackageRoot(import.meta.url), 'assets', 'fonts');

let fontBytes: Map<string, Buffer> | undefined;

function loadFontBytes(): Map<string, Buffer> {
  if (!fontBytes) {
    const loaded = new Map<string, Buffer>();
    for (const script of ['latin', 'tamil'] as const) {
      for (const weight of ['regular', 'bold'] as const) {
        loaded.set(
          fontName(script, weight),
          readFileSync(path.join(fontsDirectory, FONT_FILES[script][weight])),
        );
      }
    }
    fontBytes = loaded;
  }
  return fontBytes;
}

export function fontName(script: Script, weight: FontWeight): string {
  return `${script}-${weight}`;
}

/** Registers the four faces under the names `fontName` returns; pdfkit embeds only the glyphs used. */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  for (const [name, bytes] of loadFontBytes()) doc.registerFont(name, bytes);
}
