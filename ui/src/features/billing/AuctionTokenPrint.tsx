import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { PageHeader } from '../../layout/PageHeader';
import { DateFilter } from '../auction/DateFilter';
import { FilterBar } from '../auction/FilterBar';
import { MarketFilter } from '../auction/MarketFilter';
import { SelectDateNotice } from '../auction/SelectDateNotice';
import { useDayFilter } from '../auction/use-day-filter';
import type { TokenLayout } from '../documents/document-api';
import { PrintButton } from '../documents/PrintButton';
import { PrintJobStatus } from '../documents/PrintJobStatus';
import { usePrintJob } from '../documents/use-print-job';
import { screenTrail } from '../shell/screen-trail';
import { TOKEN_AUCTION, TOKEN_AUCTION_LIST } from '../shell/screens';
import { BidSlipView } from './BidSlipView';
import { useAuctionTokens, useRefreshBilling } from './billing-api';
import { LayoutChoice } from './LayoutChoice';
import { TokenLotSelect } from './TokenLotSelect';
import '../auction/auction.css';
import './billing.css';

/** /app/billprint/tokenauction: one weighed lot's bid slip, previewed, then printed in the layout chosen. */
export function AuctionTokenPrint() {
  const [, navigate] = useLocation();
  const [filter, setFilter] = useDayFilter();
  const [lotId, setLotId] = useState<string | undefined>();
  const [layout, setLayout] = useState<TokenLayout>('one-sheet');
  const tokens = useAuctionTokens({ date: filter.date, marketId: filter.marketId });
  const job = usePrintJob(useRefreshBilling());
  const token = tokens.data?.data.find((t) => t.lotId === lotId);
  const listPath = `${TOKEN_AUCTION_LIST.path}?date=${filter.date}`;
  return (
    <div className="auction-screen billing-screen">
      <PageHeader
        title={TOKEN_AUCTION.title}
        trail={screenTrail(TOKEN_AUCTION)}
        actions={<Button icon="list" text="Token Auction List" onClick={() => navigate(listPath)} />}
      />
      <FilterBar>
        <DateFilter
          value={filter.date}
          onChange={(date) => {
            setLotId(undefined);
            setFilter({ date });
          }}
        />
        <MarketFilter value={filter.marketId} onChange={(marketId) => setFilter({ marketId })} />
        {filter.date && <TokenLotSelect lots={tokens.data?.data ?? []} value={lotId} onChange={setLotId} />}
        <LayoutChoice value={layout} onChange={setLayout} />
      </FilterBar>
      {!filter.date && <SelectDateNotice />}
      {token && (
        <>
          <div className="billing__actions">
            <PrintButton
              job={job}
              intent="primary"
              text={token.printCount === 0 ? 'Print' : 'Print again (DUPLICATE)'}
              request={() => ({
                kind: 'auction-token',
                marketId: token.market.marketId,
                date: filter.date,
                ids: [token.lotId],
                layout,
              })}
              fileName={`bid-slip-${token.inwardDate}-lot-${token.lotNo}.pdf`}
            />
          </div>
          <PrintJobStatus job={job} label="Bid slip PDF" />
          <BidSlipView token={token} />
        </>
      )}
    </div>
  );
}
