import { Button, Callout, Checkbox } from '@blueprintjs/core';
import { displayDate } from '@cocoon/domain';
import { useMemo, useState } from 'react';
import { toastSuccess } from '../../components/feedback/toaster';
import { useConfirm } from '../../components/feedback/use-confirm';
import type { TableColumn } from '../../components/table/column';
import { DataTable } from '../../components/table/DataTable';
import { PageHeader } from '../../layout/PageHeader';
import { SelectDateNotice } from '../auction/SelectDateNotice';
import { useDayFilter } from '../auction/use-day-filter';
import type { ScreenDef } from '../shell/screen';
import { screenTrail } from '../shell/screen-trail';
import { BillDayFilters } from './BillDayFilters';
import { BILL_LABELS } from './bill-labels';
import { type BillingSummaryRow, type BillType, useBillingSummary, useProcessBills } from './billing-api';
import { toastProcessFailure } from './process-failure';
import { summaryColumns } from './SummaryColumns';
import { useBillMarket } from './use-bill-market';
import '../auction/auction.css';
import './billing.css';

export interface InvoiceProcessProps {
  billType: BillType;
  screen: ScreenDef;
}

/**
 * /app/billprint/farmerinvoiceprocess and reelerinvoiceprocess: the date's customers with where their bill
 * stands; process the rows picked or every one. A stale bill (a lot weighed or corrected after billing) is
 * cancelled and issued again by the process.
 */
export function InvoiceProcess({ billType, screen }: InvoiceProcessProps) {
  const [filter, setFilter] = useDayFilter();
  return (
    <div className="auction-screen billing-screen">
      <PageHeader title={screen.title} trail={screenTrail(screen)} />
      <BillDayFilters filter={filter} setFilter={setFilter} />
      {filter.date ? (
        <SummaryTable billType={billType} date={filter.date} picked={filter.marketId} />
      ) : (
        <SelectDateNotice />
      )}
    </div>
  );
}

function SummaryTable({ billType, date, picked }: { billType: BillType; date: string; picked?: string }) {
  const labels = BILL_LABELS[billType];
  const summary = useBillingSummary(billType, { date, marketId: picked });
  const process = useProcessBills(billType);
  const market = useBillMarket(picked);
  const { confirm, dialog } = useConfirm();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const rows = summary.data?.data ?? [];
  // What is picked must still be on the list and still need a bill (the list refreshes after a process).
  const picks = rows.filter((r) => selected.has(r.customerId) && r.state !== 'billed');
  const toBill = rows.filter((r) => r.state !== 'billed').length;

  const columns = useMemo<TableColumn<BillingSummaryRow>[]>(() => {
    const toggle = (id: string, on: boolean) =>
      setSelected((current) => {
        const next = new Set(current);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      });
    return [
      {
        header: 'Select',
        accessor: 'customerId',
        width: 60,
        alignment: 'center',
        render: (r) => (
          <Checkbox
            className="billing__select"
            aria-label={`Select ${r.customerName} (${r.customerCode})`}
            checked={selected.has(r.customerId) && r.state !== 'billed'}
            disabled={r.state === 'billed'}
            onChange={(event) => toggle(r.customerId, event.currentTarget.checked)}
          />
        ),
      },
      ...summaryColumns(labels.customer),
    ];
  }, [selected, labels.customer]);

  const run = async (customerIds: string[] | undefined) => {
    const who = customerIds ? `${customerIds.length} ${labels.customer.toLowerCase()}(s)` : 'every one';
    const ok = await confirm({
      title: 'Are you Sure',
      text: `Process the ${labels.plural.toLowerCase()} of ${displayDate(date)} for ${who}?`,
    });
    if (!ok) return;
    try {
      const answer = await process.mutateAsync({ date, marketId: market.marketId, customerIds });
      toastSuccess(answer.message);
      setSelected(new Set());
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
      <div className="billing__actions">
        <Button
          intent="primary"
          icon="confirm"
          text={`Process selected (${picks.length})`}
          disabled={picks.length === 0 || market.needsPick || process.isPending}
          onClick={() => void run(picks.map((r) => r.customerId))}
        />
        <Button
          icon="layers"
          text="Process all"
          disabled={market.needsPick || process.isPending}
          loading={process.isPending}
          onClick={() => void run(undefined)}
        />
        {summary.data && (
          <span aria-live="polite">
            {rows.length} {labels.customer.toLowerCase()}(s), {toBill} to bill
          </span>
        )}
      </div>
      <DataTable
        label={`${labels.customer} summary`}
        columns={columns}
        rows={rows}
        loading={summary.isPending}
        rowKey={(r) => r.customerId}
      />
      {dialog}
    </>
  );
}
