import { Button } from '@blueprintjs/core';
import { useLocation } from 'wouter';
import { DataTable } from '../../components/table/DataTable';
import { PageHeader } from '../../layout/PageHeader';
import { screenTrail } from '../shell/screen-trail';
import { INWARD_INPUT, INWARD_LIST } from '../shell/screens';
import { type DayFilter, useInwardLots } from './auction-api';
import { DateFilter } from './DateFilter';
import { FilterBar } from './FilterBar';
import { LOT_COLUMNS, withMarket } from './lot-columns';
import { lotHistoryPath } from './lot-links';
import { MarketFilter } from './MarketFilter';
import { SelectDateNotice } from './SelectDateNotice';
import { useDayFilter } from './use-day-filter';
import './auction.css';

const C = LOT_COLUMNS;
const COLUMNS = [
  C.lotNo,
  C.farmer,
  C.silk,
  C.cocoonWeight,
  C.lays,
  C.shellRatio,
  C.defect,
  C.cocoonsPerKg,
  C.renditta,
  C.floorPrice,
  C.status,
];

/** /app/inward: the lots brought in on a date with their sample results and floor price. */
export function InwardList() {
  const [, navigate] = useLocation();
  const [filter, setFilter] = useDayFilter();
  return (
    <div className="auction-screen">
      <PageHeader
        title="Inward"
        trail={screenTrail(INWARD_LIST)}
        actions={
          <Button intent="primary" icon="add" text="Add Inward" onClick={() => navigate(INWARD_INPUT.path)} />
        }
      />
      <FilterBar>
        <DateFilter value={filter.date} onChange={(date) => setFilter({ date })} />
        <MarketFilter value={filter.marketId} onChange={(marketId) => setFilter({ marketId })} />
      </FilterBar>
      {filter.date ? (
        <InwardTable filter={{ date: filter.date, marketId: filter.marketId }} />
      ) : (
        <SelectDateNotice />
      )}
    </div>
  );
}

function InwardTable({ filter }: { filter: DayFilter }) {
  const [, navigate] = useLocation();
  const lots = useInwardLots(filter);
  return (
    <DataTable
      label="Inward lots"
      columns={withMarket(COLUMNS, lots.data)}
      rows={lots.data ?? []}
      loading={lots.isPending}
      rowKey={(l) => l.lotId}
      onRowDoubleClick={(l) => navigate(lotHistoryPath(l.lotId))}
    />
  );
}
