import { Callout } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { DataTable } from '../../components/table/DataTable';
import { PrintJobStatus } from '../documents/PrintJobStatus';
import { usePrintJob } from '../documents/use-print-job';
import type { ScreenDef } from '../shell/screen';
import { BillDayScreen } from './BillDayScreen';
import { BillDialog } from './BillDialog';
import { billColumns } from './bill-columns';
import { BILL_LABELS } from './bill-labels';
import { type BillType, useBillsOfDate, useRefreshBilling } from './billing-api';
import { DayPrintButton } from './DayPrintButton';
import { dayMarketOf } from './day-market';

export interface DayBillsProps {
  billType: BillType;
  screen: ScreenDef;
}

/**
 * /app/billprint/farmerinvoice and reelerinvoice: the bills of a date; one opens over the list to be read and
 * printed, or the day's bills print as one PDF.
 */
export function DayBills({ billType, screen }: DayBillsProps) {
  return (
    <BillDayScreen screen={screen}>
      {(date, picked) => <BillsOfDate billType={billType} date={date} picked={picked} />}
    </BillDayScreen>
  );
}

function BillsOfDate({ billType, date, picked }: { billType: BillType; date: string; picked?: string }) {
  const labels = BILL_LABELS[billType];
  const bills = useBillsOfDate(billType, { date, marketId: picked });
  const job = usePrintJob(useRefreshBilling());
  const [openBill, setOpenBill] = useState<string | undefined>();
  const rows = bills.data?.data ?? [];
  const marketId = dayMarketOf(rows, picked);
  const columns = useMemo(
    () => billColumns(labels.customer, (b) => setOpenBill(b.billId)),
    [labels.customer],
  );
  return (
    <>
      <DayPrintButton
        job={job}
        kind={labels.kind}
        date={date}
        marketId={marketId}
        rowCount={rows.length}
        text="Print the day's bills"
        fileName={`${labels.file}-${date}.pdf`}
      />
      <PrintJobStatus job={job} label="Day's bills PDF" />
      {bills.data?.message && rows.length === 0 && (
        <Callout intent="primary" icon="info-sign" className="billing__message">
          {bills.data.message}
        </Callout>
      )}
      <DataTable
        label={labels.plural}
        columns={columns}
        rows={rows}
        loading={bills.isPending}
        rowKey={(b) => b.billId}
        onRowDoubleClick={(b) => setOpenBill(b.billId)}
      />
      <BillDialog billId={openBill} onOpenBill={setOpenBill} onClose={() => setOpenBill(undefined)} />
    </>
  );
}
