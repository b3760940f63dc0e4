import { Button, FormGroup, HTMLSelect, HTMLTable, Spinner, Tag } from '@blueprintjs/core';
import { displayDate, financialYearOf, MESSAGES } from '@cocoon/domain';
import { useId, useState } from 'react';
import { ApiError } from '../../../api/errors';
import { useCommandKey } from '../../../api/use-command-key';
import { toastError, toastSuccess } from '../../../components/feedback/toaster';
import { useConfirm } from '../../../components/feedback/use-confirm';
import { PageHeader } from '../../../layout/PageHeader';
import { FilterBar } from '../../auction/FilterBar';
import { MarketFilter } from '../../auction/MarketFilter';
import { today } from '../../auction/use-day-filter';
import { PickMarketNotice } from '../../billing/PickMarketNotice';
import { useBillMarket } from '../../billing/use-bill-market';
import { screenTrail } from '../../shell/screen-trail';
import { MONTH_CLOSE } from '../../shell/screens';
import { type LedgerMonthRow, useAccountsCommand, useLedgerMonths } from './vouchers-api';
import '../../auction/auction.css';
import './vouchers.css';

const yearLabel = (fy: string) => `${fy.slice(0, 4)}-${fy.slice(4)}`;
const previousYear = (fy: string) => {
  const start = Number(fy.slice(0, 4)) - 1;
  return `${start}${String((start + 1) % 100).padStart(2, '0')}`;
};

/** The month close screen: the financial year's months with their status; Close for the month that may close. */
export function MonthClose() {
  const [picked, setPicked] = useState<string | undefined>();
  const current = financialYearOf(today());
  const [financialYear, setFinancialYear] = useState(current);
  const { marketId, needsPick } = useBillMarket(picked);
  const yearId = useId();
  const months = useLedgerMonths({ marketId, financialYear }, !needsPick || Boolean(marketId));
  const { confirm, dialog } = useConfirm();
  const close = useAccountsCommand('Configmonth/CloseMonth');
  const { keyFor, done } = useCommandKey();
  const closeMonth = async (row: LedgerMonthRow) => {
    // The first close also closes every month before it (the months before the ledger's go-live).
    const first = !(months.data?.data ?? []).some((r) => r.status === 'closed');
    const before = first ? ' Every month before it is closed with it.' : '';
    const text = `After closing ${row.label}, nothing can be posted with a date in it; a late correction is dated in an open month and names ${row.label}.${before} ${MESSAGES.cannotRevert}`;
    if (!(await confirm({ title: MESSAGES.confirm, text }))) return;
    try {
      const body = { ...(marketId ? { marketId } : {}), month: row.month };
      await close.mutateAsync({ body, idempotencyKey: keyFor(body) });
      done();
      toastSuccess(`${row.label} closed`);
    } catch (failure) {
      if (failure instanceof ApiError && !failure.handled) toastError(failure.message);
    }
  };
  return (
    <div className="auction-screen voucher-screen">
      <PageHeader title={MONTH_CLOSE.title} trail={screenTrail(MONTH_CLOSE)} />
      <FilterBar>
        <FormGroup label="Financial Year" labelFor={yearId} className="screen-filters__field">
          <HTMLSelect
            id={yearId}
            value={financialYear}
            onChange={(e) => setFinancialYear(e.currentTarget.value)}
            options={[current, previousYear(current)].map((fy) => ({ value: fy, label: yearLabel(fy) }))}
          />
        </FormGroup>
        <MarketFilter value={picked} onChange={setPicked} />
      </FilterBar>
      {needsPick && !marketId ? (
        <PickMarketNotice doing="close a month" />
      ) : months.isPending ? (
        <Spinner aria-label="Loading the months" />
      ) : (
        <HTMLTable compact striped className="voucher-lines__table" aria-label="Months">
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">Status</th>
              <th scope="col">Closed</th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {(months.data?.data ?? []).map((row) => (
              <tr key={row.month}>
                <td>{row.label}</td>
                <td>
                  <Tag
                    minimal
                    intent={row.status === 'closed' ? 'danger' : row.status === 'open' ? 'success' : 'none'}
                  >
                    {row.status === 'closed' ? 'Closed' : row.status === 'open' ? 'Open' : 'Future'}
                  </Tag>
                </td>
                <td>
                  {row.closedOn
                    ? `${displayDate(row.closedOn)} by ${row.closedBy}`
                    : row.status === 'closed'
                      ? 'Before the first closed month: closed with it'
                      : ''}
                </td>
                <td>
                  {row.canClose && (
                    <Button
                      size="small"
                      intent="primary"
                      text="Close"
                      aria-label={`Close ${row.label}`}
                      loading={close.isPending}
                      onClick={() => closeMonth(row)}
                    />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {dialog}
    </div>
  );
}
