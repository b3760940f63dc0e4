import { Button, Callout } from '@blueprintjs/core';
import { formatHundredths, formatKg } from '@cocoon/domain';
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import type { TableColumn } from '../../components/table/column';
import { DataTable } from '../../components/table/DataTable';
import { PageHeader } from '../../layout/PageHeader';
import { PersonCell } from '../auction/PersonCell';
import { SelectDateNotice } from '../auction/SelectDateNotice';
import { useDayFilter } from '../auction/use-day-filter';
import { PrintButton } from '../documents/PrintButton';
import { PrintJobStatus } from '../documents/PrintJobStatus';
import { usePrintJob } from '../documents/use-print-job';
import { screenTrail } from '../shell/screen-trail';
import { TOKEN_LIST, TOKEN_PRINT } from '../shell/screens';
import { BillDayFilters } from './BillDayFilters';
import { type InwardToken, useInwardTokens, useRefreshBilling } from './billing-api';
import { dayMarketOf } from './day-market';
import '../auction/auction.css';
import './billing.css';

/** /app/billprint/tokenprint/tokenlist: the date's lots with how often their token was printed. */
export function TokenList() {
  const [, navigate] = useLocation();
  const [filter, setFilter] = useDayFilter();
  return (
    <div className="auction-screen billing-screen">
      <PageHeader
        title={TOKEN_LIST.title}
        trail={screenTrail(TOKEN_LIST)}
        actions={
          <Button
            icon="print"
            text="Token Print"
            onClick={() => navigate(`${TOKEN_PRINT.path}?date=${filter.date}`)}
          />
        }
      />
      <BillDayFilters filter={filter} setFilter={setFilter} />
      {filter.date ? <Tokens date={filter.date} picked={filter.marketId} /> : <SelectDateNotice />}
    </div>
  );
}

function Tokens({ date, picked }: { date: string; picked?: string }) {
  const tokens = useInwardTokens({ date, marketId: picked });
  const job = usePrintJob(useRefreshBilling());
  const rows = tokens.data?.data ?? [];
  const marketId = dayMarketOf(
    rows.map((t) => ({ marketId: t.market.marketId })),
    picked,
  );
  const columns = useMemo<TableColumn<InwardToken>[]>(
    () => [
      { header: 'Lot No', accessor: 'lotNo', sortable: true, width: 60, alignment: 'right' },
      {
        header: 'Farmer',
        accessor: 'farmerName',
        sortable: true,
        width: 170,
        render: (t) => <PersonCell name={t.farmerName} code={t.farmerCode} />,
      },
      { header: 'Race', accessor: 'race', sortable: true, width: 70 },
      {
        header: 'Cocoon Wt (kg)',
        accessor: 'cocoonWeightGrams',
        sortable: true,
        width: 95,
        alignment: 'right',
        render: (t) => formatKg(t.cocoonWeightGrams),
      },
      {
        header: 'Floor Price (Rs/kg)',
        accessor: 'floorPricePaisePerKg',
        sortable: true,
        width: 95,
        alignment: 'right',
        render: (t) => formatHundredths(t.floorPricePaisePerKg),
      },
      { header: 'Tokens printed', accessor: 'printCount', sortable: true, width: 80, alignment: 'right' },
      {
        header: 'Action',
        accessor: 'lotId',
        width: 110,
        alignment: 'center',
        render: (t) => (
          <PrintButton
            job={job}
            text={t.printCount === 0 ? 'Print' : 'Reprint'}
            aria-label={`${t.printCount === 0 ? 'Print' : 'Reprint'} the token of lot ${t.lotNo}`}
            request={() => ({ kind: 'inward-token', marketId: t.market.marketId, date, ids: [t.lotId] })}
            fileName={`inward-token-${date}-lot-${t.lotNo}.pdf`}
          />
        ),
      },
    ],
    [job, date],
  );
  return (
    <>
      <div className="billing__actions">
        <PrintButton
          job={job}
          intent="primary"
          text="Print all"
          disabled={rows.length === 0 || !marketId}
          request={() => ({ kind: 'inward-token', marketId, date })}
          fileName={`inward-tokens-${date}.pdf`}
        />
      </div>
      {rows.length > 0 && !marketId && (
        <Callout intent="primary" icon="shop" className="billing__message">
          Pick a market to print its tokens together.
        </Callout>
      )}
      <PrintJobStatus job={job} label="Tokens PDF" />
      <DataTable
        label="Inward tokens"
        columns={columns}
        rows={rows}
        loading={tokens.isPending}
        rowKey={(t) => t.lotId}
      />
    </>
  );
}
