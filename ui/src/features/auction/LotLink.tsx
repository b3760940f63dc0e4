import type { MouseEvent } from 'react';
import { Link } from 'wouter';
import { lotHistoryPath } from './lot-links';

/** A lot number that opens the lot's history (its audit trail); the row's own clicks stay the row's. */
export function LotLink({ lotId, lotNo }: { lotId: string; lotNo: number }) {
  const stop = (event: MouseEvent) => event.stopPropagation();
  return (
    <Link href={lotHistoryPath(lotId)} onClick={stop} title={`History of lot ${lotNo}`}>
      {lotNo}
    </Link>
  );
}
