import { listCocoonDefects } from '@cocoon/projectors';
import type { DocumentRenderer } from '../documents/renderers.js';
import { formatIstDateTime } from '../pdf/format.js';
import { renderCocoonDefectListPdf } from './cocoon-defect-list-pdf.js';

/** `22/11/2026 12:05` -> `20261122-1205`, so downloads sort by when they were made. */
function fileStamp(instant: Date): string {
  const [date = '', time = ''] = formatIstDateTime(instant).split(' ');
  return `${date.split('/').reverse().join('')}-${time.replace(':', '')}`;
}

export const renderCocoonDefectListDocument: DocumentRenderer = async (job, { db, now }) => {
  const rows = await listCocoonDefects(db);
  const content = await renderCocoonDefectListPdf(rows, { generatedAt: now, requestedBy: job.requestedBy });
  return { content, contentType: 'application/pdf', fileName: `cocoon-defect-list-${fileStamp(now)}.pdf` };
};
