import { AnchorButton } from '@blueprintjs/core';
import { MESSAGES } from '@cocoon/domain';
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import type { TableColumn } from '../../components/table/column';
import { DataTable } from '../../components/table/DataTable';
import { PageHeader } from '../../layout/PageHeader';
import { screenTrail } from '../shell/screen-trail';
import { BID_APPROVAL, BID_APPROVED } from '../shell/screens';
import { type DayFilter, type LotRow, useSlotLots, useSlots } from './auction-api';
import { BidApprovalAll } from './BidApprovalAll';
import { DaySlotFilters } from './DaySlotFilters';
import { DecisionButtons } from './DecisionButtons';
import { LOT_COLUMNS } from './lot-columns';
import { SelectDateNotice } from './SelectDateNotice';
import { SlotStateNotice } from './SlotStateNotice';
import { useBidDecision } from './use-bid-decision';
import { useDayFilter } from './use-day-filter';
import './auction.css';

const C = LOT_COLUMNS;

/**
 * /app/bidapproval: approve or reject the highest bid of each lot of a closed slot, or approve all of its highest
 * bids that need no look at once (issue 27).
 */
export function BidApproval() {
  const [, navigate] = useLocation();
  const [filter, setFilter] = useDayFilter();
  const query = new URLSearchParams({ date: filter.date, slotNo: String(filter.slotNo ?? '') });
  return (
    <div className="auction-screen">
      <PageHeader
        title="Bid Approval"
        trail={screenTrail(BID_APPROVAL)}
        actions={
          <AnchorButton
            icon="endorsed"
            text="Approved Bids"
            href={`${BID_APPROVED.path}?${query}`}
            onClick={(event) => {
              event.preventDefault();
              navigate(`${BID_APPROVED.path}?${query}`);
            }}
          />
        }
      />
      <DaySlotFilters filter={filter} setFilter={setFilter} />
      {filter.date && filter.slotNo !== undefined ? (
        <SlotBids filter={{ date: filter.date, slotNo: filter.slotNo, marketId: filter.marketId }} />
      ) : (
        <SelectDateNotice message={MESSAGES.selectDateAndSlot} />
      )}
    </div>
  );
}

function SlotBids({ filter }: { filter: DayFilter & { slotNo: number } }) {
  const lots = useSlotLots(filter);
  const slot = useSlots({ date: filter.date, marketId: filter.marketId }).data?.find(
    (s) => s.slotNo === filter.slotNo,
  );
  const { decide, busyLot, dialog } = useBidDecision();
  const locked = slot?.status === 'Open' || slot?.status === 'Scheduled';
  const columns = useMemo<TableColumn<LotRow>[]>(
    () => [
      C.lotNo,
      C.farmer,
      C.floorPrice,
      C.reeler,
      C.highestBid,
      C.bidCount,
      C.status,
      {
        header: 'Approve / Reject',
        accessor: 'decision',
        width: 200,
        alignment: 'center',
        render: (lot) => (
          <DecisionButtons lot={lot} locked={locked} busy={busyLot === lot.lotId} onDecide={decide} />
        ),
      },
    ],
    [locked, busyLot, decide],
  );
  return (
    <>
      <SlotStateNotice slot={slot} />
      <BidApprovalAll
        filter={filter}
        locked={locked || !slot}
        undecided={(lots.data ?? []).filter((l) => l.highestBidPaise !== null && !l.decision).length}
      />
      <DataTable
        label="Slot bids"
        columns={columns}
        rows={lots.data ?? []}
        loading={lots.isPending}
        rowKey={(l) => l.lotId}
      />
      {dialog}
    </>
  );
}
