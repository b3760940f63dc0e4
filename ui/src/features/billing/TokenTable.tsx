import { useMemo } from 'react';
import type { TableColumn } from '../../components/table/column';
import { DataTable } from '../../components/table/DataTable';
import type { TokenLayout } from '../documents/document-api';
import { PrintButton } from '../documents/PrintButton';
import { PrintJobStatus } from '../documents/PrintJobStatus';
import { usePrintJob } from '../documents/use-print-job';
import { useRefreshBilling } from './billing-api';
import { DayPrintButton } from './DayPrintButton';
import { dayMarketOf } from './day-market';
import { PickMarketNotice } from './PickMarketNotice';
import type { PrintableToken, UseTokens } from './printable-token';
import { pdfLabel, TOKEN_LABELS, type TokenKind } from './token-labels';

export interface TokenTableProps<T extends PrintableToken> {
  kind: TokenKind;
  date: string;
  picked: string | undefined;
  useTokens: UseTokens<T>;
  /** The columns of this kind of token, between the lot number and how often it was printed. */
  columns: TableColumn<T>[];
  layout?: TokenLayout;
}

/** A date's lots with their token of one kind: print or reprint one, or print the market's day at once. */
export function TokenTable<T extends PrintableToken>({
  kind,
  date,
  picked,
  useTokens,
  columns,
  layout,
}: TokenTableProps<T>) {
  const labels = TOKEN_LABELS[kind];
  const tokens = useTokens({ date, marketId: picked });
  const job = usePrintJob(useRefreshBilling());
  const rows = tokens.data?.data ?? [];
  const marketId = dayMarketOf(
    rows.map((t) => ({ marketId: t.market.marketId })),
    picked,
  );
  const allColumns = useMemo<TableColumn<T>[]>(
    () => [
      { header: 'Lot No', accessor: 'lotNo', sortable: true, width: 60, alignment: 'right' },
      ...columns,
      {
        header: labels.copiesHeader,
        accessor: 'printCount',
        sortable: true,
        width: labels.copiesWidth,
        alignment: 'right',
      },
      {
        header: 'Action',
        accessor: 'lotId',
        width: 110,
        alignment: 'center',
        render: (t) => (
          <PrintButton
            job={job}
            text={t.printCount === 0 ? 'Print' : 'Reprint'}
            aria-label={`${t.printCount === 0 ? 'Print' : 'Reprint'} the ${labels.one} of lot ${t.lotNo}`}
            request={() => ({ kind, marketId: t.market.marketId, date, ids: [t.lotId], layout })}
            fileName={`${labels.file}-${date}-lot-${t.lotNo}.pdf`}
          />
        ),
      },
    ],
    [kind, labels, columns, job, date, layout],
  );
  return (
    <>
      <DayPrintButton
        job={job}
        kind={kind}
        date={date}
        marketId={marketId}
        rowCount={rows.length}
        text="Print all"
        fileName={`${labels.files}-${date}.pdf`}
        layout={layout}
      />
      {rows.length > 0 && !marketId && <PickMarketNotice doing={`print its ${labels.many} together`} />}
      <PrintJobStatus job={job} label={pdfLabel(labels.many)} />
      <DataTable
        label={labels.table}
        columns={allColumns}
        rows={rows}
        loading={tokens.isPending}
        rowKey={(t) => t.lotId}
      />
    </>
  );
}
