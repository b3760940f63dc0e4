import { Button, Callout } from '@blueprintjs/core';
import { formatHundredths, formatKg } from '@cocoon/domain';
import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import type { TableColumn } from '../../components/table/column';
import { DataTable } from '../../components/table/DataTable';
import { PageHeader } from '../../layout/PageHeader';
import { DateFilter } from '../auction/DateFilter';
import { FilterBar } from '../auction/FilterBar';
import { MarketFilter } from '../auction/MarketFilter';
import { PersonCell } from '../auction/PersonCell';
import { SelectDateNotice } from '../auction/SelectDateNotice';
import { useDayFilter } from '../auction/use-day-filter';
import type { TokenLayout } from '../documents/document-api';
import { PrintButton } from '../documents/PrintButton';
import { PrintJobStatus } from '../documents/PrintJobStatus';
import { usePrintJob } from '../documents/use-print-job';
import { screenTrail } from '../shell/screen-trail';
import { TOKEN_AUCTION, TOKEN_AUCTION_LIST } from '../shell/screens';
import { type AuctionToken, useAuctionTokens, useRefreshBilling } from './billing-api';
import { dayMarketOf } from './day-market';
import { LayoutChoice } from './LayoutChoice';
import '../auction/auction.css';
import './billing.css';

/** /app/billprint/tokenauctionlist: the date's weighed lots and their bid slips; reprint one or print all. */
export function AuctionTokenList() {
  const [, navigate] = useLocation();
  const [filter, setFilter] = useDayFilter();
  const [layout, setLayout] = useState<TokenLayout>('one-sheet');
  return (
    <div className="auction-screen billing-screen">
      <PageHeader
        title={TOKEN_AUCTION_LIST.title}
        trail={screenTrail(TOKEN_AUCTION_LIST)}
        actions={
          <Button
            icon="print"
            text="Token Print Auction"
            onClick={() => navigate(`${TOKEN_AUCTION.path}?date=${filter.date}`)}
          />
        }
      />
      <FilterBar>
        <DateFilter value={filter.date} onChange={(date) => setFilter({ date })} />
        <MarketFilter value={filter.marketId} onChange={(marketId) => setFilter({ marketId })} />
        <LayoutChoice value={layout} onChange={setLayout} />
      </FilterBar>
      {filter.date ? (
        <BidSlips date={filter.date} picked={filter.marketId} layout={layout} />
      ) : (
        <SelectDateNotice />
      )}
    </div>
  );
}

function BidSlips({ date, picked, layout }: { date: string; picked?: string; layout: TokenLayout }) {
  const tokens = useAuctionTokens({ date, marketId: picked });
  const job = usePrintJob(useRefreshBilling());
  const rows = tokens.data?.data ?? [];
  const marketId = dayMarketOf(
    rows.map((t) => ({ marketId: t.market.marketId })),
    picked,
  );
  const columns = useMemo<TableColumn<AuctionToken>[]>(
    () => [
      { header: 'Lot No', accessor: 'lotNo', sortable: true, width: 60, alignment: 'right' },
      {
        header: 'Farmer',
        accessor: 'farmerName',
        sortable: true,
        width: 160,
        render: (t) => <PersonCell name={t.farmerName} code={t.farmerCode} />,
      },
      {
        header: 'Reeler',
        accessor: 'reelerName',
        sortable: true,
        width: 160,
        render: (t) => <PersonCell name={t.reelerName} code={t.reelerCode} />,
      },
      {
        header: 'Rate (Rs/kg)',
        accessor: 'ratePaisePerKg',
        sortable: true,
        width: 90,
        alignment: 'right',
        render: (t) => formatHundredths(t.ratePaisePerKg),
      },
      {
        header: 'Net Wt (kg)',
        accessor: 'netGrams',
        sortable: true,
        width: 90,
        alignment: 'right',
        render: (t) => formatKg(t.netGrams),
      },
      {
        header: 'Amount (Rs)',
        accessor: 'amountPaise',
        sortable: true,
        width: 110,
        alignment: 'right',
        render: (t) => formatHundredths(t.amountPaise),
      },
      { header: 'Slips printed', accessor: 'printCount', sortable: true, width: 75, alignment: 'right' },
      {
        header: 'Action',
        accessor: 'lotId',
        width: 110,
        alignment: 'center',
        render: (t) => (
          <PrintButton
            job={job}
            text={t.printCount === 0 ? 'Print' : 'Reprint'}
            aria-label={`${t.printCount === 0 ? 'Print' : 'Reprint'} the bid slip of lot ${t.lotNo}`}
            request={() => ({
              kind: 'auction-token',
              marketId: t.market.marketId,
              date,
              ids: [t.lotId],
              layout,
            })}
            fileName={`bid-slip-${date}-lot-${t.lotNo}.pdf`}
          />
        ),
      },
    ],
    [job, date, layout],
  );
  return (
    <>
      <div className="billing__actions">
        <PrintButton
          job={job}
          intent="primary"
          text="Print all"
          disabled={rows.length === 0 || !marketId}
          request={() => ({ kind: 'auction-token', marketId, date, layout })}
          fileName={`bid-slips-${date}.pdf`}
        />
      </div>
      {rows.length > 0 && !marketId && (
        <Callout intent="primary" icon="shop" className="billing__message">
          Pick a market to print its bid slips together.
        </Callout>
      )}
      <PrintJobStatus job={job} label="Bid slips PDF" />
      <DataTable
        label="Weighed lots"
        columns={columns}
        rows={rows}
        loading={tokens.isPending}
        rowKey={(t) => t.lotId}
      />
    </>
  );
}
