import { Button, Checkbox } from '@blueprintjs/core';
import { displayDate } from '@cocoon/domain';
import { useMemo, useState } from 'react';
import type { TableColumn } from '../../components/table/column';
import { DataTable } from '../../components/table/DataTable';
import type { ScreenDef } from '../shell/screen';
import { BillDayScreen } from './BillDayScreen';
import { BILL_LABELS } from './bill-labels';
import { type BillingSummaryRow, type BillType, useBillingSummary } from './billing-api';
import { PickMarketNotice } from './PickMarketNotice';
import { summaryColumns } from './SummaryColumns';
import { useBillMarket } from './use-bill-market';
import { useConfirmedProcess } from './use-confirmed-process';

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
  return (
    <BillDayScreen screen={screen}>
      {(date, picked) => <SummaryTable billType={billType} date={date} picked={picked} />}
    </BillDayScreen>
  );
}

function SummaryTable({ billType, date, picked }: { billType: BillType; date: string; picked?: string }) {
  const labels = BILL_LABELS[billType];
  const summary = useBillingSummary(billType, { date, marketId: picked });
  const process = useConfirmedProcess(billType);
  const market = useBillMarket(picked);
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
    const question = `Process the ${labels.plural.toLowerCase()} of ${displayDate(date)} for ${who}?`;
    if (await process.run(question, { date, marketId: market.marketId, customerIds })) setSelected(new Set());
  };

  return (
    <>
      {market.needsPick && <PickMarketNotice doing="process its bills" />}
      <div className="billing__actions">
        <Button
          intent="primary"
          icon="confirm"
          text={`Process selected (${picks.length})`}
          disabled={picks.length === 0 || market.needsPick || process.busy}
          onClick={() => void run(picks.map((r) => r.customerId))}
        />
        <Button
          icon="layers"
          text="Process all"
          disabled={market.needsPick || process.busy}
          loading={process.busy}
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
      {process.dialog}
    </>
  );
}
