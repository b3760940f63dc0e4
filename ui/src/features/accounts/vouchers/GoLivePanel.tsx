import { Button, Callout } from '@blueprintjs/core';
import { displayDate, financialYearLabel, MESSAGES, monthLabel, setGoLiveCommand } from '@cocoon/domain';
import { useState } from 'react';
import { ApiError } from '../../../api/errors';
import { useCommand } from '../../../api/use-command';
import { toastError, toastSuccess } from '../../../components/feedback/toaster';
import { useConfirm } from '../../../components/feedback/use-confirm';
import { DateField } from '../../../components/form/DateField';
import { today } from '../../auction/use-day-filter';
import { type LedgerMonths, VOUCHERS_KEY } from './vouchers-api';

interface GoLivePanelProps {
  months: LedgerMonths;
  marketId: string | undefined;
}

/**
 * Where the market's books start and which month closes next (issue 22). Until a month is closed, a market that
 * never set its go-live (the books started before its first records here) may set it once.
 */
export function GoLivePanel({ months, marketId }: GoLivePanelProps) {
  const [goLive, setGoLive] = useState('');
  const [errors, setErrors] = useState<readonly string[]>([]);
  const set = useCommand(setGoLiveCommand, VOUCHERS_KEY);
  const { confirm, dialog } = useConfirm();
  const submit = async () => {
    if (goLive === '') {
      setErrors(['Select the go-live date']);
      return;
    }
    const text = `The books of this market will start on ${displayDate(goLive)}: opening balances are dated on it and nothing is posted before it. It is set once. ${MESSAGES.cannotRevert}`;
    if (!(await confirm({ title: MESSAGES.confirm, text }))) return;
    try {
      const body = { ...(marketId ? { marketId } : {}), goLive };
      await set.mutateAsync({ body });
      setErrors([]);
      toastSuccess(`Go-live set: ${displayDate(goLive)}`);
    } catch (failure) {
      if (failure instanceof ApiError && failure.fieldErrors?.goLive) setErrors(failure.fieldErrors.goLive);
      else if (failure instanceof ApiError && !failure.handled) toastError(failure.message);
    }
  };
  const next = months.nextToClose;
  return (
    <Callout className="month-close__calendar" role="status" title="The books' calendar">
      <p>
        Books start (go-live): <strong>{months.goLive ? displayDate(months.goLive) : 'not set'}</strong>
        {months.goLiveOpen && months.goLive ? " (the market's first records here)" : ''}
      </p>
      {next && (
        <p>
          Month to close next: <strong>{monthLabel(next)}</strong>
          {next >= today().slice(0, 7) ? ', after its last day' : ''}. Months close one at a time, in order.
        </p>
      )}
      {months.lockedFinancialYears.length > 0 && (
        <p>
          Locked (March closed, nothing posts into them):{' '}
          {months.lockedFinancialYears.map(financialYearLabel).join(', ')}
        </p>
      )}
      {months.goLiveOpen && (
        <div className="month-close__go-live">
          <DateField label="Go-live date" value={goLive} onChange={setGoLive} errors={errors} />
          <Button intent="primary" text="Set go-live" loading={set.isPending} onClick={submit} />
        </div>
      )}
      {dialog}
    </Callout>
  );
}
