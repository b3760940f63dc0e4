import { Card } from '@blueprintjs/core';
import { displayDate } from '@cocoon/domain';
import { DataTable } from '../../components/table/DataTable';
import type { LotRow } from './auction-api';
import { LOT_COLUMNS } from './lot-columns';

const C = LOT_COLUMNS;
const COLUMNS = [
  { ...C.lotNo, width: 70 },
  { ...C.farmer, width: 170 },
  { ...C.silk, header: 'Silk', width: 60 },
  { ...C.floorPrice, header: 'Floor Price (Rs/kg)', width: 110 },
  { ...C.status, width: 110 },
];

/** The lots of the date a new slot may take, beside the slot form. */
export function FreeLots({ lots, loading, date }: { lots?: LotRow[]; loading: boolean; date: string }) {
  const title = date ? `Lots free for a slot on ${displayDate(date)}` : 'Lots free for a slot';
  return (
    <Card elevation={1} aria-label={title}>
      <h4 className="bp6-heading auction-figures__title">
        {title}
        {lots ? ` (${lots.length})` : ''}
      </h4>
      <DataTable
        label="Free lots"
        columns={COLUMNS}
        rows={lots ?? []}
        loading={loading}
        rowKey={(l) => l.lotId}
      />
    </Card>
  );
}
