import { Tag } from '@blueprintjs/core';
import { MESSAGES } from '@cocoon/domain';
import type { TableColumn } from '../../components/table/column';
import { DataTable } from '../../components/table/DataTable';
import { PageHeader } from '../../layout/PageHeader';
import { screenTrail } from '../shell/screen-trail';
import { BID_APPROVED } from '../shell/screens';
import { type DayFilter, type LotRow, useSlotLots } from './auction-api';
import { DaySlotFilters } from './DaySlotFilters';
import { LOT_COLUMNS } from './lot-columns';
import { SelectDateNotice } from './SelectDateNotice';
import { useDayFilter } from './use-day-filter';
import './auction.css';

const C = LOT_COLUMNS;
const COLUMNS: TableColumn<LotRow>[] = [
  C.lotNo,
  C.farmer,
  C.silk,
  C.floorPrice,
  C.reeler,
  { ...C.highestBid, header: 'Bid Amount (Rs/kg)' },
  C.bidCount,
  {
    header: 'Decision',
    accessor: 'decision',
    sortable: true,
    width: 110,
    alignment: 'center',
    render: (l) =>
      l.decision === 'approved' ? (
        <Tag minimal intent="success" icon="tick">
          Approved
        </Tag>
      ) : (
        <Tag minimal intent="danger" icon="cross">
          Rejected
        </Tag>
      ),
  },
];

/** /app/bidapproved: the decided bids of a date and slot, approved ones and (marked) rejected ones. */
export function BidApproved() {
  const [filter, setFilter] = useDayFilter();
  return (
    <div className="auction-screen">
      <PageHeader title="Approved Bids" trail={screenTrail(BID_APPROVED)} />
      <DaySlotFilters filter={filter} setFilter={setFilter} />
      {filter.date && filter.slotNo !== undefined ? (
        <DecidedBids filter={{ date: filter.date, slotNo: filter.slotNo, marketId: filter.marketId }} />
      ) : (
        <SelectDateNotice message={MESSAGES.selectDateAndSlot} />
      )}
    </div>
  );
}

function DecidedBids({ filter }: { filter: DayFilter }) {
  const lots = useSlotLots(filter);
  const decided = (lots.data ?? []).filter((l) => l.decision !== null);
  return (
    <DataTable
      label="Decided bids"
      columns={COLUMNS}
      rows={decided}
      loading={lots.isPending}
      rowKey={(l) => l.lotId}
    />
  );
}
