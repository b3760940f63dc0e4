import { Button } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import type { TableColumn } from '../../components/table/column';
import { DataTable } from '../../components/table/DataTable';
import { PageHeader } from '../../layout/PageHeader';
import { screenTrail } from '../shell/screen-trail';
import { WEIGHT_CORRECTIONS, WEIGHT_LIST } from '../shell/screens';
import { type DayFilter, type LotRow, useCorrectionRequests, useWeightLots } from './auction-api';
import { DaySlotFilters } from './DaySlotFilters';
import { LOT_COLUMNS, withMarket } from './lot-columns';
import { weightEntryPath } from './lot-links';
import { SelectDateNotice } from './SelectDateNotice';
import { useDayFilter } from './use-day-filter';
import './auction.css';

type WeightRow = LotRow & { serialNo: number };

const C = LOT_COLUMNS;

/** /app/auctionweightentry: the approved lots of a date (or one slot) and their weighed net weight. */
export function WeightList() {
  const [filter, setFilter] = useDayFilter();
  const [, navigate] = useLocation();
  const waiting = useCorrectionRequests().data?.length ?? 0;
  return (
    <div className="auction-screen">
      <PageHeader
        title="Auction Weight"
        trail={screenTrail(WEIGHT_LIST)}
        actions={
          <Button
            icon="time"
            intent={waiting > 0 ? 'warning' : 'none'}
            text={`Corrections awaiting approval (${waiting})`}
            onClick={() => navigate(WEIGHT_CORRECTIONS.path)}
          />
        }
      />
      <DaySlotFilters filter={filter} setFilter={setFilter} slotPlaceholder="All slots" />
      {filter.date ? <WeightTable filter={{ ...filter, date: filter.date }} /> : <SelectDateNotice />}
    </div>
  );
}

function WeightTable({ filter }: { filter: DayFilter }) {
  const [, navigate] = useLocation();
  const lots = useWeightLots(filter);
  const rows = useMemo<WeightRow[]>(
    () => (lots.data ?? []).map((lot, index) => ({ ...lot, serialNo: index + 1 })),
    [lots.data],
  );
  const columns = useMemo<TableColumn<WeightRow>[]>(() => {
    const open = (lot: LotRow) => navigate(weightEntryPath(lot.lotId, filter.date));
    const list: TableColumn<WeightRow>[] = [
      { header: 'S.No', accessor: 'serialNo', width: 45 },
      C.lotNo,
      { ...C.farmer, header: 'Name' },
      { ...C.silk, header: 'Silk Name' },
      C.shellRatio,
      C.renditta,
      C.floorPrice,
      { ...C.highestBid, header: 'Highest Bid Value (Rs/kg)' },
      C.netWeight,
      C.reeler,
      C.amount,
      {
        header: 'Action',
        accessor: 'weighedAt',
        width: 125,
        alignment: 'center',
        render: (lot) => (
          <Button
            size="small"
            intent={lot.netGrams === null ? 'primary' : 'none'}
            icon={lot.netGrams === null ? 'dashboard' : 'eye-open'}
            text={lot.netGrams === null ? 'Enter weight' : 'View weight'}
            aria-label={`${lot.netGrams === null ? 'Enter weight' : 'View weight'} of lot ${lot.lotNo}`}
            onClick={(event) => {
              event.stopPropagation();
              open(lot);
            }}
          />
        ),
      },
    ];
    return withMarket(list, rows);
  }, [navigate, filter.date, rows]);
  return (
    <DataTable
      label="Approved lots"
      columns={columns}
      rows={rows}
      loading={lots.isPending}
      rowKey={(l) => l.lotId}
      onRowDoubleClick={(lot) => navigate(weightEntryPath(lot.lotId, filter.date))}
    />
  );
}
