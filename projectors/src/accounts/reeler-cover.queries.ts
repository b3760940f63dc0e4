import type { CoverLine } from '@cocoon/domain';
import type { ReadModelDb } from '../runtime/types.js';
import { exactPaise } from '../shared/exact-paise.js';

const paiseOrNull = (value: unknown) =>
  value === null || value === undefined ? null : exactPaise(value as string);

/** A reeler's cover lines between two dates (the passbook's "money held for lots"), oldest first. */
export async function reelerCoverLines(
  db: ReadModelDb,
  q: { marketId: string; reelerId: string; from: string; to: string },
): Promise<CoverLine[]> {
  const rows = await db
    .withSchema('read')
    .selectFrom('accounts_reeler_cover_lines')
    .selectAll()
    .where('branch_id', '=', q.marketId)
    .where('reeler_id', '=', q.reelerId)
    .where('moved_on', '>=', q.from)
    .where('moved_on', '<=', q.to)
    .orderBy('position')
    .execute();
  return rows.map((r) => ({
    lineId: r.event_id,
    movedOn: r.moved_on,
    kind: r.kind,
    lotId: r.lot_id,
    lotNo: r.lot_no,
    amountPaise: exactPaise(r.amount_paise),
    blockedPaise: paiseOrNull(r.blocked_paise),
    duePaise: paiseOrNull(r.due_paise),
    reason: r.reason,
    movedBy: r.moved_by,
  }));
}
