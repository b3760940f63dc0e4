import { Button, FormGroup, HTMLSelect, HTMLTable, Spinner, Tag } from '@blueprintjs/core';
import {
  closeMonthCommand,
  displayDate,
  financialYearLabel,
  financialYearOf,
  MESSAGES,
} from '@cocoon/domain';
import { useId, useState } from 'react';
import { ApiError } from '../../../api/errors';
import { useCommand } from '../../../api/use-command';
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
import { GoLivePanel } from './GoLivePanel';
import { type LedgerMonthRow, useLedgerMonths, VOUCHERS_KEY } from './vouchers-api';
import '../../auction/auction.css';
import './vouchers.css';

const yearLabel = financialYearLabel;

const STATUS: Record<LedgerMonthRow['status'], { text: string; intent: 'danger' | 'success' | 'none' }> = {
  closed: { text: 'Closed', intent: 'danger' },
  open: { text: 'Open', intent: 'success' },
  future: { text: 'Future', intent: 'none' },
  'before-go-live': { text: 'Before go-live', intent: 'none' },
};
const previousYear = (fy: string) => {
  const start = Number(fy.slice(0, 4)) - 1;
  return `${start}${String((start + 1) % 100).padStart(2, '0')}`;
};

/**
 * The month close screen: the books' go-live and the month to close next; the financial year's months with their
 * status; Close for the one month that may close (the oldest open one).
 */
export function MonthClose() {
  const [picked, setPicked] = useState<string | undefined>();
  const current = financialYearOf(today());
  const [financialYear, setFinancialYear] = useState(current);
  const { marketId, needsPick } = useBillMarket(picked);
  const yearId = useId();
  const months = useLedgerMonths({ marketId, financialYear }, !needsPick || Boolean(marketId));
  const { confirm, dialog } = useConfirm();
  const close = useCommand(closeMonthCommand, VOUCHERS_KEY);
  const closeMonth = async (row: LedgerMonthRow) => {
    // Closing March also locks its financial year: no correction can name a month of it afterwards.
    const locks = row.month.endsWith('-03')
      ? ` Closing March also locks financial year ${yearLabel(financialYearOf(`${row.month}-01`))}: nothing is posted into it any more.`
      : '';
    const text = `After closing ${row.label}, nothing can be posted with a date in it; a late correction is dated in an open month and names ${row.label}.${locks} ${MESSAGES.cannotRevert}`;
    if (!(await confirm({ title: MESSAGES.confirm, text }))) return;
    try {
      const body = { ...(marketId ? { marketId } : {}), month: row.month };
      const answer = await close.mutateAsync({ body });
      toastSuccess(answer.message);
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
        <>
          {months.data && <GoLivePanel months={months.data} marketId={marketId} />}
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
                    <Tag minimal intent={STATUS[row.status].intent}>
                      {STATUS[row.status].text}
                    </Tag>
                  </td>
                  <td>{row.closedOn ? `${displayDate(row.closedOn)} by ${row.closedBy}` : ''}</td>
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
        </>
      )}
      {dialog}
    </div>
  );
}
