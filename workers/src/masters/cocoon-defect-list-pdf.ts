import type { CocoonDefectRow } from '@cocoon/domain';
import { drawDepartmentHeader } from '../pdf/department-header.js';
import { createPdfDocument, drawPageFooters, finishPdf } from '../pdf/document.js';
import { drawTable, type TableColumn } from '../pdf/table.js';

export interface CocoonDefectListOptions {
  generatedAt: Date;
  requestedBy: string;
}

/** The spec's status label for isActive: 1 Active, 0 inActive, anything else Pending. */
export function activeStatusLabel(isActive: number): string {
  if (isActive === 1) return 'Active';
  if (isActive === 0) return 'inActive';
  return 'Pending';
}

const COLUMNS: ReadonlyArray<TableColumn<CocoonDefectRow>> = [
  { header: 'S.No', weight: 8, align: 'right', value: (_row, index) => String(index + 1) },
  { header: 'Defect Code', weight: 18, value: (row) => row.defectCode },
  { header: 'Defect Name', weight: 58, value: (row) => row.defectName },
  { header: 'Status', weight: 16, align: 'center', value: (row) => activeStatusLabel(row.isActive) },
];

const TITLE_ENGLISH = 'Cocoon Defect List';
const TITLE_TAMIL = 'பட்டுக்கூடு குறைபாடுகள் பட்டியல்';

/** The printable cocoon defect list, rows in the order given. Pure: same input, same document. */
export async function renderCocoonDefectListPdf(
  rows: readonly CocoonDefectRow[],
  options: CocoonDefectListOptions,
): Promise<Buffer> {
  const doc = createPdfDocument({ title: TITLE_ENGLISH, generatedAt: options.generatedAt });
  const top = drawDepartmentHeader(doc, {
    titleEnglish: TITLE_ENGLISH,
    titleTamil: TITLE_TAMIL,
    generatedAt: options.generatedAt,
    requestedBy: options.requestedBy,
    summary: `Total defects: ${rows.length}`,
  });
  drawTable(doc, { columns: COLUMNS, rows, top });
  drawPageFooters(doc, `${TITLE_ENGLISH} · Department of Sericulture, Government of Tamil Nadu`);
  return finishPdf(doc);
}
