import { MESSAGES } from '@cocoon/domain';
import { useMemo, useState } from 'react';
import { DataTable } from '../../components/table/DataTable';
import { newestFirst } from '../../components/table/sort';
import { PageHeader } from '../../layout/PageHeader';
import { SelectDateNotice } from '../auction/SelectDateNotice';
import type { ScreenDef } from '../shell/screen';
import { screenTrail } from '../shell/screen-trail';
import { BillDialog } from './BillDialog';
import { billColumns } from './bill-columns';
import { BILL_LABELS } from './bill-labels';
import { type BillType, useBillList } from './billing-api';
import { PeriodFilters } from './PeriodFilters';
import { type PeriodFilterState, usePeriodFilter } from './use-period-filter';
import '../auction/auction.css';
import './billing.css';

export interface InvoiceListProps {
  billType: BillType;
  screen: ScreenDef;
}

/** /app/farmerinvoicelist and /app/reelerinvoicelist: the bills of a period; a row opens the bill. */
export function InvoiceList({ billType, screen }: InvoiceListProps) {
  const [filter, setFilter] = usePeriodFilter();
  return (
    <div className="auction-screen billing-screen">
      <PageHeader title={screen.title} trail={screenTrail(screen)} />
      <PeriodFilters filter={filter} setFilter={setFilter} withStatus />
      {filter.from && filter.to ? (
        <PeriodBills billType={billType} filter={filter} />
      ) : (
        <SelectDateNotice message={MESSAGES.selectFromToDate} />
      )}
    </div>
  );
}

function PeriodBills({ billType, filter }: { billType: BillType; filter: PeriodFilterState }) {
  const labels = BILL_LABELS[billType];
  const { from, to, status, marketId } = filter;
  const bills = useBillList(billType, { from, to, status, marketId });
  const [openBill, setOpenBill] = useState<string | undefined>();
  const columns = useMemo(
    () => billColumns(labels.customer, (b) => setOpenBill(b.billId)),
    [labels.customer],
  );
  return (
    <>
      <DataTable
        label={labels.plural}
        columns={columns}
        rows={bills.data?.data ?? []}
        loading={bills.isPending}
        rowKey={(b) => b.billId}
        defaultSort={newestFirst('auctionDate')}
        onRowClick={(b) => setOpenBill(b.billId)}
      />
      <BillDialog billId={openBill} onOpenBill={setOpenBill} onClose={() => setOpenBill(undefined)} />
    </>
  );
}
