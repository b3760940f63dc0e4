import type { BatchRowAnswer } from '@cocoon/domain';
import { displayDate } from '@cocoon/domain';
import { Link } from 'wouter';
import { editPath } from '../../masters/record-id';
import { FARMER_INPUT } from '../../shell/screens';

/**
 * What the bank said of a row. A failed row's lots are due again (the farmer is back on Farmer Payment), and
 * its link opens the farmer's master entry, where the account number or IFSC is put right.
 */
export function BatchRowOutcome({ row }: { row: BatchRowAnswer }) {
  if (row.status === 'paid')
    return (
      <span>
        {row.bankReference}
        {row.resultOn && <div className="payments__muted">{displayDate(row.resultOn)}</div>}
      </span>
    );
  if (row.status === 'failed')
    return (
      <span className="payments__failed">
        {row.failureReason}
        <div className="payments__muted">Lots due again.</div>
        <Link href={editPath(FARMER_INPUT.path, row.farmerId)}>Fix bank details of {row.farmerCode}</Link>
      </span>
    );
  return null;
}
