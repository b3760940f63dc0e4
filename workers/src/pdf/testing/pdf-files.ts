import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { findPackageRoot } from '../../package-root.js';

/** Where specs leave their PDFs and page images for a person to look at (git-ignored). */
export const artifactsDirectory = path.join(
  findPackageRoot(import.meta.url),
  '..',
  'test-artifacts',
  'workers',
);

/**
 * pdftotext returns glyphs in the order they are drawn. Tamil's pre-base vowel signs (ெ ே ை, and the
 * left half of ொ ோ ௌ) are drawn before their consonant, so a correctly shaped "டை" extracts as "ைட".
 * Moving the signs back behind their consonant gives the logical text the renderer was given.
 */
export function logicalTamil(visual: string): string {
  return visual
    .replace(
      /([\u0BC6\u0BC7])([\u0B95-\u0BB9])\u0BBE/gu,
      (_all, sign: string, consonant: string) => consonant + (sign === '\u0BC6' ? '\u0BCA' : '\u0BCB'),
    )
    .replace(/\u0BC6([\u0B95-\u0BB9])\u0BD7/gu, '$1\u0BCC')
    .replace(/([\u0BC6-\u0BC8])([\u0B95-\u0BB9])/gu, '$2$1');
}

export interface SavedPdf {
  path: string;
  /** pdftotext -layout, Tamil put back in logical order, one string per page. */
  pages: string[];
  /** The same, whole. */
  text: string;
  /** pdftotext without -layout (reading order), Tamil in logical order. */
  flowText: string;
  pageCount: number;
}

/**
 * Writes the PDF under test-artifacts, extracts its text, and renders its pages at 60 dpi to
 * `<name>-N.png` beside it (earlier images of the same name are removed first, so none is stale).
 */
export function savePdf(name: string, pdf: Buffer): SavedPdf {
  mkdirSync(artifactsDirectory, { recursive: true });
  const pdfPath = path.join(artifactsDirectory, `${name}.pdf`);
  writeFileSync(pdfPath, pdf);
  const text = logicalTamil(execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' }));
  const flowText = logicalTamil(execFileSync('pdftotext', [pdfPath, '-'], { encoding: 'utf8' }));
  const pages = text.split('\f').filter((page) => page.trim() !== '');
  for (const file of readdirSync(artifactsDirectory)) {
    if (file.startsWith(`${name}-`) && file.endsWith('.png')) rmSync(path.join(artifactsDirectory, file));
  }
  execFileSync('pdftoppm', ['-png', '-r', '60', pdfPath, path.join(artifactsDirectory, name)]);
  const info = execFileSync('pdfinfo', [pdfPath], { encoding: 'utf8' });
  const pageCount = Number(/Pages:\s+(\d+)/.exec(info)?.[1] ?? 0);
  return { path: pdfPath, pages, text, flowText, pageCount };
}
