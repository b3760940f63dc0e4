import { Button, ButtonGroup, ProgressBar } from '@blueprintjs/core';
import {
  exportReportCommand,
  REPORT_FILE_FORMATS,
  type ReportDefinition,
  type ReportFileFormat,
} from '@cocoon/domain';
import { useState } from 'react';
import { ApiError } from '../../api/errors';
import { useCommand } from '../../api/use-command';
import { toastError } from '../../components/feedback/toaster';
import { DIRECT_EXPORT_MAX_ROWS, exportAsJob } from './export-job';
import { exportFileName, fetchReportFile, saveFile } from './report-api';

const LABEL: Record<ReportFileFormat, string> = { csv: 'CSV', xlsx: 'Excel', pdf: 'PDF' };
const ICON = { csv: 'th', xlsx: 'th-derived', pdf: 'document' } as const;

export interface ReportExportsProps {
  definition: ReportDefinition;
  /** The query string of the answer on screen: the file is of what is shown. */
  search: string;
  /** Rows of the answer on screen (every page): a large PDF is made as a job. */
  rows: number;
  disabled: boolean;
}

/**
 * Export what is on screen (issue 13): the same call with `format=`, with the bearer token, saved as a download;
 * and the browser's print of the page (the print layout hides the menu, the form and these buttons).
 */
export function ReportExports({ definition, search, rows, disabled }: ReportExportsProps) {
  const [busy, setBusy] = useState<ReportFileFormat | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const { mutateAsync: queueExport } = useCommand(exportReportCommand);
  const asJob = async (format: ReportFileFormat) => {
    setProgress(0);
    const file = await exportAsJob(definition, search, format, setProgress, queueExport);
    saveFile(file.blob, file.fileName ?? exportFileName(definition, search, format));
  };
  const download = async (format: ReportFileFormat) => {
    setBusy(format);
    try {
      // CSV and Excel stream from the server whatever their size (issue 28); a PDF is laid out whole.
      if (format === 'pdf' && rows > DIRECT_EXPORT_MAX_ROWS) await asJob(format);
      else
        try {
          saveFile(
            await fetchReportFile(definition, search, format),
            exportFileName(definition, search, format),
          );
        } catch (error) {
          // The rows grew past the direct limit since the screen was drawn: the server asks for the job.
          if (error instanceof ApiError && error.status === 409) await asJob(format);
          else throw error;
        }
    } catch (error) {
      if (!(error instanceof ApiError && error.handled)) toastError((error as Error).message);
    } finally {
      setBusy(null);
      setProgress(null);
    }
  };
  return (
    <div className="report-exports">
      {progress !== null && (
        <div className="report-exports__progress" role="status">
          <span>Exporting {progress} %</span>
          <ProgressBar
            value={progress / 100}
            intent="primary"
            stripes={progress < 100}
            aria-label="Export progress"
          />
        </div>
      )}
      <ButtonGroup aria-label="Export">
        {REPORT_FILE_FORMATS.map((format) => (
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
    </div>
  );
}
