import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { PageHeader } from '../../layout/PageHeader';
import { DateFilter } from '../auction/DateFilter';
import { FilterBar } from '../auction/FilterBar';
import { MarketFilter } from '../auction/MarketFilter';
import { SelectDateNotice } from '../auction/SelectDateNotice';
import { useDayFilter } from '../auction/use-day-filter';
import { PrintButton } from '../documents/PrintButton';
import { PrintJobStatus } from '../documents/PrintJobStatus';
import { usePrintJob } from '../documents/use-print-job';
import { screenTrail } from '../shell/screen-trail';
import { TOKEN_LIST, TOKEN_PRINT } from '../shell/screens';
import { useInwardTokens, useRefreshBilling } from './billing-api';
import { InwardTokenView } from './InwardTokenView';
import { TokenLotSelect } from './TokenLotSelect';
import '../auction/auction.css';
import './billing.css';

/** /app/billprint/tokenprint: one lot's inward token, previewed, then printed. */
export function TokenPrint() {
  const [, navigate] = useLocation();
  const [filter, setFilter] = useDayFilter();
  const [lotId, setLotId] = useState<string | undefined>();
  const tokens = useInwardTokens({ date: filter.date, marketId: filter.marketId });
  const job = usePrintJob(useRefreshBilling());
  const token = tokens.data?.data.find((t) => t.lotId === lotId);
  const listPath = `${TOKEN_LIST.path}?date=${filter.date}`;
  return (
    <div className="auction-screen billing-screen">
      <PageHeader
        title={TOKEN_PRINT.title}
        trail={screenTrail(TOKEN_PRINT)}
        actions={<Button icon="list" text="Token List" onClick={() => navigate(listPath)} />}
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
                kind: 'inward-token',
                marketId: token.market.marketId,
                date: filter.date,
                ids: [token.lotId],
              })}
              fileName={`inward-token-${token.inwardDate}-lot-${token.lotNo}.pdf`}
            />
          </div>
          <PrintJobStatus job={job} label="Token PDF" />
          <InwardTokenView token={token} />
        </>
      )}
    </div>
  );
}
