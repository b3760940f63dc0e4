import { createHash } from 'node:crypto';
import {
  type AuctionDayEvent,
  auctionDayStream,
  type FarmerPaymentEvent,
  type LotEvent,
  lotAmounts,
  lotStream,
  type ReelerReceiptEvent,
} from '@cocoon/domain';
import {
  BID_GAP_SECONDS,
  BID_STEP_PAISE,
  CRATE_TARE_GRAMS,
  type LotFact,
  REJECT_REASON,
} from './lot-facts.js';

/** An event as the api's command would append it: its stream, its time and the officer's (or reeler's) name. */
export interface FactEvent {
  stream: string;
  event: LotEvent | AuctionDayEvent | FarmerPaymentEvent | ReelerReceiptEvent;
  occurredAt: string;
  userName: string;
}

/** md5 of a key read as a UUID: PostgreSQL's `md5(key)::uuid`, so both paths name slots and bids alike. */
export function md5Uuid(key: string): string {
  const h = createHash('md5').update(key).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export const slotIdOf = (f: Pick<LotFact, 'marketId' | 'inwardDate' | 'slotNo'>) =>
  md5Uuid(`slot:${f.marketId}:${f.inwardDate}:${f.slotNo}`);
export const bidIdOf = (lotId: string, bidNo: number) => md5Uuid(`bid:${lotId}:${bidNo}`);

const minus = (at: string, seconds: number) => new Date(Date.parse(at) - seconds * 1000).toISOString();

/**
 * The events the auction records for these facts, in the order a market day happens: every lot inwarded, each
 * slot scheduled and its lots placed, the bids, the decisions, the weighings. Amounts come from the domain's
 * own `lotAmounts`, as the weighing command computes them.
 */
export function lotFactEvents(facts: readonly LotFact[]): FactEvent[] {
  const events: FactEvent[] = [];
  for (const f of facts) {
    events.push({
      stream: lotStream(f.lotId),
      occurredAt: f.inwardAt,
      userName: f.userName,
      event: {
        type: 'LotInwarded',
        data: {
          lotId: f.lotId,
          marketId: f.marketId,
          inwardDate: f.inwardDate,
          lotNo: f.lotNo,
          farmerId: f.farmer.id,
          farmerName: f.farmer.name,
          farmerCode: f.farmer.code,
          cocoonTypeId: f.cocoonTypeId,
          silkName: f.silkName,
          lays: f.lays,
          cocoonWeightGrams: f.cocoonWeightGrams,
          sample: f.sample,
          settings: { rendittaFactor: 130, silkRatePaise: 0, conversionCostPaise: 0 },
          assay: f.assay,
        },
      },
    });
  }
  const slots = new Map<string, LotFact[]>();
  for (const f of facts) {
    const id = slotIdOf(f);
    slots.set(id, [...(slots.get(id) ?? []), f]);
  }
  for (const [slotId, lots] of slots) {
    const first = lots[0]!;
    const window = { startsAt: first.slotStartsAt, endsAt: first.slotEndsAt };
    events.push({
      stream: auctionDayStream(first.marketId, first.inwardDate),
      occurredAt: first.slotAt,
      userName: first.userName,
      event: {
        type: 'SlotScheduled',
        data: {
          slotId,
          slotNo: first.slotNo,
          marketId: first.marketId,
          inwardDate: first.inwardDate,
          ...window,
          lotFrom: Math.min(...lots.map((l) => l.lotNo)),
          lotTo: Math.max(...lots.map((l) => l.lotNo)),
          lots: lots.map((l) => ({ lotId: l.lotId, lotNo: l.lotNo })),
        },
      },
    });
    for (const l of lots)
      events.push({
        stream: lotStream(l.lotId),
        occurredAt: l.slotAt,
        userName: l.userName,
        event: {
          type: 'LotPlacedInSlot',
          data: { lotId: l.lotId, slotId, slotNo: l.slotNo, ...window },
        },
      });
  }
  for (const f of facts) events.push(...afterSlot(f));
  return events;
}

function afterSlot(f: LotFact): FactEvent[] {
  if (f.outcome === 'unsold' || !f.reeler || f.highBidPaise === null || !f.bidAt || !f.decidedAt) return [];
  const stream = lotStream(f.lotId);
  const slotId = slotIdOf(f);
  const bidder = { reelerId: f.reeler.id, reelerName: f.reeler.name, reelerCode: f.reeler.code };
  const out: FactEvent[] = [];
  for (let k = 1; k <= f.bids; k++) {
    const placedAt = minus(f.bidAt, (f.bids - k) * BID_GAP_SECONDS);
    out.push({
      stream,
      occurredAt: placedAt,
      userName: f.reeler.name,
      event: {
        type: 'BidPlaced',
        data: {
          lotId: f.lotId,
          slotId,
          bidId: bidIdOf(f.lotId, k),
          bidNo: k,
          ...bidder,
          amountPaise: f.highBidPaise - (f.bids - k) * BID_STEP_PAISE,
          placedAt,
        },
      },
    });
  }
  const decision = {
    lotId: f.lotId,
    slotId,
    bidId: bidIdOf(f.lotId, f.bids),
    ...bidder,
    amountPaise: f.highBidPaise,
  };
  out.push({
    stream,
    occurredAt: f.decidedAt,
    userName: f.userName,
    event:
      f.outcome === 'rejected'
        ? { type: 'BidRejected', data: { ...decision, reason: REJECT_REASON } }
        : { type: 'BidApproved', data: { ...decision, reason: null } },
  });
  if (f.outcome !== 'weighed' || f.netGrams === null || !f.weighedAt) return out;
  const levy = { farmerLevyBp: f.farmerLevyBp, reelerLevyBp: f.reelerLevyBp };
  out.push({
    stream,
    occurredAt: f.weighedAt,
    userName: f.userName,
    event: {
      type: 'LotWeighed',
      data: {
        lotId: f.lotId,
        reelerId: f.reeler.id,
        ratePaise: f.highBidPaise,
        crates: [{ grossGrams: f.netGrams + CRATE_TARE_GRAMS, tareGrams: CRATE_TARE_GRAMS }],
        netGrams: f.netGrams,
        ...levy,
        ...lotAmounts(f.netGrams, f.highBidPaise, levy),
      },
    },
  });
  return out;
}
