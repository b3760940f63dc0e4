import { Button, Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { displayDate, formatRupees, MESSAGES, parseRupees, setOpeningCashCommand } from '@cocoon/domain';
import { useId, useState } from 'react';
import { ApiError } from '../../../api/errors';
import { useCommand } from '../../../api/use-command';
import { toastError, toastSuccess } from '../../../components/feedback/toaster';
import { useConfirm } from '../../../components/feedback/use-confirm';
import { useOpeningCash, VOUCHERS_KEY } from './vouchers-api';

/**
 * The market's cash counted at go-live (issue 22): set once, dated the day it is set, posted against the Opening
 * balance suspense. No cash is paid out that the cash book does not hold, so a market counts its cash first.
 */
export function OpeningCash({ marketId }: { marketId: string | undefined }) {
  const cash = useOpeningCash(marketId, true);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const id = useId();
  const { confirm, dialog } = useConfirm();
  const save = useCommand(setOpeningCashCommand, VOUCHERS_KEY);
  if (!cash.data) return null;
  const opening = cash.data.openingCash;
  if (opening) {
    return (
      <Callout intent="primary" className="voucher-opening-cash" role="status" title="Opening cash">
        {formatRupees(opening.amountPaise)} counted on {displayDate(opening.asOn)}. Cash on hand now{' '}
        {formatRupees(cash.data.cashOnHandPaise)}.
      </Callout>
    );
  }
  const submit = async () => {
    // An empty box is not a count: zero cash is typed as 0.
    const amountPaise = amount.trim() === '' ? undefined : parseRupees(amount);
    if (amountPaise === undefined) return setError('Enter the cash in hand in rupees, zero or more');
    setError(undefined);
    const text = `Cash in hand today: ${formatRupees(amountPaise)}. It is set once and cannot be changed.`;
    if (!(await confirm({ title: MESSAGES.confirmAdd, text }))) return;
    const body = { ...(marketId ? { marketId } : {}), amountPaise };
    try {
      await save.mutateAsync({ body });
      toastSuccess(MESSAGES.formSubmitted);
    } catch (failure) {
      if (!(failure instanceof ApiError) || failure.handled) return;
      setError(Object.values(failure.fieldErrors)[0]?.[0] ?? failure.message);
      toastError(failure.message);
    }
  };
  return (
    <Callout intent="warning" className="voucher-opening-cash" title="Opening cash not counted yet">
      <p>
        Count the cash in hand before the first cash payment: no cash is paid out that the cash book does not
        hold.
      </p>
      <div className="opening-entry">
        <FormGroup label="Cash in hand (Rs)" labelFor={id} inline>
          <InputGroup
            id={id}
            inputMode="decimal"
            placeholder="Amount (Rs)"
            value={amount}
            onValueChange={setAmount}
          />
        </FormGroup>
        <Button text="Set opening cash" intent="primary" loading={save.isPending} onClick={submit} />
        {error && (
          <span className="voucher-lines__error" role="alert">
            {error}
          </span>
        )}
      </div>
      {dialog}
    </Callout>
  );
}
