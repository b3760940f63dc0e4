import { Button, ButtonGroup } from '@blueprintjs/core';
import type { ReportDefinition } from '@cocoon/domain';
import { useState } from 'react';
import type { ApiError } from '../../api/errors';
import { toastError } from '../../components/feedback/toaster';
import { EXPORT_FORMATS, type ExportFormat, exportFileName, fetchReportFile, saveFile } from './report-api';

const LABEL: Record<ExportFormat, string> = { csv: 'CSV', xlsx: 'Excel', pdf: 'PDF' };
const ICON = { csv: 'th', xlsx: 'th-derived', pdf: 'document' } as const;

export interface ReportExportsProps {
  definition: ReportDefinition;
  /** The query string of the answer on screen: the file is of what is shown. */
  search: string;
  disabled: boolean;
}

/**
 * Export what is on screen (issue 13): the same call with `format=`, with the bearer token, saved as a download;
 * and the browser's print of the page (the print layout hides the menu, the form and these buttons).
 */
export function ReportExports({ definition, search, disabled }: ReportExportsProps) {
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const download = async (format: ExportFormat) => {
    setBusy(format);
    try {
      const blob = await fetchReportFile(definition, search, format);
      saveFile(blob, exportFileName(definition, search, format));
    } catch (error) {
      if (!(error as ApiError).handled) toastError((error as Error).message);
    } finally {
      setBusy(null);
    }
  };
  return (
    <ButtonGroup className="report-exports" aria-label="Export">
      {EXPORT_FORMATS.map((format) => (
        <Button
          key={format}
          icon={ICON[format]}
          text={LABEL[format]}
          loading={busy === format}
          disabled={disabled || (busy !== null && busy !== format)}
          onClick={() => void download(format)}
        />
      ))}
      <Button icon="print" text="Print" disabled={disabled} onClick={() => window.print()} />
    </ButtonGroup>
  );
}
