import { Callout, H5, Spinner } from '@blueprintjs/core';
import { MESSAGES } from '@cocoon/domain';
import { useMemo, useState } from 'react';
import { DataTable } from '../../components/table/DataTable';
import { newestFirst } from '../../components/table/sort';
import { PageHeader } from '../../layout/PageHeader';
import { SelectDateNotice } from '../auction/SelectDateNotice';
import { screenTrail } from '../shell/screen-trail';
import { REELER_INVOICES } from '../shell/screens';
import { BillDialog } from './BillDialog';
import { billColumns } from './bill-columns';
import { type ReelerFound, useBillList, useReelerByCode, useReelerTrades } from './billing-api';
import { PeriodFilters } from './PeriodFilters';
import { ReelerCodeField } from './ReelerCodeField';
import { TRADE_COLUMNS } from './trade-columns';
import { type PeriodFilterState, usePeriodFilter } from './use-period-filter';
import '../auction/auction.css';
import './billing.css';

/** /app/reelerinvoice: one reeler's invoices over a period, and the lots they bought in it. */
export function ReelerInvoices() {
  const [filter, setFilter] = usePeriodFilter();
  const code = filter.reeler ?? '';
  const reeler = useReelerByCode(code);
  return (
    <div className="auction-screen billing-screen">
      <PageHeader title={REELER_INVOICES.title} trail={screenTrail(REELER_INVOICES)} />
      <PeriodFilters filter={filter} setFilter={setFilter}>
        <ReelerCodeField value={code} onChange={(next) => setFilter({ reeler: next || undefined })} />
      </PeriodFilters>
      {!code ? (
        <SelectDateNotice message="Please enter the reeler code" />
      ) : !filter.from || !filter.to ? (
        <SelectDateNotice message={MESSAGES.selectFromToDate} />
      ) : reeler.isPending ? (
        <Spinner aria-label="Finding the reeler" />
      ) : reeler.data ? (
        <ReelerPeriod reeler={reeler.data} filter={filter} />
      ) : (
        <Callout intent="warning" icon="search">
          No reeler has the code {code}.
        </Callout>
      )}
    </div>
  );
}

function ReelerPeriod({ reeler, filter }: { reeler: ReelerFound; filter: PeriodFilterState }) {
  const { from, to, marketId } = filter;
  const bills = useBillList('reeler', { from, to, marketId, customerId: reeler.customerId });
  const trades = useReelerTrades(reeler.headCode, from, to);
  const [openBill, setOpenBill] = useState<string | undefined>();
  const columns = useMemo(() => billColumns('Reeler', (b) => setOpenBill(b.billId)), []);
  return (
    <>
      <H5 className="billing__section-title">
        Invoices of {reeler.ledgerName} ({reeler.headCode})
      </H5>
      <DataTable
        label="Reeler invoices"
        columns={columns}
        rows={bills.data?.data ?? []}
        loading={bills.isPending}
        rowKey={(b) => b.billId}
        defaultSort={newestFirst('auctionDate')}
        onRowClick={(b) => setOpenBill(b.billId)}
      />
      <H5 className="billing__section-title">Lots bought</H5>
      <DataTable
        label="Lots bought"
        columns={TRADE_COLUMNS}
        rows={trades.data?.data ?? []}
        loading={trades.isPending}
        rowKey={(t) => t.lotId}
      />
      <BillDialog billId={openBill} onOpenBill={setOpenBill} onClose={() => setOpenBill(undefined)} />
    </>
  );
}
