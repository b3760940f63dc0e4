import { Button, HTMLTable } from '@blueprintjs/core';
import { rupeesFigure } from '@cocoon/domain';
import { VoucherLineRow } from './VoucherLineRow';
import { type DraftLine, draftTotals, emptyLine } from './voucher-draft';
import type { AccountOption } from './vouchers-api';

export interface VoucherLinesProps {
  lines: DraftLine[];
  accounts: readonly AccountOption[];
  errors: Record<string, string[]>;
  onChange: (lines: DraftLine[]) => void;
}

/** The voucher's lines with running totals and the difference still to balance. */
export function VoucherLines({ lines, accounts, errors, onChange }: VoucherLinesProps) {
  const totals = draftTotals(lines);
  const set = (index: number, line: DraftLine) => onChange(lines.map((l, i) => (i === index ? line : l)));
  const balanced = totals.differencePaise === 0 && totals.debitPaise > 0;
  return (
    <div className="voucher-lines">
      <HTMLTable compact striped className="voucher-lines__table">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Account Details</th>
            <th scope="col">Debit (Rs)</th>
            <th scope="col">Credit (Rs)</th>
            <th scope="col">
              <span className="bp6-text-muted">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, i) => (
            <VoucherLineRow
              key={line.id}
              index={i}
              line={line}
              accounts={accounts}
              error={errors[`lines.${i}`]?.[0] ?? totals.unreadable[i]}
              canRemove={lines.length > 2}
              onChange={(next) => set(i, next)}
              onRemove={() => onChange(lines.filter((_, j) => j !== i))}
            />
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              Total
            </th>
            <td className="voucher-lines__figure" data-testid="total-debit">
              {rupeesFigure(totals.debitPaise)}
            </td>
            <td className="voucher-lines__figure" data-testid="total-credit">
              {rupeesFigure(totals.creditPaise)}
            </td>
            <td />
          </tr>
          <tr>
            <th scope="row" colSpan={2}>
              Difference
            </th>
            <td colSpan={3} className={balanced ? 'voucher-lines__balanced' : 'voucher-lines__unbalanced'}>
              {balanced
                ? 'Balanced'
                : totals.differencePaise > 0
                  ? `Debit exceeds credit by Rs ${rupeesFigure(totals.differencePaise)}`
                  : totals.differencePaise < 0
                    ? `Credit exceeds debit by Rs ${rupeesFigure(-totals.differencePaise)}`
                    : 'Enter the amounts'}
            </td>
          </tr>
        </tfoot>
      </HTMLTable>
      {errors.lines?.[0] && (
        <p className="voucher-lines__error" role="alert">
          {errors.lines[0]}
        </p>
      )}
      <Button icon="add" text="Add Line" onClick={() => onChange([...lines, emptyLine()])} />
    </div>
  );
}
