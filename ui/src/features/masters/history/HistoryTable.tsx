import { Callout } from '@blueprintjs/core';
import type { TableColumn } from '../../../components/table/column';
import { DataTable } from '../../../components/table/DataTable';
import { type HistorySource, useHistories } from './history-api';
import { type FieldChange, type HistoryRow, historyRows, type ValueNames } from './history-rows';

const COLUMNS: TableColumn<HistoryRow>[] = [
  { header: 'When', accessor: 'occurredAt', width: 150, render: (r) => r.when },
  { header: 'What', accessor: 'what', width: 190 },
  {
    header: 'Changed fields',
    accessor: 'changes',
    width: 420,
    render: (r) => <ChangeList changes={r.changes} />,
  },
  { header: 'Who', accessor: 'who', width: 200 },
];

/**
 * The History tab: every event of a master record — what changed, who, when — oldest first. A record kept
 * in two streams (an AD office and its AD's account) shows both, interleaved by time.
 */
export function HistoryTable({ sources, names }: { sources: readonly HistorySource[]; names?: ValueNames }) {
  const answers = useHistories(sources);
  const failed = answers.find((a) => a.isError);
  const loading = answers.some((a) => a.isPending);
  // A record's history is tens of events: worked out afresh on each render, no memo to keep in step.
  const rows = sources
    .flatMap((source, i) => historyRows(answers[i]?.data ?? [], source.id, names))
    .sort((a, b) => a.occurredAt.localeCompare(b.occurredAt));
  if (failed?.error) {
    return (
      <Callout intent="danger" title="History not available">
        {failed.error.message}
      </Callout>
    );
  }
  return (
    <DataTable label="History" columns={COLUMNS} rows={rows} loading={loading} rowKey={(r) => r.eventId} />
  );
}

function ChangeList({ changes }: { changes: readonly FieldChange[] }) {
  if (changes.length === 0) return <span className="history__none">—</span>;
  return (
    <ul className="history__changes">
      {changes.map((change) => (
        <li key={change.field}>
          <strong>{change.field}</strong>
          {change.to !== undefined &&
            (change.from !== undefined ? `: ${change.from} → ${change.to}` : `: ${change.to}`)}
          {change.to === undefined && change.from !== undefined && `: ${change.from} → (blank)`}
        </li>
      ))}
    </ul>
  );
}
