import type { LotStatus } from '@cocoon/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import { AUCTION_KEY, type LotRow } from './auction-api';

/** The lot as it stood after one step (api/src/auction/history-routes.ts, folded from the lot's own events). */
export interface LotSnapshot {
  status: LotStatus;
  lotNo: number;
  inwardDate: string;
  farmerName: string;
  farmerCode: string;
  silkName: string;
  lays: number;
  cocoonWeightGrams: number;
  sample: { sampleCount: number; cocoonWeightMg: number; shellWeightMg: number; defectiveCount: number };
  assay: {
    shellRatioBp: number;
    defectBp: number;
    cocoonsPerKg: number;
    rendittaX100: number;
    floorPricePaisePerKg: number;
  };
  slot: { slotId: string; slotNo: number; startsAt: string; endsAt: string } | null;
  bidCount: number;
  roundBids: number;
  highestBid: { reelerName: string; reelerCode: string; amountPaise: number; placedAt: string } | null;
  decision: { kind: 'approved' | 'rejected'; reason: string | null } | null;
  weight: {
    netGrams: number;
    ratePaise: number;
    amountPaise: number;
    crates: { grossGrams: number; tareGrams: number }[] | null;
    farmerLevyPaise: number;
    reelerLevyPaise: number;
    farmerNetPaise: number;
    reelerPayablePaise: number;
  } | null;
  corrections: number;
}

/** One event of the lot's stream: what happened in words, who (and in which role), on the server's clock. */
export interface LotStep {
  revision: number;
  type: string;
  label: string;
  occurredAt: string;
  userName: string | null;
  userType: string | null;
  state: LotSnapshot | null;
}

export interface LotHistoryAnswer {
  lot: LotRow;
  steps: LotStep[];
}

/** Read afresh each time the screen opens: an auditor wants the latest step. */
export const useLotHistory = (lotId: string) =>
  useQuery({
    queryKey: [...AUCTION_KEY, 'lot-history', lotId],
    queryFn: ({ signal }) =>
      apiRequest<LotHistoryAnswer>(`CocoonInward/LotHistory/${encodeURIComponent(lotId)}`, { signal }),
    staleTime: 0,
    enabled: lotId !== '',
  });
