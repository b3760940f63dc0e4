import { listCocoonDefects } from '@cocoon/projectors';
import type { DocumentRenderer } from '../documents/renderers.js';
import { fileStamp } from '../pdf/format.js';
import { renderCocoonDefectListPdf } from './cocoon-defect-list-pdf.js';

export const renderCocoonDefectListDocument: DocumentRenderer = async (job, { db, now }) => {
  const rows = await listCocoonDefects(db);
  const content = await renderCocoonDefectListPdf(rows, { generatedAt: now, requestedBy: job.requestedBy });
  return { content, contentType: 'application/pdf', fileName: `cocoon-defect-list-${fileStamp(now)}.pdf` };
};
