import { Button, InputGroup } from '@blueprintjs/core';
import { AccountSelect } from './AccountSelect';
import type { DraftLine } from './voucher-draft';
import type { AccountOption } from './vouchers-api';

export interface VoucherLineRowProps {
  index: number;
  line: DraftLine;
  accounts: readonly AccountOption[];
  error?: string;
  canRemove: boolean;
  onChange: (line: DraftLine) => void;
  onRemove: () => void;
}

/** One line: account, debit or credit in rupees, and its own message from the server. */
export function VoucherLineRow({
  index,
  line,
  accounts,
  error,
  canRemove,
  onChange,
  onRemove,
}: VoucherLineRowProps) {
  const n = index + 1;
  return (
    <>
      <tr>
        <td className="voucher-lines__no">{n}</td>
        <td>
          <AccountSelect
            id={`voucher-line-${line.id}-account`}
            label={`Account details, line ${n}`}
            value={line.accountKey}
            accounts={accounts}
            onChange={(accountKey) => onChange({ ...line, accountKey })}
            invalid={Boolean(error)}
          />
        </td>
        <td>
          <InputGroup
            aria-label={`Debit, line ${n}`}
            inputMode="decimal"
            value={line.debit}
            onValueChange={(debit) => onChange({ ...line, debit })}
            className="voucher-lines__amount"
          />
        </td>
        <td>
          <InputGroup
            aria-label={`Credit, line ${n}`}
            inputMode="decimal"
            value={line.credit}
            onValueChange={(credit) => onChange({ ...line, credit })}
            className="voucher-lines__amount"
          />
        </td>
        <td>
          <Button
            icon="trash"
            variant="minimal"
            aria-label={`Remove line ${n}`}
            disabled={!canRemove}
            onClick={onRemove}
          />
        </td>
      </tr>
      {error && (
        <tr>
          <td />
          <td colSpan={4} className="voucher-lines__error" role="alert">
            {error}
          </td>
        </tr>
      )}
    </>
  );
}
