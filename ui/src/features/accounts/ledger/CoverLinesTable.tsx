import { HTMLTable } from '@blueprintjs/core';
import { displayDate, formatRupees } from '@cocoon/domain';
import type { CustomerPassbook } from './ledger-api';
import { amountCell } from './passbook-figures';

type CoverLine = NonNullable<CustomerPassbook['coverLines']>[number];

const WHAT: Record<CoverLine['kind'], string> = {
  blocked: 'Blocked at approval',
  released: 'Released',
  trued: 'Trued up at weighing',
};

const particulars = (line: CoverLine) => {
  if (line.kind === 'released') return `${WHAT.released}: ${line.reason ?? ''}`;
  if (line.kind === 'trued' && (line.duePaise ?? 0) > 0)
    return `${WHAT.trued} from ${formatRupees(line.blockedPaise ?? 0)}; ${formatRupees(line.duePaise ?? 0)} beyond the cover is due`;
  if (line.kind === 'trued') return `${WHAT.trued} from ${formatRupees(line.blockedPaise ?? 0)}`;
  return WHAT[line.kind];
};

/**
 * What a deposit reeler's cover held for lots in the period (issue 25): the lot's value blocked at approval,
 * released when the approval did not stand, trued up at weighing to the real amount. Not postings: the money
 * stays the reeler's deposit until the lot is charged, so these lines move no balance.
 */
export function CoverLinesTable({ lines }: { lines: CoverLine[] }) {
  return (
    <section aria-label="Money held for lots">
      <h2 className="passbook__held-title">Money held for lots</h2>
      <HTMLTable className="passbook__table" compact striped aria-label="Money held for lots">
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Lot No</th>
            <th scope="col">Particulars</th>
            <th scope="col" className="passbook__amount">
              Amount (Rs)
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.lineId}>
              <td>{displayDate(line.movedOn)}</td>
              <td>{line.lotNo}</td>
              <td>{particulars(line)}</td>
              <td className="passbook__amount">{amountCell(line.amountPaise) || '0.00'}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </section>
  );
}
