import { Button, Card, NonIdealState } from '@blueprintjs/core';
import { displayDate } from '@cocoon/domain';
import { useLocation } from 'wouter';
import type { TableColumn } from '../../components/table/column';
import { DataTable } from '../../components/table/DataTable';
import { PageHeader } from '../../layout/PageHeader';
import { screenTrail } from '../shell/screen-trail';
import { SLOT_INPUT, SLOT_LIST } from '../shell/screens';
import { type DayFilter, type SlotRow, useSlots } from './auction-api';
import { DateFilter } from './DateFilter';
import { FilterBar } from './FilterBar';
import { MarketFilter } from './MarketFilter';
import { SelectDateNotice } from './SelectDateNotice';
import { StatusTag } from './StatusTag';
import { useDayFilter } from './use-day-filter';
import './auction.css';

const COLUMNS: TableColumn<SlotRow>[] = [
  { header: 'Slot No', accessor: 'slotNo', sortable: true, width: 80 },
  { header: 'Start Time', accessor: 'startTime', sortable: true, width: 95, isTime: true },
  { header: 'End Time', accessor: 'endTime', sortable: true, width: 95, isTime: true },
  { header: 'Duration (min)', accessor: 'durationMinutes', sortable: true, width: 110 },
  { header: 'Lot From', accessor: 'lotFrom', sortable: true, width: 85 },
  { header: 'Lot To', accessor: 'lotTo', sortable: true, width: 85 },
  {
    header: 'Inward Date',
    accessor: 'inwardDate',
    sortable: true,
    width: 110,
    render: (s) => displayDate(s.inwardDate),
  },
  { header: 'No. of Lots', accessor: 'lotCount', sortable: true, width: 95 },
  { header: 'No. of Bids', accessor: 'bidCount', sortable: true, width: 95 },
  {
    header: 'Status',
    accessor: 'status',
    sortable: true,
    width: 110,
    alignment: 'center',
    render: (s) => <StatusTag status={s.status} />,
  },
];

/** /app/slotcreation: the auction slots of a date and the lots each one covers. */
export function SlotList() {
  const [, navigate] = useLocation();
  const [filter, setFilter] = useDayFilter();
  const addPath = filter.date ? `${SLOT_INPUT.path}?date=${filter.date}` : SLOT_INPUT.path;
  return (
    <div className="auction-screen">
      <PageHeader
        title="Slot Creation"
        trail={screenTrail(SLOT_LIST)}
        actions={<Button intent="primary" icon="add" text="Add Slot" onClick={() => navigate(addPath)} />}
      />
      <FilterBar>
        <DateFilter value={filter.date} onChange={(date) => setFilter({ date })} />
        <MarketFilter value={filter.marketId} onChange={(marketId) => setFilter({ marketId })} />
      </FilterBar>
      {filter.date ? (
        <SlotTable filter={{ date: filter.date, marketId: filter.marketId }} />
      ) : (
        <SelectDateNotice />
      )}
    </div>
  );
}

function SlotTable({ filter }: { filter: DayFilter }) {
  const slots = useSlots(filter);
  if (slots.data && slots.data.length === 0) {
    // Spec section 8: the message and its title, word for word.
    return (
      <Card className="auction__empty">
        <NonIdealState
          icon="calendar"
          title="No Slots Available"
          description="No slots available for the selected Date."
        />
      </Card>
    );
  }
  return (
    <DataTable
      label="Slots"
      columns={COLUMNS}
      rows={slots.data ?? []}
      loading={slots.isPending}
      rowKey={(s) => s.slotId}
    />
  );
}
