import { describe, expect, it } from 'vitest';
import { createPdfDocument, finishPdf } from './document.js';
import { drawMixedText } from './mixed-text.js';
import { savePdf } from './testing/pdf-files.js';

/** A one-line PDF through the process's shared fonts, read back with pdftotext. */
async function printed(name: string, text: string): Promise<string> {
  const doc = createPdfDocument({ title: name, generatedAt: new Date('2026-11-27T04:30:00Z') });
  drawMixedText(doc, text, { x: 40, top: 60, width: 500 }, { size: 12, weight: 'regular' });
  return savePdf(name, await finishPdf(doc)).text;
}

describe('the text of a printed document', () => {
  it('keeps its periods after a document that drew an ellipsis (a glyph made of periods) first', async () => {
    // Noto Sans draws "…" from its period: the period is first met here as a part, with no character.
    expect(await printed('glyphs-ellipsis-first', 'Government Cocoon Market, Bagalur Ro…')).toContain('Ro…');
    const receipt = await printed('glyphs-periods-after', 'Rs 59,219.32 paid by hosur.admin');
    expect(receipt).toContain('Rs 59,219.32 paid by hosur.admin');
  });
});
