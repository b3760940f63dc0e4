import { Callout } from '@blueprintjs/core';
import { useMemo } from 'react';
import type { TableColumn } from '../../../components/table/column';
import { DataTable } from '../../../components/table/DataTable';
import { type HistoryEntity, useHistory } from './history-api';
import { type FieldChange, type HistoryRow, historyRows } from './history-rows';

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

/** The History tab: every event of one master record — what changed, who, when — oldest first. */
export function HistoryTable({ entity, id }: { entity: HistoryEntity; id: string }) {
  const history = useHistory(entity, id);
  const rows = useMemo(() => historyRows(history.data ?? [], id), [history.data, id]);
  if (history.isError) {
    return (
      <Callout intent="danger" title="History not available">
        {history.error.message}
      </Callout>
    );
  }
  return (
    <DataTable
      label="History"
      columns={COLUMNS}
      rows={rows}
      loading={history.isPending}
      rowKey={(r) => r.eventId}
    />
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
