import { type ReelerCoverEvent, reelerCoverStream } from '@cocoon/domain';
import { describe, it } from 'vitest';
import { DEFAULT_METADATA, projectionSpec } from '../runtime/testing/projection-harness.js';
import { reelerCoverProjection } from './reeler-cover.js';

const spec = projectionSpec<ReelerCoverEvent>(reelerCoverProjection);

const MARKET = DEFAULT_METADATA.marketId;
const REELER = '00000000-0000-4000-8000-0000000000b1';
const LOT = '00000000-0000-4000-8000-0000000000c1';
const stream = reelerCoverStream(MARKET, REELER);
const at = '2026-11-22T04:00:00.000Z';

const claimed: ReelerCoverEvent = {
  type: 'LeadClaimed',
  data: { lotId: LOT, lotNo: 7, slotId: 's1', bidId: 'b1', valuePaise: 5_956_475, at },
};
const blocked: ReelerCoverEvent = {
  type: 'LotValueBlocked',
  data: { lotId: LOT, lotNo: 7, amountPaise: 5_956_475, coverPaise: 6_000_000, at },
};
const trued: ReelerCoverEvent = {
  type: 'LotBlockTrued',
  data: {
    lotId: LOT,
    lotNo: 7,
    blockedPaise: 5_956_475,
    chargedPaise: 7_070_000,
    duePaise: 1_070_000,
    weighedPosition: '0000000000000001',
    at,
  },
};

describe('accounts.reeler-cover', () => {
  it("lists a deposit reeler's block and its true-up with the due, by market, reeler and lot; leads are not listed", async () => {
    await spec
      .given(
        [claimed, blocked, trued].map((event, i) => ({
          event,
          stream,
          id: `0000000${i}-0000-4000-8000-000000000000`,
        })),
      )
      .thenRows({
        accounts_reeler_cover_lines: [
          {
            branch_id: MARKET,
            reeler_id: REELER,
            moved_on: '2026-11-22',
            kind: 'blocked',
            lot_no: 7,
            amount_paise: 5_956_475,
            blocked_paise: null,
            due_paise: null,
            moved_by: 'hsr.officer',
          },
          {
            branch_id: MARKET,
            reeler_id: REELER,
            kind: 'trued',
            lot_no: 7,
            amount_paise: 7_070_000,
            blocked_paise: 5_956_475,
            due_paise: 1_070_000,
          },
        ],
      });
  });
});
