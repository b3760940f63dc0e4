import QRCode from 'qrcode';
import type { PrintedDocumentCode } from '../documents/document-codes.js';
import { drawMixedText } from './mixed-text.js';

/**
 * Issue 26: the signed code every printed document carries. The QR holds the verify page's full https URL with
 * the token after `#` (about 450 characters: QR version 16 at error correction M, 81 modules), drawn as vector
 * squares so it prints sharp at any size; under it, in plain text a forger cannot move into the QR, the check
 * code and the official address to type it into.
 */
export const QR_ERROR_CORRECTION = 'M';

/** The QR's modules for a URL: true is dark. */
export function qrModules(url: string): { size: number; dark(row: number, column: number): boolean } {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: QR_ERROR_CORRECTION });
  return { size: modules.size, dark: (row, column) => Boolean(modules.get(row, column)) };
}

/** The check code as printed: two groups of three, easier to read out and type. */
export const groupedCheckCode = (code: string): string => `${code.slice(0, 3)}-${code.slice(3)}`;

/**
 * Draws the QR with its quiet zone (two modules, inside `size`) at `at`, then the check code and the address
 * under it, centred on the QR and wrapped within `captionWidth`. Returns the y below the caption.
 */
export function drawDocumentCode(
  doc: PDFKit.PDFDocument,
  code: PrintedDocumentCode,
  at: { x: number; y: number; size: number; captionWidth?: number },
): number {
  const qr = qrModules(code.url);
  const quiet = 2;
  const module = at.size / (qr.size + 2 * quiet);
  doc.save();
  doc.rect(at.x, at.y, at.size, at.size).fill('#ffffff');
  doc.fillColor('#000000');
  for (let row = 0; row < qr.size; row++) {
    // One rectangle per run of dark modules in a row: a fifth of the drawing operations, the same picture.
    let column = 0;
    while (column < qr.size) {
      if (!qr.dark(row, column)) {
        column++;
        continue;
      }
      const start = column;
      while (column < qr.size && qr.dark(row, column)) column++;
      doc.rect(
        at.x + (quiet + start) * module,
        at.y + (quiet + row) * module,
        (column - start) * module,
        module,
      );
    }
  }
  doc.fill();
  doc.restore();
  const captionWidth = at.captionWidth ?? at.size;
  const box = { x: at.x + at.size / 2 - captionWidth / 2, width: captionWidth, align: 'center' as const };
  let y = drawMixedText(
    doc,
    `Code / குறியீடு: ${groupedCheckCode(code.checkCode)}`,
    { ...box, top: at.y + at.size },
    {
      size: 7,
      weight: 'bold',
      color: '#000000',
    },
  );
  y = drawMixedText(
    doc,
    `Verify at ${code.verifyAddress}`,
    { ...box, top: y },
    {
      size: 6,
      weight: 'regular',
      color: '#333333',
    },
  );
  return y;
}
