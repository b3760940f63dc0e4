import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fold } from '../shared/decider.js';
import { ConflictError, ForbiddenError } from '../shared/errors.js';
import { specFor } from '../shared/given-when-then.js';
import type { FarmerPaymentEvent } from './account-events.js';
import {
  type BuildPaymentRun,
  batchInState,
  type FarmerPaymentsCommand,
  type FarmerPaymentsState,
  farmerDue,
  farmerPayments,
  type LotToPay,
  lotMoney,
  planRunRows,
  type RowToAdd,
} from './farmer-payments.js';
import { RETURN_REASONS, returnReason, returnReasonCode } from './return-reasons.js';

const given = specFor(farmerPayments);
const MARKET = 'market-1';
const DAY = '2026-11-20';
const PAY_ON = '2026-11-21';
const farmer = (n: number) => ({ farmerId: `farmer-${n}`, farmerName: `Farmer ${n}`, farmerCode: `F${n}` });
const lot = (n: number, net = 10_000_00, f = 1): LotToPay => ({
  lotId: `lot-${n}`,
  lotNo: n,
  auctionDate: DAY,
  billNo: null,
  farmerNetPaise: net,
  ...(f ? {} : {}),
});
const bank = (account = '50100234567890') => ({
  accountNo: account,
  ifsc: 'IDIB000H014',
  accountName: 'Murugan K',
  bankName: 'Indian Bank',
});
const row = (rowId: string, n: number, lots: LotToPay[], account?: string): RowToAdd => ({
  rowId,
  farmer: farmer(n),
  bank: bank(account),
  lots,
});
const build = (rows: RowToAdd[], batchId = 'run-1', byId = 'maker', batchDate = DAY): BuildPaymentRun => ({
  type: 'BuildPaymentRun',
  data: {
    batchId,
    marketId: MARKET,
    marketCode: 'HSR',
    marketNumber: '042',
    batchDate,
    payOn: PAY_ON,
    rows,
    addedOn: batchDate,
    by: byId,
    byId,
  },
});
const checkerBA = (userId = 'checker') => ({ userId, userType: 'Branch Admin', branchId: MARKET });
const approve = (batchId = 'run-1', checker = checkerBA()): FarmerPaymentsCommand => ({
  type: 'ApprovePaymentRun',
  data: { batchId, marketId: MARKET, checker, marketAdOfficeId: 'ad-1', approvedOn: DAY, by: checker.userId },
});
const exportRun = (batchId = 'run-1'): FarmerPaymentsCommand => ({
  type: 'ExportBatch',
  data: { batchId, template: 'generic', exportedOn: DAY, by: 'maker' },
});
const decide = (events: FarmerPaymentEvent[], command: FarmerPaymentsCommand) =>
  farmerPayments.decide(command, fold(farmerPayments, events));
const after = (events: FarmerPaymentEvent[], command: FarmerPaymentsCommand) => [
  ...events,
  ...decide(events, command),
];

describe('the payment run', () => {
  it('opens a run for the pay-on date with one row per farmer, built by the maker', () => {
    const events = decide([], build([row('r1', 1, [lot(1)]), row('r2', 2, [lot(2, 5_000_00)])]));
    expect(events[0]).toMatchObject({
      type: 'OnlineBatchOpened',
      data: { run: true, payOn: PAY_ON, openedById: 'maker', batchNo: 'HSR/OB2627/00001' },
    });
    expect(events[1]).toMatchObject({ type: 'BatchRowsAdded', data: { addedById: 'maker' } });
    const rows = events[1]?.type === 'BatchRowsAdded' ? events[1].data.rows : [];
    expect(rows.map((r) => r.amountPaise)).toEqual([10_000_00, 5_000_00]);
  });

  it('refuses the file until a second person approves; the maker may not approve', () => {
    const built = after([], build([row('r1', 1, [lot(1)])]));
    given(built)
      .when(exportRun())
      .thenThrows((fn) => expect(fn).toThrow(/is not approved/));
    given(built)
      .when(approve('run-1', checkerBA('maker')))
      .thenThrows((fn) => expect(fn).toThrow(ForbiddenError));
    given(built)
      .when(approve('run-1', { userId: 'mo', userType: 'Market Officer', branchId: MARKET }))
      .thenThrows((fn) => expect(fn).toThrow(/Only a Branch Admin/));
    given(built)
      .when(approve('run-1', { userId: 'other-ba', userType: 'Branch Admin', branchId: 'market-2' }))
      .thenThrows((fn) => expect(fn).toThrow(ForbiddenError));
    // The AD of the market's AD office may approve.
    const byAd = decide(
      built,
      approve('run-1', { userId: 'ad', userType: 'AD', adOfficeId: 'ad-1' } as never),
    );
    expect(byAd[0]).toMatchObject({
      type: 'PaymentRunApproved',
      data: { rowCount: 1, totalPaise: 10_000_00 },
    });
    const approved = after(built, approve());
    const exported = decide(approved, exportRun());
    expect(exported).toMatchObject([{ type: 'BatchExported', data: { fileSerial: 1, exportedOn: DAY } }]);
  });

  it('a row added after the approval withdraws it, and its adder is a maker too', () => {
    const approved = after(after([], build([row('r1', 1, [lot(1)])])), approve());
    const added = after(approved, build([row('r2', 2, [lot(2)])], 'run-x', 'checker'));
    const batch = batchInState(fold(farmerPayments, added), 'run-1');
    expect(batch?.approval).toBeNull();
    expect(batch?.makerIds).toEqual(['maker', 'checker']);
    given(added)
      .when(approve('run-1', checkerBA('checker')))
      .thenThrows((fn) => expect(fn).toThrow(/you made this change/));
    expect(decide(added, approve('run-1', checkerBA('third')))[0]?.type).toBe('PaymentRunApproved');
  });

  it('a second run the same day takes only what is still due; after an export it opens a new run', () => {
    const built = after([], build([row('r1', 1, [lot(1)])]));
    const state = fold(farmerPayments, built);
    const plan = planRunRows(state, [row('r1b', 1, [lot(1)]), row('r2', 2, [lot(2)])]);
    expect(plan.rows.map((r) => r.farmer.farmerId)).toEqual(['farmer-2']);
    expect(plan.leftOut).toEqual([{ farmer: farmer(1), reason: 'Already in a batch at the bank' }]);
    const exported = after(after(built, approve()), exportRun());
    const second = decide(exported, build([row('r2', 2, [lot(2)])], 'run-2'));
    expect(second[0]).toMatchObject({ type: 'OnlineBatchOpened', data: { batchId: 'run-2', run: true } });
    expect(second[1]).toMatchObject({ data: { rows: [{ reference: '202611200420002' }] } });
  });

  it('a return puts the money back to due; the next run re-issues it linked, with the failed and new details', () => {
    const exported = after(after(after([], build([row('r1', 1, [lot(1)])])), approve()), exportRun());
    const failed = after(exported, {
      type: 'RecordBatchResults',
      data: {
        batchId: 'run-1',
        results: [{ rowId: 'r1', outcome: 'failed', reason: '02 No such account', reasonCode: '02' }],
        closedMonths: [],
        recordedOn: PAY_ON,
        by: 'accounts',
      },
    });
    const state = fold(farmerPayments, failed);
    expect(lotMoney(state, 'lot-1').inTransitPaise).toBe(0);
    expect(farmerDue(state, 'farmer-1').duePaise).toBe(10_000_00);
    const next = decide(
      failed,
      build([row('r1-again', 1, [lot(1)], '60100234567890')], 'run-2', 'maker', PAY_ON),
    );
    const added = next.find((e) => e.type === 'BatchRowsAdded');
    expect(added?.type === 'BatchRowsAdded' && added.data.rows[0]).toMatchObject({
      bank: { accountNo: '60100234567890' },
      reissueOf: {
        batchId: 'run-1',
        rowId: 'r1',
        reference: '202611200420001',
        bank: { accountNo: '50100234567890' },
        reasonCode: '02',
      },
    });
    const reissued = fold(farmerPayments, [...failed, ...next]);
    expect(reissued.openReturns.get('farmer-1')).toEqual([]);
    expect(batchInState(reissued, 'run-1')?.rows.r1?.reissuedAs?.rowId).toBe('r1-again');
    // Named explicitly, a return is re-issued once.
    given([...failed, ...next])
      .when(
        build(
          [{ ...row('r1-third', 1, [lot(1)]), reissueOf: { batchId: 'run-1', rowId: 'r1' } }],
          'run-3',
          'maker',
          PAY_ON,
        ),
      )
      .thenThrows((fn) => expect(fn).toThrow(ConflictError));
  });
});

describe('return reasons', () => {
  it('maps a template code, a leading NACH code, then the words; anything else is 99', () => {
    expect(returnReasonCode('02')).toBe('02');
    expect(returnReasonCode('02-No such account')).toBe('02');
    expect(returnReasonCode('AC04', { AC04: '01' })).toBe('01');
    expect(returnReasonCode('Account Dormant')).toBe('54');
    expect(returnReasonCode('KYC pending')).toBe('51');
    expect(returnReasonCode('Beneficiary name mismatch')).toBe('03');
    expect(returnReasonCode('Something else')).toBe('99');
    expect(returnReason('77').code).toBe('99');
    expect(RETURN_REASONS.map((r) => r.code)).toEqual(['01', '02', '03', '51', '52', '53', '54', '55', '99']);
  });
});

// ---- The model: random build / approve / export / respond / return / re-issue sequences ----

type Step =
  | { kind: 'build'; farmers: number[] }
  | { kind: 'approve'; checker: 'maker' | 'checker' }
  | { kind: 'export' }
  | { kind: 'respond'; outcomes: boolean[] }
  | { kind: 'remove' };

const FARMERS = [1, 2, 3];
const LOTS: Record<number, LotToPay[]> = {
  1: [lot(11, 12_345_67), lot(12, 1_00)],
  2: [lot(21, 98_765_43)],
  3: [lot(31, 5_55), lot(32, 7_77_77)],
};

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('build' as const), farmers: fc.subarray(FARMERS, { minLength: 1 }) }),
  fc.record({
    kind: fc.constant('approve' as const),
    checker: fc.constantFrom('maker' as const, 'checker' as const),
  }),
  fc.record({ kind: fc.constant('export' as const) }),
  fc.record({
    kind: fc.constant('respond' as const),
    outcomes: fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
  }),
  fc.record({ kind: fc.constant('remove' as const) }),
);

function latestRun(state: FarmerPaymentsState) {
  const ids = [...state.runOfDate.values()];
  const all = ids.map((id) => state.batches.get(id)).filter((b) => b !== undefined);
  return all.at(-1);
}

describe('the payment run model', () => {
  it('never pays a lot twice, never pays a party more than it earned, and totals equal the rows to the paisa', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { minLength: 1, maxLength: 25 }), (steps) => {
        let events: FarmerPaymentEvent[] = [];
        let n = 0;
        for (const step of steps) {
          n += 1;
          const state = fold(farmerPayments, events);
          const day = `2026-11-${String(10 + n).padStart(2, '0')}`;
          let command: FarmerPaymentsCommand | null = null;
          const run = latestRun(state);
          switch (step.kind) {
            case 'build': {
              const offered = step.farmers.map((f) => ({
                ...row(`row-${n}-${f}`, f, LOTS[f] ?? []),
                // Every other build corrects the bank details (a re-issue takes the current ones).
                bank: bank(n % 2 ? '50100234567890' : '60100234567890'),
              }));
              const { rows } = planRunRows(state, offered);
              command = build(rows, `run-${n}`, 'maker', day);
              break;
            }
            case 'approve':
              if (run) command = approve(run.batchId, checkerBA(step.checker));
              break;
            case 'export':
              if (run) command = { ...exportRun(run.batchId) };
              break;
            case 'remove': {
              const first = run ? Object.keys(run.rows)[0] : undefined;
              if (run && first)
                command = {
                  type: 'RemoveBatchRow',
                  data: { batchId: run.batchId, rowId: first, removedOn: day, by: 'maker' },
                };
              break;
            }
            case 'respond': {
              const waiting = [...state.batches.values()].filter((b) => b.exported);
              const batch = waiting.find((b) => Object.values(b.rows).some((r) => r.status === 'added'));
              if (batch) {
                const open = Object.values(batch.rows).filter((r) => r.status === 'added');
                command = {
                  type: 'RecordBatchResults',
                  data: {
                    batchId: batch.batchId,
                    results: open.map((r, i) =>
                      step.outcomes[i % 5]
                        ? {
                            rowId: r.row.rowId,
                            outcome: 'paid' as const,
                            bankReference: `UTR${n}${i}`,
                            paidOn: day,
                          }
                        : { rowId: r.row.rowId, outcome: 'failed' as const, reason: '02', reasonCode: '02' },
                    ),
                    recordedOn: day,
                    by: 'accounts',
                    closedMonths: [],
                  },
                };
              }
              break;
            }
          }
          if (!command) continue;
          try {
            events = [...events, ...farmerPayments.decide(command, state)];
          } catch (error) {
            if (!(error instanceof ConflictError || error instanceof ForbiddenError)) throw error;
          }
        }
        const state = fold(farmerPayments, events);
        // Nothing paid twice; a lot never paid + in transit beyond its net.
        for (const f of FARMERS) {
          for (const l of LOTS[f] ?? []) {
            const money = lotMoney(state, l.lotId);
            expect(money.paidPaise + money.inTransitPaise).toBeLessThanOrEqual(l.farmerNetPaise);
            expect(money.paidPaise).toBeGreaterThanOrEqual(0);
            expect(money.inTransitPaise).toBeGreaterThanOrEqual(0);
          }
          const earned = (LOTS[f] ?? []).reduce((t, l) => t + l.farmerNetPaise, 0);
          const paid = events
            .filter((e) => e.type === 'BatchRowPaid')
            .map((e) =>
              e.type === 'BatchRowPaid' ? batchInState(state, e.data.batchId)?.rows[e.data.rowId] : undefined,
            )
            .filter((r) => r?.row.farmerId === `farmer-${f}`)
            .reduce((t, r) => t + (r?.row.amountPaise ?? 0), 0);
          expect(paid).toBeLessThanOrEqual(earned);
          expect(farmerDue(state, `farmer-${f}`).duePaise).toBeGreaterThanOrEqual(0);
        }
        // Every exported run was approved with the rows it has; totals equal the rows to the paisa.
        for (const e of events) {
          if (e.type !== 'BatchExported') continue;
          const batch = batchInState(state, e.data.batchId);
          if (!batch?.run) continue;
          const approval = events
            .filter((a) => a.type === 'PaymentRunApproved' && a.data.batchId === batch.batchId)
            .at(-1);
          expect(approval).toBeDefined();
          if (approval?.type !== 'PaymentRunApproved') continue;
          const rows = Object.values(batch.rows);
          expect(approval.data.rowCount).toBe(rows.length);
          expect(approval.data.totalPaise).toBe(rows.reduce((t, r) => t + r.row.amountPaise, 0));
          for (const r of rows)
            expect(r.row.amountPaise).toBe(r.row.lots.reduce((t, l) => t + l.amountPaise, 0));
          expect(approval.data.approvedById).not.toBe('maker');
        }
      }),
      { numRuns: 300 },
    );
  });
});
