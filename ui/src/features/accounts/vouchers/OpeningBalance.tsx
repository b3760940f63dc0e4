import { FormGroup, HTMLSelect, HTMLTable, InputGroup, Spinner } from '@blueprintjs/core';
import { displayDate } from '@cocoon/domain';
import { useId, useState } from 'react';
import { PageHeader } from '../../../layout/PageHeader';
import { FilterBar } from '../../auction/FilterBar';
import { MarketFilter } from '../../auction/MarketFilter';
import { today } from '../../auction/use-day-filter';
import { PickMarketNotice } from '../../billing/PickMarketNotice';
import { useBillMarket } from '../../billing/use-bill-market';
import { screenTrail } from '../../shell/screen-trail';
import { OPENING_BALANCE } from '../../shell/screens';
import { paiseToRupees } from './amounts';
import { OpeningBalanceEntry } from './OpeningBalanceEntry';
import { OpeningCash } from './OpeningCash';
import { SuspenseNotice } from './SuspenseNotice';
import { sideWords } from './side-words';
import { useOpeningBalances } from './vouchers-api';
import '../../auction/auction.css';
import './vouchers.css';

/** /app/openingbalance: each customer's balance on the go-live date, once, against the suspense account. */
export function OpeningBalance() {
  const [picked, setPicked] = useState<string | undefined>();
  const [customerType, setCustomerType] = useState<'farmer' | 'reeler'>('farmer');
  const [search, setSearch] = useState('');
  const [asOn, setAsOn] = useState(today());
  const { marketId, needsPick } = useBillMarket(picked);
  const ids = { type: useId(), search: useId(), asOn: useId() };
  const list = useOpeningBalances({ marketId, customerType }, !needsPick || Boolean(marketId));
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
        <FormGroup label="As on (go-live date)" labelFor={ids.asOn} className="screen-filters__field">
          <InputGroup id={ids.asOn} type="date" value={asOn} onValueChange={setAsOn} />
        </FormGroup>
        <MarketFilter value={picked} onChange={setPicked} />
      </FilterBar>
      {needsPick && !marketId ? (
        <PickMarketNotice doing="record opening balances" />
      ) : list.isPending ? (
        <Spinner aria-label="Loading the customers" />
      ) : (
        <>
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
                        Rs {paiseToRupees(row.recorded.amountPaise)},{' '}
                        {sideWords(row.customerKind, row.recorded.side)} (as on{' '}
                        {displayDate(row.recorded.asOn)}, by {row.recorded.recordedBy})
                      </span>
                    ) : (
                      <OpeningBalanceEntry row={row} marketId={marketId} asOn={asOn} />
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
