import { DEPARTMENT_NAME_EN } from '@cocoon/domain';
import PDFDocument from 'pdfkit';
import { registerFonts } from './fonts.js';
import { drawMixedText, type TextStyle } from './mixed-text.js';

const FOOTER_STYLE: TextStyle = { size: 8, weight: 'regular', color: '#555555' };

export interface PdfDocumentInfo {
  title: string;
  generatedAt: Date;
  /** Wide tables (a report's many columns) print across the page. */
  landscape?: boolean;
}

/**
 * An A4 document with the Noto faces registered. Pages stay buffered so the footer can print
 * "Page X of Y" once the total is known. The creation date is the caller's, so the same input renders
 * the same bytes' meaning regardless of when the job runs.
 */
export function createPdfDocument(info: PdfDocumentInfo): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'A4',
    layout: info.landscape ? 'landscape' : 'portrait',
    margins: { top: 40, bottom: 50, left: 40, right: 40 },
    bufferPages: true,
    autoFirstPage: true,
    info: {
      Title: info.title,
      Author: `${DEPARTMENT_NAME_EN}, Government of Tamil Nadu`,
      Creator: 'Cocoon Market System',
      CreationDate: info.generatedAt,
    },
  });
  registerFonts(doc);
  return doc;
}

/** Pages numbered together: one printed record (a bill) in a batch of many, or the whole document. */
export interface PageGroup {
  caption: string;
  /** Index of its first buffered page. */
  firstPage: number;
  pageCount: number;
}

/** Writes the footer on every buffered page: a caption on the left and "Page X of Y" on the right. */
export function drawPageFooters(doc: PDFKit.PDFDocument, caption: string): void {
  const range = doc.bufferedPageRange();
  drawGroupedPageFooters(doc, [{ caption, firstPage: range.start, pageCount: range.count }]);
}

/**
 * Numbers each group's pages on their own, so the second page of the 57th bill in a day's batch reads
 * "Page 2 of 2" under that bill's caption, not "Page 58 of 110".
 */
export function drawGroupedPageFooters(doc: PDFKit.PDFDocument, groups: readonly PageGroup[]): void {
  for (const group of groups) {
    for (let page = 0; page < group.pageCount; page++) {
      doc.switchToPage(group.firstPage + page);
      drawFooter(doc, group.caption, `Page ${page + 1} of ${group.pageCount}`);
    }
  }
}

function drawFooter(doc: PDFKit.PDFDocument, caption: string, pageLabel: string): void {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const top = doc.page.height - doc.page.margins.bottom + 14;
  doc
    .moveTo(left, top - 4)
    .lineTo(left + width, top - 4)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke();
  drawMixedText(doc, caption, { x: left, top, width: width * 0.75 }, FOOTER_STYLE);
  drawMixedText(doc, pageLabel, { x: left, top, width, align: 'right' }, FOOTER_STYLE);
}

/** Ends the document and collects its bytes (the stream keeps what was written before we listen). */
export function finishPdf(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
