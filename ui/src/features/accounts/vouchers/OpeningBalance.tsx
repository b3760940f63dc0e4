import { Callout, FormGroup, HTMLSelect, HTMLTable, InputGroup, Spinner } from '@blueprintjs/core';
import { displayDate, rupeesFigure } from '@cocoon/domain';
import { useId, useState } from 'react';
import { PageHeader } from '../../../layout/PageHeader';
import { FilterBar } from '../../auction/FilterBar';
import { MarketFilter } from '../../auction/MarketFilter';
import { PickMarketNotice } from '../../billing/PickMarketNotice';
import { useBillMarket } from '../../billing/use-bill-market';
import { screenTrail } from '../../shell/screen-trail';
import { OPENING_BALANCE } from '../../shell/screens';
import { OpeningBalanceEntry } from './OpeningBalanceEntry';
import { OpeningCash } from './OpeningCash';
import { SuspenseNotice } from './SuspenseNotice';
import { sideWords } from './side-words';
import { useLedgerMonths, useOpeningBalances } from './vouchers-api';
import '../../auction/auction.css';
import './vouchers.css';

/** /app/openingbalance: each customer's balance on the go-live date, once, against the suspense account. */
export function OpeningBalance() {
  const [picked, setPicked] = useState<string | undefined>();
  const [customerType, setCustomerType] = useState<'farmer' | 'reeler'>('farmer');
  const [search, setSearch] = useState('');
  const { marketId, needsPick } = useBillMarket(picked);
  const ids = { type: useId(), search: useId() };
  const enabled = !needsPick || Boolean(marketId);
  const list = useOpeningBalances({ marketId, customerType }, enabled);
  // Opening balances are dated on the day the market's books start, never another (issue 22).
  const asOn = useLedgerMonths({ marketId }, enabled).data?.goLive ?? null;
  const needle = search.trim().toLowerCase();
  const rows = (list.data?.data ?? []).filter(
    (r) => !needle || r.name.toLowerCase().includes(needle) || r.code.toLowerCase().includes(needle),
  );
  return (
    <div className="auction-screen voucher-screen">
      <PageHeader title={OPENING_BALANCE.title} trail={screenTrail(OPENING_BALANCE)} />
      <FilterBar>
        <FormGroup label="Customer Type" labelFor={ids.type} className="screen-filters__field">
          <HTMLSelect
            id={ids.type}
            value={customerType}
            onChange={(e) => setCustomerType(e.currentTarget.value as 'farmer' | 'reeler')}
            options={[
              { value: 'farmer', label: 'Farmer' },
              { value: 'reeler', label: 'Reeler' },
            ]}
          />
        </FormGroup>
        <FormGroup label="Search" labelFor={ids.search} className="screen-filters__field">
          <InputGroup id={ids.search} value={search} onValueChange={setSearch} placeholder="Name or code" />
        </FormGroup>
        <MarketFilter value={picked} onChange={setPicked} />
      </FilterBar>
      {needsPick && !marketId ? (
        <PickMarketNotice doing="record opening balances" />
      ) : list.isPending ? (
        <Spinner aria-label="Loading the customers" />
      ) : (
        <>
          <Callout className="voucher-go-live" role="status">
            As on (go-live date): <strong>{asOn ? displayDate(asOn) : 'not set'}</strong>. Balances are dated
            on the day the market's books start (set on the Month Close screen).
          </Callout>
          <OpeningCash marketId={marketId} />
          {list.data && <SuspenseNotice balancePaise={list.data.suspenseBalancePaise} />}
          <HTMLTable compact striped className="voucher-lines__table" aria-label="Opening balances">
            <thead>
              <tr>
                <th scope="col">Code</th>
                <th scope="col">Name</th>
                <th scope="col">Opening Balance</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.customerId}>
                  <td>{row.code}</td>
                  <td>{row.name}</td>
                  <td>
                    {row.recorded ? (
                      <span>
                        Rs {rupeesFigure(row.recorded.amountPaise)},{' '}
                        {sideWords(row.customerKind, row.recorded.side)} (as on{' '}
                        {displayDate(row.recorded.asOn)}, by {row.recorded.recordedBy})
                      </span>
                    ) : (
                      asOn && <OpeningBalanceEntry row={row} marketId={marketId} asOn={asOn} />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </>
      )}
    </div>
  );
}
