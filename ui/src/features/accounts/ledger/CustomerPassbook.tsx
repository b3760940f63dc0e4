import { Callout, Spinner } from '@blueprintjs/core';
import { FARMER_PASSBOOK_REPORT, MESSAGES, REELER_PASSBOOK_REPORT, REPORT_PAGE_SIZE } from '@cocoon/domain';
import { useState } from 'react';
import { TablePager } from '../../../components/table/TablePager';
import { PageHeader } from '../../../layout/PageHeader';
import { DateFilter } from '../../auction/DateFilter';
import { FilterBar } from '../../auction/FilterBar';
import { MarketFilter } from '../../auction/MarketFilter';
import { SelectDateNotice } from '../../auction/SelectDateNotice';
import { PickMarketNotice } from '../../billing/PickMarketNotice';
import { useBillMarket } from '../../billing/use-bill-market';
import { ReportExports } from '../../reports/ReportExports';
import { reportSearch } from '../../reports/report-params';
import { screenTrail } from '../../shell/screen-trail';
import { FARMER_PASSBOOK, REELER_PASSBOOK } from '../../shell/screens/reports';
import { CoverLinesTable } from './CoverLinesTable';
import { CustomerPicker } from './CustomerPicker';
import { type LedgerCustomerKind, useCustomerOptions, usePassbook } from './ledger-api';
import { PassbookTable } from './PassbookTable';
import { SIDE_MEANING } from './passbook-figures';
import { usePassbookFilter } from './use-passbook-filter';
import '../../billing/billing.css';
import '../../reports/reports.css';
import './passbook.css';

const SCREEN = { farmer: FARMER_PASSBOOK, reeler: REELER_PASSBOOK } as const;
const LABEL = { farmer: 'Farmer', reeler: 'Reeler' } as const;
/** The passbook's files come from its report definition (issue 27): the one machine's CSV, Excel and PDF. */
const REPORT = { farmer: FARMER_PASSBOOK_REPORT, reeler: REELER_PASSBOOK_REPORT } as const;
const CUSTOMER_KEY = { farmer: 'farmerId', reeler: 'reelerId' } as const;

/**
 * A farmer's or reeler's passbook over a period: the balance brought forward, each sale, payment, receipt and
 * voucher with the running balance, the totals and the closing balance. An AD or RJD picks the market first.
 */
export function CustomerPassbook({ kind }: { kind: LedgerCustomerKind }) {
  const screen = SCREEN[kind];
  const [filter, setFilter] = usePassbookFilter();
  const market = useBillMarket(filter.marketId);
  // Both calls wait for the one market: asked before the user's markets have loaded they would be refused.
  const customers = useCustomerOptions(kind, market.marketId);
  // A new customer, market or period starts at its first page.
  const [paging, setPaging] = useState({ key: '', page: 1 });
  const pagingKey = [market.marketId, filter.customerId, filter.from, filter.to].join('|');
  const page = paging.key === pagingKey ? paging.page : 1;
  const passbook = usePassbook({
    kind,
    customerId: filter.customerId,
    from: filter.from,
    to: filter.to,
    marketId: market.marketId,
    page,
  });
  const book = passbook.data;
  // The files are of what is on screen: the same market, customer and dates.
  const search = reportSearch(REPORT[kind], {
    marketId: market.marketId ?? '',
    [CUSTOMER_KEY[kind]]: filter.customerId,
    from: filter.from,
    to: filter.to,
  });
  return (
    <div className="billing-screen passbook">
      <PageHeader
        title={screen.title}
        trail={screenTrail(screen)}
        actions={
          <ReportExports
            definition={REPORT[kind]}
            search={search}
            rows={book ? book.rowCount + 2 : 0}
            disabled={!book || passbook.isFetching}
          />
        }
      />
      <FilterBar>
        <MarketFilter
          value={filter.marketId}
          onChange={(marketId) => setFilter({ marketId, customerId: undefined })}
        />
        <CustomerPicker
          label={LABEL[kind]}
          value={filter.customerId}
          customers={customers.data ?? []}
          loading={customers.isFetching}
          disabled={market.needsPick}
          onChange={(customerId) => setFilter({ customerId: customerId || undefined })}
        />
        <DateFilter label="From Date" value={filter.from} onChange={(from) => setFilter({ from })} />
        <DateFilter label="To Date" value={filter.to} onChange={(to) => setFilter({ to })} />
      </FilterBar>
      {market.needsPick ? (
        <PickMarketNotice doing={`see a ${kind}'s passbook`} />
      ) : !filter.from || !filter.to ? (
        <SelectDateNotice message={MESSAGES.selectFromToDate} />
      ) : filter.from > filter.to ? (
        <SelectDateNotice message="From date must not be after To date" />
      ) : !filter.customerId ? (
        <Callout intent="primary" icon="person">
          Select a {kind} to see their passbook.
        </Callout>
      ) : passbook.isError ? (
        <Callout intent="danger" role="alert">
          {passbook.error.message}
        </Callout>
      ) : !book ? (
        <Spinner size={30} aria-label="Loading the passbook" />
      ) : (
        <section aria-label={`Passbook of ${book.customerName ?? LABEL[kind]}`}>
          <p className="passbook__customer">
            <strong>{book.customerName ?? 'Unknown'}</strong> ({book.customerCode ?? 'no code'})
          </p>
          <p className="passbook__meaning bp6-text-muted">{SIDE_MEANING[kind]}</p>
          <PassbookTable passbook={book} label={`${LABEL[kind]} passbook`} />
          {book.rowCount > REPORT_PAGE_SIZE && (
            <TablePager
              pageIndex={(book.page ?? 1) - 1}
              pageSize={REPORT_PAGE_SIZE}
              totalRows={book.rowCount}
              onPageChange={(index) => setPaging({ key: pagingKey, page: index + 1 })}
            />
          )}
          {book.coverLines && book.coverLines.length > 0 && <CoverLinesTable lines={book.coverLines} />}
        </section>
      )}
    </div>
  );
}
