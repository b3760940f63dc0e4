import { Button, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { MESSAGES, parseRupees, rupeesFigure, saveOpeningBalanceCommand } from '@cocoon/domain';
import { useState } from 'react';
import { ApiError } from '../../../api/errors';
import { useCommand } from '../../../api/use-command';
import { toastError, toastSuccess } from '../../../components/feedback/toaster';
import { useConfirm } from '../../../components/feedback/use-confirm';
import { sideWords, usualSide } from './side-words';
import { type OpeningBalanceRow, VOUCHERS_KEY } from './vouchers-api';

export interface OpeningBalanceEntryProps {
  row: OpeningBalanceRow;
  marketId: string | undefined;
  asOn: string;
}

/** The entry of one customer's go-live balance: amount and who owes whom, saved once after 'Are you Sure to Add'. */
export function OpeningBalanceEntry({ row, marketId, asOn }: OpeningBalanceEntryProps) {
  const [amount, setAmount] = useState('');
  const [side, setSide] = useState(usualSide(row.customerKind));
  const [error, setError] = useState<string | undefined>();
  const { confirm, dialog } = useConfirm();
  const save = useCommand(saveOpeningBalanceCommand, VOUCHERS_KEY);
  const submit = async () => {
    const amountPaise = parseRupees(amount);
    if (!amountPaise) return setError('Enter an amount in rupees greater than zero');
    setError(undefined);
    const text = `${row.name} (${row.code}): Rs ${rupeesFigure(amountPaise)}, ${sideWords(row.customerKind, side)}`;
    if (!(await confirm({ title: MESSAGES.confirmAdd, text }))) return;
    const body = { ...(marketId ? { marketId } : {}), customerId: row.customerId, side, amountPaise, asOn };
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
    <div className="opening-entry">
      <InputGroup
        aria-label={`Opening balance of ${row.name} in rupees`}
        inputMode="decimal"
        placeholder="Amount (Rs)"
        value={amount}
        onValueChange={setAmount}
      />
      <HTMLSelect
        aria-label={`Who owes whom, ${row.name}`}
        value={side}
        onChange={(e) => setSide(e.currentTarget.value as 'debit' | 'credit')}
        options={(['credit', 'debit'] as const).map((s) => ({
          value: s,
          label: sideWords(row.customerKind, s),
        }))}
      />
      <Button
        text="Save"
        intent="primary"
        loading={save.isPending}
        onClick={submit}
        aria-label={`Save opening balance of ${row.name}`}
      />
      {error && (
        <span className="voucher-lines__error" role="alert">
          {error}
        </span>
      )}
      {dialog}
    </div>
  );
}
