import { formatSummaryValue, type SummaryLine } from '@cocoon/domain';

/** The lines under a report's table ("Lots inwarded 42", "Weighted average rate Rs 512.30 / kg"). */
export function ReportSummary({ lines }: { lines: readonly SummaryLine[] }) {
  if (lines.length === 0) return null;
  return (
    <dl className="report-summary" aria-label="Summary">
      {lines.map((line) => (
        <div key={line.label} className="report-summary__line">
          <dt>{line.label}</dt>
          <dd>{formatSummaryValue(line.value, line.type, line.label)}</dd>
        </div>
      ))}
    </dl>
  );
}
