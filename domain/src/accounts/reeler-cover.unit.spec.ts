import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fold } from '../shared/decider.js';
import { ConflictError, ValidationError } from '../shared/errors.js';
import { fieldRefusal, specFor } from '../shared/given-when-then.js';
import {
  type CoverReading,
  coverFigures,
  leadEnded,
  lotValuePaise,
  type ReelerCoverEvent,
  type ReelerCoverState,
  reelerCover,
  reelerCoverDecider,
} from './reeler-cover.js';

const spec = specFor(reelerCoverDecider);
const at = new Date('2026-11-27T05:00:00Z');
const reading = (depositPaise: number, more: Partial<CoverReading> = {}): CoverReading => ({
  depositPaise,
  deadLeads: [],
  settledBlocks: [],
  ...more,
});
const claim = (lotId: string, valuePaise: number, depositPaise: number, more: Partial<CoverReading> = {}) =>
  ({
    type: 'ClaimLead',
    data: {
      ...reading(depositPaise, more),
      lotId,
      lotNo: Number(lotId.replace(/\D/g, '')) || 1,
      slotId: 'slot-1',
      bidId: `bid-${lotId}-${valuePaise}`,
      valuePaise,
      at,
    },
  }) as const;
const claimed = (
  lotId: string,
  valuePaise: number,
  bidId = `bid-${lotId}-${valuePaise}`,
): ReelerCoverEvent => ({
  type: 'LeadClaimed',
  data: {
    lotId,
    lotNo: Number(lotId.replace(/\D/g, '')) || 1,
    slotId: 'slot-1',
    bidId,
    valuePaise,
    at: at.toISOString(),
  },
});
const blocked = (lotId: string, amountPaise: number, coverPaise = amountPaise): ReelerCoverEvent => ({
  type: 'LotValueBlocked',
  data: {
    lotId,
    lotNo: Number(lotId.replace(/\D/g, '')) || 1,
    amountPaise,
    coverPaise,
    at: at.toISOString(),
  },
});
const eq = (actual: unknown, expected: unknown) => expect(actual).toEqual(expected);

describe('reelerCover', () => {
  it('is the deposit less what is blocked less the value of the lots led', () => {
    expect(reelerCover({ depositPaise: 100_000_00, blockedPaise: 35_350_00, leadingPaise: 20_000_00 })).toBe(
      44_650_00,
    );
  });
  it('values a lot at the bid rate and the inward weight, with the reeler levy', () => {
    // 50.000 kg × Rs 700.00 = Rs 35,000.00, + 1 % = Rs 35,350.00
    expect(lotValuePaise(50_000, 700_00, 100)).toBe(35_350_00);
  });
  it('property: blocks and leads only ever take from the deposit, each counted once', () => {
    fc.assert(
      fc.property(
        fc.nat(10_000_000_00),
        fc.array(fc.tuple(fc.nat(1_000_000_00), fc.boolean()), { maxLength: 8 }),
        fc.array(fc.nat(1_000_000_00), { maxLength: 8 }),
        (deposit, blocks, leads) => {
          const state: ReelerCoverState = {
            blocks: Object.fromEntries(
              blocks.map(([amountPaise, weighed], i) => [
                `b${i}`,
                { lotNo: i, amountPaise, weighedPosition: weighed ? `p${i}` : null },
              ]),
            ),
            leads: Object.fromEntries(
              leads.map((valuePaise, i) => [`l${i}`, { lotNo: i, slotId: 's', bidId: `x${i}`, valuePaise }]),
            ),
          };
          const all = coverFigures(state, reading(deposit));
          const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
          expect(all.coverPaise).toBe(deposit - sum(blocks.map(([a]) => a)) - sum(leads));
          // A settled block (the ledger has its charge) and a dead lead no longer count.
          const settled = coverFigures(
            state,
            reading(deposit, {
              settledBlocks: Object.keys(state.blocks),
              deadLeads: Object.keys(state.leads),
            }),
          );
          expect(settled.coverPaise).toBe(deposit - sum(blocks.filter(([, w]) => !w).map(([a]) => a)));
        },
      ),
    );
  });
});

describe('a bid claims a lead', () => {
  it('given a deposit of Rs 50,000, when a bid worth Rs 35,350 is claimed, then the lead is recorded', () => {
    spec([])
      .when(claim('lot1', 35_350_00, 50_000_00))
      .thenEmits([claimed('lot1', 35_350_00)], eq);
  });
  it('given a lead of Rs 35,350 on another lot, when a second bid needs more than is left, then it is refused with the figures', () => {
    const refusal = fieldRefusal(
      () =>
        reelerCoverDecider.decide(
          claim('lot2', 35_350_00, 50_000_00),
          fold(reelerCoverDecider, [claimed('lot1', 35_350_00)]),
        ),
      'amountPaise',
    );
    expect(refusal).toBe('Your cover is Rs 14,650.00; this bid needs Rs 35,350.00');
  });
  it('given an ended lead on another lot, when a bid is claimed, then the ended lead is released and no longer counts', () => {
    spec([claimed('lot1', 35_350_00)])
      .when(claim('lot2', 35_350_00, 50_000_00, { deadLeads: ['lot1'] }))
      .thenEmits(
        [
          { type: 'LeadReleased', data: { lotId: 'lot1', bidId: 'bid-lot1-3535000', reason: 'ended' } },
          claimed('lot2', 35_350_00),
        ],
        eq,
      );
  });
  it('given a lead on the same lot, when the reeler bids higher there, then only the new bid counts', () => {
    spec([claimed('lot1', 30_000_00)])
      .when(claim('lot1', 40_000_00, 40_000_00))
      .thenEmits([claimed('lot1', 40_000_00)], eq);
  });
  it('given a claim whose bid the lot refused, when released, then it is gone; a stale release changes nothing', () => {
    const state = fold(reelerCoverDecider, [claimed('lot1', 30_000_00)]);
    expect(
      reelerCoverDecider.decide(
        { type: 'ReleaseLead', data: { lotId: 'lot1', bidId: 'other', reason: 'x' } },
        state,
      ),
    ).toEqual([]);
    const events = reelerCoverDecider.decide(
      { type: 'ReleaseLead', data: { lotId: 'lot1', bidId: 'bid-lot1-3000000', reason: 'refused' } },
      state,
    );
    expect(events.reduce(reelerCoverDecider.evolve, state).leads).toEqual({});
  });
});

describe('approval blocks the lot', () => {
  const block = (lotId: string, amountPaise: number, depositPaise: number) =>
    ({
      type: 'BlockLot',
      data: { ...reading(depositPaise), lotId, lotNo: 1, amountPaise, reelerName: 'Anbu', at },
    }) as const;
  it('given the lead, when approved, then the value is blocked and the lead is no longer counted twice', () => {
    const state = fold(reelerCoverDecider, [claimed('lot1', 35_350_00)]);
    const events = reelerCoverDecider.decide(block('lot1', 35_350_00, 50_000_00), state);
    expect(events).toEqual([blocked('lot1', 35_350_00, 50_000_00)]);
    const after = events.reduce(reelerCoverDecider.evolve, state);
    expect(coverFigures(after, reading(50_000_00)).coverPaise).toBe(14_650_00);
  });
  it('given too little cover, when approved, then it is refused naming the shortfall', () => {
    spec([blocked('lot9', 30_000_00)])
      .when(block('lot1', 35_350_00, 50_000_00))
      .thenThrows((fn) => {
        expect(fn).toThrow(ConflictError);
        expect(fn).toThrow(
          "Reeler Anbu's cover is Rs 20,000.00; lot 1 needs Rs 35,350.00: Rs 15,350.00 short. The reeler tops up first with a deposit receipt.",
        );
      });
  });
  it('given a block, when approved again, then nothing more is blocked', () => {
    spec([blocked('lot1', 35_350_00)])
      .when(block('lot1', 35_350_00, 0))
      .thenEmits([], eq);
  });
  it('given a block, when the bid is undone, then the block is released', () => {
    spec([blocked('lot1', 35_350_00)])
      .when({ type: 'ReleaseBlock', data: { lotId: 'lot1', reason: 'Bid rejected', at } })
      .thenEmits(
        [
          {
            type: 'LotBlockReleased',
            data: {
              lotId: 'lot1',
              lotNo: 1,
              amountPaise: 35_350_00,
              reason: 'Bid rejected',
              at: at.toISOString(),
            },
          },
        ],
        eq,
      );
  });
});

describe('weighing trues the block up', () => {
  const trueUp = (chargedPaise: number, depositPaise: number, more: Partial<CoverReading> = {}) =>
    ({
      type: 'TrueUp',
      data: {
        ...reading(depositPaise, more),
        lotId: 'lot1',
        lotNo: 1,
        chargedPaise,
        weighedPosition: 'p9',
        at,
      },
    }) as const;
  const trued = (blockedPaise: number, chargedPaise: number, duePaise: number): ReelerCoverEvent => ({
    type: 'LotBlockTrued',
    data: {
      lotId: 'lot1',
      lotNo: 1,
      blockedPaise,
      chargedPaise,
      duePaise,
      weighedPosition: 'p9',
      at: at.toISOString(),
    },
  });
  it('given a block within the cover, when weighed lighter, then the block becomes the real amount with no due', () => {
    spec([blocked('lot1', 35_350_00)])
      .when(trueUp(30_300_00, 50_000_00))
      .thenEmits([trued(35_350_00, 30_300_00, 0)], eq);
  });
  it('given a block, when weighed heavier than the cover carries, then it is weighed and the excess is the due', () => {
    spec([blocked('lot1', 35_350_00)])
      .when(trueUp(45_450_00, 40_000_00))
      .thenEmits([trued(35_350_00, 45_450_00, 5_450_00)], eq);
  });
  it('given a trued block, when the ledger has the charge, then it is settled and counted once', () => {
    const state = fold(reelerCoverDecider, [blocked('lot1', 35_350_00), trued(35_350_00, 30_300_00, 0)]);
    // Before the ledger has the charge: the deposit as read lacks it, the block holds it.
    expect(coverFigures(state, reading(50_000_00)).coverPaise).toBe(19_700_00);
    // After: the deposit has it, the block no longer counts.
    expect(coverFigures(state, reading(19_700_00, { settledBlocks: ['lot1'] })).coverPaise).toBe(19_700_00);
    const events = reelerCoverDecider.decide(
      claim('lot2', 1_00, 19_700_00, { settledBlocks: ['lot1'] }),
      state,
    );
    expect(events[0]).toEqual({ type: 'LotChargesSettled', data: { lotIds: ['lot1'] } });
    expect(events.reduce(reelerCoverDecider.evolve, state).blocks).toEqual({});
  });
  it('given a weighed lot, when its block is to be released, then nothing is released (the charge stands)', () => {
    spec([blocked('lot1', 35_350_00), trued(35_350_00, 30_300_00, 0)])
      .when({ type: 'ReleaseBlock', data: { lotId: 'lot1', reason: 'x', at } })
      .thenEmits([], eq);
  });
});

describe('leadEnded', () => {
  const lot = (over: Record<string, unknown>) =>
    ({
      status: 'inwarded',
      slot: { slotId: 'slot-1' },
      decision: null,
      round: { highest: { bidId: 'b2' }, bids: 2 },
      lastBidOf: { r1: 'b1', r2: 'b2' },
      ...over,
    }) as never;
  it('given the lot knows the bid and another leads, then the lead has ended', () => {
    expect(leadEnded(lot({}), { slotId: 'slot-1', bidId: 'b1' }, 'r1')).toBe(true);
  });
  it('given the bid still leads, or the lot does not know it yet, then the lead stands', () => {
    expect(leadEnded(lot({}), { slotId: 'slot-1', bidId: 'b2' }, 'r2')).toBe(false);
    expect(leadEnded(lot({}), { slotId: 'slot-1', bidId: 'b3' }, 'r1')).toBe(false);
  });
  it('given the lot decided or carried to another slot, then the lead has ended', () => {
    expect(leadEnded(lot({ decision: { kind: 'rejected' } }), { slotId: 'slot-1', bidId: 'b2' }, 'r2')).toBe(
      true,
    );
    expect(
      leadEnded(lot({ slot: { slotId: 'slot-2' }, lastBidOf: {} }), { slotId: 'slot-1', bidId: 'b2' }, 'r2'),
    ).toBe(true);
  });
});

/**
 * A model of one deposit reeler's day: random deposits, bids (some outbid), approvals, rejections, weighings at a
 * weight other than the inward one, and the ledger catching up. After every step: nothing is led or blocked
 * beyond the deposit, except what a weighing recorded as the reeler's due; every lot's money is counted once.
 */
describe('model: bid, approve, weigh, deposit', () => {
  type Op =
    | { op: 'deposit'; paise: number }
    | { op: 'bid'; lot: number; rate: number }
    | { op: 'outbid'; lot: number }
    | { op: 'approve'; lot: number }
    | { op: 'reject'; lot: number }
    | { op: 'weigh'; lot: number; grams: number }
    | { op: 'ledger' };
  const LOTS = 5;
  const INWARD = 50_000;
  const lotIx = fc.nat(LOTS - 1);
  const opArb: fc.Arbitrary<Op> = fc.oneof(
    fc.record({ op: fc.constant('deposit' as const), paise: fc.integer({ min: 1, max: 60_000_00 }) }),
    fc.record({
      op: fc.constant('bid' as const),
      lot: lotIx,
      rate: fc.integer({ min: 100_00, max: 900_00 }),
    }),
    fc.record({ op: fc.constant('outbid' as const), lot: lotIx }),
    fc.record({ op: fc.constant('approve' as const), lot: lotIx }),
    fc.record({ op: fc.constant('reject' as const), lot: lotIx }),
    fc.record({
      op: fc.constant('weigh' as const),
      lot: lotIx,
      grams: fc.integer({ min: 30_000, max: 70_000 }),
    }),
    { arbitrary: fc.record({ op: fc.constant('ledger' as const) }), weight: 2 },
  );

  it('never spends more than the deposit but for the recorded dues, and counts every lot once', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 40 }), (ops) => {
        let state = reelerCoverDecider.initialState;
        // The world: money in, charges of weighed lots, what the ledger has posted so far.
        let deposited = 0;
        const charged = new Map<string, number>();
        const posted = new Set<string>();
        let ledgerDeposited = 0;
        const lots = new Map<
          string,
          { rate: number; leader: boolean; status: 'open' | 'approved' | 'rejected' | 'weighed' }
        >();
        let dues = 0;
        let n = 0;
        const ledgerAvailable = () =>
          Math.max(0, ledgerDeposited - [...posted].reduce((s, l) => s + (charged.get(l) ?? 0), 0));
        const read = (): CoverReading => ({
          depositPaise: ledgerAvailable(),
          deadLeads: Object.keys(state.leads).filter(
            (l) => !lots.get(l)?.leader || lots.get(l)?.status !== 'open',
          ),
          settledBlocks: Object.keys(state.blocks).filter((l) => posted.has(l)),
        });
        const apply = (command: Parameters<typeof reelerCoverDecider.decide>[0]) => {
          try {
            const events = reelerCoverDecider.decide(command, state);
            state = events.reduce(reelerCoverDecider.evolve, state);
            for (const e of events) if (e.type === 'LotBlockTrued') dues += e.data.duePaise;
            return true;
          } catch (error) {
            if (!(error instanceof ValidationError) && !(error instanceof ConflictError)) throw error;
            return false;
          }
        };
        for (const o of ops) {
          const lotId = `lot${'lot' in o ? o.lot : 0}`;
          const lot = lots.get(lotId);
          switch (o.op) {
            case 'deposit':
              deposited += o.paise;
              break;
            case 'ledger':
              ledgerDeposited = deposited;
              for (const l of charged.keys()) posted.add(l);
              break;
            case 'bid': {
              if (lot && lot.status !== 'open') break;
              const ok = apply({
                type: 'ClaimLead',
                data: {
                  ...read(),
                  lotId,
                  lotNo: 1,
                  slotId: 's',
                  bidId: `b${n++}`,
                  valuePaise: lotValuePaise(INWARD, o.rate, 100),
                  at,
                },
              });
              if (ok) lots.set(lotId, { rate: o.rate, leader: true, status: 'open' });
              break;
            }
            case 'outbid':
              if (lot?.status === 'open') lot.leader = false;
              break;
            case 'approve':
              if (lot?.status !== 'open' || !lot.leader) break;
              if (
                apply({
                  type: 'BlockLot',
                  data: {
                    ...read(),
                    lotId,
                    lotNo: 1,
                    amountPaise: lotValuePaise(INWARD, lot.rate, 100),
                    reelerName: 'A',
                    at,
                  },
                })
              )
                lot.status = 'approved';
              break;
            case 'reject':
              if (lot?.status !== 'approved') break;
              apply({ type: 'ReleaseBlock', data: { lotId, reason: 'rejected', at } });
              lot.status = 'rejected';
              break;
            case 'weigh': {
              if (lot?.status !== 'approved') break;
              const chargedPaise = lotValuePaise(o.grams, lot.rate, 100);
              // Weighing never refuses.
              expect(
                apply({
                  type: 'TrueUp',
                  data: { ...read(), lotId, lotNo: 1, chargedPaise, weighedPosition: `p${n++}`, at },
                }),
              ).toBe(true);
              charged.set(lotId, chargedPaise);
              lot.status = 'weighed';
              break;
            }
          }
          // What the cover stream holds against the reeler: open blocks, trued blocks the ledger lacks, live leads.
          const reading = read();
          const figures = coverFigures(state, reading);
          // Every weighed lot's charge is in the ledger or in a trued block, never both, never neither.
          for (const l of charged.keys()) {
            const inBlock = state.blocks[l] !== undefined && !reading.settledBlocks.includes(l);
            expect(inBlock !== posted.has(l)).toBe(true);
          }
          // Nothing is held beyond the money the reeler has given, except the dues weighing recorded.
          expect(figures.blockedPaise + figures.leadingPaise - reading.depositPaise).toBeLessThanOrEqual(
            dues,
          );
          // Blocked is exactly the approved lots at their value and the weighed ones the ledger lacks at their charge.
          let expectedBlocked = 0;
          for (const [l, s] of lots) {
            if (s.status === 'approved') expectedBlocked += lotValuePaise(INWARD, s.rate, 100);
            if (s.status === 'weighed' && !posted.has(l)) expectedBlocked += charged.get(l) ?? 0;
          }
          expect(figures.blockedPaise).toBe(expectedBlocked);
          // Approved-and-unweighed lots are blocked at their value; led lots counted at theirs.
          for (const [l, s] of lots) {
            if (s.status === 'approved')
              expect(state.blocks[l]?.amountPaise).toBe(lotValuePaise(INWARD, s.rate, 100));
            if (s.status === 'rejected') expect(state.blocks[l]).toBeUndefined();
          }
        }
      }),
      { numRuns: 1000 },
    );
  });
});
