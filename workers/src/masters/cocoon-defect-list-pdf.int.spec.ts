import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CocoonDefectRow } from '@cocoon/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { findPackageRoot } from '../package-root.js';
import { logicalTamil } from '../pdf/testing/pdf-files.js';
import { renderCocoonDefectListPdf } from './cocoon-defect-list-pdf.js';

const artifacts = path.join(findPackageRoot(import.meta.url), '..', 'test-artifacts', 'workers');
const pdfPath = path.join(artifacts, 'cocoon-defect-list.pdf');

const TAMIL_NAMES = ['இரட்டைக் கூடு', 'கறை படிந்த கூடு', 'மெல்லிய ஓடு கூடு', 'உருக்குலைந்த கூடு'];
const ENGLISH_NAMES = ['Double cocoon', 'Stained cocoon', 'Thin shell cocoon', 'Malformed cocoon'];

// 40 rows do not fit one A4 page under the letterhead, so the header repeat and "Page 2 of 2" are exercised.
const rows: CocoonDefectRow[] = Array.from({ length: 40 }, (_, index) => ({
  defectId: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  defectCode: `DF${String(index + 1).padStart(2, '0')}`,
  defectName:
    index === 39
      ? 'Flimsy cocoon with a pierced end and a long description that has to wrap inside its cell / ஓட்டைக் கூடு'
      : `${ENGLISH_NAMES[index % 4]} / ${TAMIL_NAMES[index % 4]}`,
  isActive: index % 7 === 6 ? 0 : 1,
}));

let raw = '';
let text = '';
let pages: string[] = [];

beforeAll(async () => {
  const pdf = await renderCocoonDefectListPdf(rows, {
    generatedAt: new Date('2026-11-22T06:35:00Z'),
    requestedBy: 'Branch Admin (branch)',
  });
  mkdirSync(artifacts, { recursive: true });
  writeFileSync(pdfPath, pdf);
  raw = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
  text = logicalTamil(raw);
  pages = text.split('\f').filter((page) => page.trim() !== '');
  // Stale page images from an earlier run would be mistaken for this one's.
  for (const file of readdirSync(artifacts)) {
    if (file.startsWith('cocoon-defect-list-') && file.endsWith('.png')) rmSync(path.join(artifacts, file));
  }
  execFileSync('pdftoppm', ['-png', '-r', '60', pdfPath, path.join(artifacts, 'cocoon-defect-list')]);
});

describe('renderCocoonDefectListPdf', () => {
  it('is a PDF of two A4 pages numbered "Page X of Y"', () => {
    const info = execFileSync('pdfinfo', [pdfPath], { encoding: 'utf8' });
    expect(info).toMatch(/Pages:\s+2\b/);
    expect(info).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
    expect(pages[0]).toContain('Page 1 of 2');
    expect(pages[1]).toContain('Page 2 of 2');
  });

  it('prints the bilingual department header, title, IST time and requester', () => {
    const first = pages[0] ?? '';
    for (const expected of [
      'பட்டு வளர்ச்சித் துறை',
      'Department of Sericulture',
      'Government of Tamil Nadu',
      'தமிழ்நாடு அரசு',
      'Cocoon Defect List',
      'பட்டுக்கூடு குறைபாடுகள் பட்டியல்',
      // 06:35 UTC is 12:05 in Asia/Kolkata
      'Generated on: 22/11/2026 12:05 IST',
      'Requested by: Branch Admin (branch)',
      'Total defects: 40',
    ]) {
      expect(first).toContain(expected);
    }
  });

  it('lists every code once with its English and Tamil name and status', () => {
    for (const row of rows) expect(text.match(new RegExp(`\\b${row.defectCode}\\b`, 'g'))).toHaveLength(1);
    expect(text).toContain('Double cocoon / இரட்டைக் கூடு');
    for (const name of TAMIL_NAMES) expect(text).toContain(name);
    expect(text).toMatch(/\bDF07\b.*\binActive\b/);
    expect(text).toMatch(/\bDF01\b.*\bActive\b/);
  });

  it('shapes Tamil: vowel signs reordered by the shaper, no dotted-circle placeholders', () => {
    // Unshaped text would extract in logical order ("டை"); only the Indic shaper draws the sign first.
    expect(raw).toContain('இரட்\u0BC8டக் கூடு');
    expect(raw).toContain('\u0BC6மல்லிய');
    expect(raw).not.toContain('\u25CC');
  });

  it('repeats the table header on the second page', () => {
    for (const page of pages) expect(page).toMatch(/S\.No\s+Defect Code\s+Defect Name\s+Status/);
    expect(pages[1]).toContain('DF40');
  });
});
