import { Button, Callout, H5 } from '@blueprintjs/core';
import { displayDate } from '@cocoon/domain';
import { useMemo } from 'react';
import { toastSuccess } from '../../components/feedback/toaster';
import { useConfirm } from '../../components/feedback/use-confirm';
import { DataTable } from '../../components/table/DataTable';
import { PageHeader } from '../../layout/PageHeader';
import { SelectDateNotice } from '../auction/SelectDateNotice';
import { useDayFilter } from '../auction/use-day-filter';
import { screenTrail } from '../shell/screen-trail';
import { BILL_PROCESS } from '../shell/screens';
import { BillDayFilters } from './BillDayFilters';
import { useBillProcessDay, useProcessBills } from './billing-api';
import { DayFigures } from './DayFigures';
import { toastProcessFailure } from './process-failure';
import { summaryColumns } from './SummaryColumns';
import { useBillMarket } from './use-bill-market';
import '../auction/auction.css';
import './billing.css';

/** /app/billprocess: the date's weighing and billing at a glance, and one button that bills the whole day. */
export function BillProcess() {
  const [filter, setFilter] = useDayFilter();
  return (
    <div className="auction-screen billing-screen">
      <PageHeader title={BILL_PROCESS.title} trail={screenTrail(BILL_PROCESS)} />
      <BillDayFilters filter={filter} setFilter={setFilter} />
      {filter.date ? <ProcessDay date={filter.date} picked={filter.marketId} /> : <SelectDateNotice />}
    </div>
  );
}

function ProcessDay({ date, picked }: { date: string; picked?: string }) {
  const day = useBillProcessDay({ date, marketId: picked });
  const process = useProcessBills('day');
  const market = useBillMarket(picked);
  const { confirm, dialog } = useConfirm();
  const farmerColumns = useMemo(() => summaryColumns('Farmer'), []);
  const reelerColumns = useMemo(() => summaryColumns('Reeler'), []);

  const processAll = async () => {
    const ok = await confirm({
      title: 'Are you Sure',
      text: `Make the farmer bills and reeler invoices of ${displayDate(date)}?`,
    });
    if (!ok) return;
    try {
      const answer = await process.mutateAsync({ date, marketId: market.marketId });
      toastSuccess(answer.message);
    } catch (error) {
      toastProcessFailure(error);
    }
  };

  return (
    <>
      {market.needsPick && (
        <Callout intent="primary" icon="shop" className="billing__message">
          Pick a market to process its bills.
        </Callout>
      )}
      {day.data && <DayFigures day={day.data} />}
      <div className="billing__actions">
        <Button
          intent="primary"
          icon="layers"
          text="Process all"
          loading={process.isPending}
          disabled={market.needsPick || process.isPending}
          onClick={() => void processAll()}
        />
      </div>
      <H5 className="billing__section-title">Farmers</H5>
      <DataTable
        label="Farmers of the day"
        columns={farmerColumns}
        rows={day.data?.farmers ?? []}
        loading={day.isPending}
        rowKey={(r) => r.customerId}
      />
      <H5 className="billing__section-title">Reelers</H5>
      <DataTable
        label="Reelers of the day"
        columns={reelerColumns}
        rows={day.data?.reelers ?? []}
        loading={day.isPending}
        rowKey={(r) => r.customerId}
      />
      {dialog}
    </>
  );
}
