import { Spinner } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { DataTable } from '../../../components/table/DataTable';
import { newestFirst } from '../../../components/table/sort';
import { PageHeader } from '../../../layout/PageHeader';
import { FilterBar } from '../../auction/FilterBar';
import { MarketFilter } from '../../auction/MarketFilter';
import { useMarkets } from '../../auction/use-markets';
import { PickMarketNotice } from '../../billing/PickMarketNotice';
import { useBillMarket } from '../../billing/use-bill-market';
import { screenTrail } from '../../shell/screen-trail';
import { LEVY_REMITTANCE } from '../../shell/screens';
import { LevyRemittanceForm } from './LevyRemittanceForm';
import { levyColumns } from './levy-columns';
import { ReverseLevyDialog } from './ReverseLevyDialog';
import { type LevyRemittanceRow, useLevyRemittances } from './vouchers-api';
import '../../auction/auction.css';
import './vouchers.css';

/**
 * /app/levyremittance (issue 22): levy remitted to the department, Dr Farmer levy / Reeler levy, Cr Bank. The only
 * way the levy accounts are debited: a hand voucher naming them is refused.
 */
export function LevyRemittance() {
  const [picked, setPicked] = useState<string | undefined>();
  const { marketId, needsPick } = useBillMarket(picked);
  const { many } = useMarkets();
  const list = useLevyRemittances({ marketId }, !needsPick || Boolean(marketId));
  const [reversing, setReversing] = useState<LevyRemittanceRow | undefined>();
  const columns = useMemo(() => levyColumns(setReversing), []);
  return (
    <div className="auction-screen voucher-screen">
      <PageHeader title={LEVY_REMITTANCE.title} trail={screenTrail(LEVY_REMITTANCE)} />
      {/* The market picker only: a user of one market has no filter to show. */}
      {many && (
        <FilterBar>
          <MarketFilter value={picked} onChange={setPicked} />
        </FilterBar>
      )}
      {needsPick && !marketId ? (
        <PickMarketNotice doing="remit levy" />
      ) : list.isPending || !list.data ? (
        <Spinner aria-label="Loading the remittances" />
      ) : (
        <>
          <LevyRemittanceForm marketId={marketId} heldPaise={list.data.heldPaise} />
          <DataTable
            label="Levy remittances"
            columns={columns}
            rows={list.data.data}
            loading={list.isFetching && !list.data}
            rowKey={(r) => r.remittanceId}
            defaultSort={newestFirst('remittedOn')}
          />
          <ReverseLevyDialog
            key={reversing?.remittanceId ?? 'none'}
            remittance={reversing}
            marketId={marketId}
            onClose={() => setReversing(undefined)}
          />
        </>
      )}
    </div>
  );
}
