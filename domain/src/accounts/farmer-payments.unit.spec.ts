import { describe, expect, it } from 'vitest';
import { fold } from '../shared/decider.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../shared/errors.js';
import { specFor } from '../shared/given-when-then.js';
import { MESSAGES } from '../shared/messages.js';
import type { FarmerPaymentEvent } from './account-events.js';
import {
  type AddToOnlineBatch,
  batchStatus,
  type FarmerPaymentsCommand,
  farmerDue,
  farmerLotsWithoutNet,
  farmerPayments,
  type LotToPay,
  lotDue,
  type MoveFarmerAccount,
  marketReferenceNumber,
  type PayFarmerInCash,
  type ReviseLotNet,
  type RowToAdd,
  rowReference,
} from './farmer-payments.js';

const given = specFor(farmerPayments);
const eq = (a: unknown, b: unknown) => expect(a).toEqual(b);
const MARKET = 'market-1';
const DAY = '2026-11-20';
const farmer = (n: number) => ({ farmerId: `farmer-${n}`, farmerName: `Farmer ${n}`, farmerCode: `F${n}` });
const lot = (n: number, net = 10_000_00, date = DAY): LotToPay => ({
  lotId: `lot-${n}`,
  lotNo: n,
  auctionDate: date,
  billNo: `HSR/FB2627/0000${n}`,
  farmerNetPaise: net,
});
const bank = {
  accountNo: '50100234567890',
  ifsc: 'IDIB000H014',
  accountName: 'Murugan K',
  bankName: 'Indian Bank',
};

const payCash = (lots: LotToPay[], paymentId = 'pay-1', paidOn = '2026-11-21'): PayFarmerInCash => ({
  type: 'PayFarmerInCash',
  data: {
    paymentId,
    marketId: MARKET,
    marketCode: 'HSR',
    farmer: farmer(1),
    lots,
    paidOn,
    paidBy: 'accounts',
  },
});
const row = (rowId: string, lots: LotToPay[], n = 1, details = bank): RowToAdd => ({
  rowId,
  farmer: farmer(n),
  bank: details,
  lots,
});
const addToBatch = (rows: RowToAdd[], batchId = 'batch-1', batchDate = '2026-11-22'): AddToOnlineBatch => ({
  type: 'AddToOnlineBatch',
  data: {
    batchId,
    marketId: MARKET,
    marketCode: 'HSR',
    marketNumber: '042',
    batchDate,
    rows,
    addedOn: batchDate,
    by: 'accounts',
  },
});
const exportBatch = (batchId = 'batch-1'): FarmerPaymentsCommand => ({
  type: 'ExportBatch',
  data: { batchId, template: 'generic', exportedOn: '2026-11-22', by: 'accounts' },
});
/** Issue 25: a second person (another Branch Admin of the market) approves the batch before its file. */
const checker = (userId = 'checker') => ({ userId, userType: 'Branch Admin', branchId: MARKET });
const approveBatch = (batchId = 'batch-1', by = checker()): FarmerPaymentsCommand => ({
  type: 'ApprovePaymentRun',
  data: {
    batchId,
    marketId: MARKET,
    checker: by,
    marketAdOfficeId: 'ad-1',
    approvedOn: '2026-11-22',
    by: by.userId,
  },
});
const results = (
  list: (
    | { rowId: string; outcome: 'paid'; bankReference: string; paidOn?: string }
    | { rowId: string; outcome: 'failed'; reason: string }
  )[],
  closedMonths: readonly string[] = [],
): FarmerPaymentsCommand => ({
  type: 'RecordBatchResults',
  data: { batchId: 'batch-1', results: list, recordedOn: '2026-11-23', by: 'accounts', closedMonths },
});

/** Runs commands one after another, each on the state the previous left: the stream as the runner builds it. */
function history(...commands: FarmerPaymentsCommand[]): FarmerPaymentEvent[] {
  const events: FarmerPaymentEvent[] = [];
  for (const command of commands)
    events.push(...farmerPayments.decide(command, fold(farmerPayments, events)));
  return events;
}
const stateAfter = (events: FarmerPaymentEvent[]) => fold(farmerPayments, events);
const throwsConflict = (message: string | RegExp) => (fn: () => unknown) =>
  expect(fn).toThrow(new RegExp(typeof message === 'string' ? escapeRegExp(message) : message.source));
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const revise = (paid: LotToPay, netPaise: number, approvedBy: string | null = null, n = 1): ReviseLotNet => ({
  type: 'ReviseLotNet',
  data: {
    correctionId: `correction-${paid.lotId}-${netPaise}`,
    marketId: MARKET,
    farmer: farmer(n),
    lot: paid,
    netPaise,
    approvedBy,
    revisedOn: '2026-11-22',
  },
});

describe("farmer payments: what is due is the party's, never a lot's (issue 22)", () => {
  // The case found on the demo: lot 1 paid Rs 51,896.03 in cash, then corrected down to 1 kg (net Rs 1,001.00):
  // the farmer owes back Rs 50,895.03. Lot 2 (net Rs 1,01,051.79) is then paid: the market owes Rs 50,156.76.
  const lotA = lot(1, 51_896_03, '2026-11-18');
  const lotB = lot(2, 1_01_051_79);
  const overpaid = () => history(payCash([lotA]), revise(lotA, 1_001_00, 'ad.krishnagiri'));

  it('pays the next lot less what the farmer owes back, shown as a set-off, never more than the party is owed', () => {
    const events = farmerPayments.decide(payCash([lotB], 'pay-2'), stateAfter(overpaid()));
    const paid = events[0]?.type === 'FarmerPaidInCash' ? events[0].data : null;
    expect(paid?.totalPaise).toBe(50_156_76);
    expect(paid?.lots).toEqual([expect.objectContaining({ lotId: 'lot-2', amountPaise: 1_01_051_79 })]);
    expect(paid?.setOffs).toEqual([
      expect.objectContaining({ lotId: 'lot-1', lotNo: 1, amountPaise: 50_895_03 }),
    ]);
    const after = stateAfter([...overpaid(), ...events]);
    expect(farmerDue(after, 'farmer-1')).toMatchObject({ duePaise: 0, recoverablePaise: 0 });
  });

  it('refuses a payment the recoverable swallows, naming both figures', () => {
    given(overpaid())
      .when(payCash([lot(3, 40_000_00)], 'pay-2'))
      .thenThrows(
        throwsConflict(
          /owes back Rs 50,895.03 .*lot 1 of 2026-11-18.*come to Rs 40,000.00: nothing can be paid/,
        ),
      );
  });

  it('sets off in an online batch row too, and gives the set-off back when the bank returns the row', () => {
    const added = farmerPayments.decide(addToBatch([row('row-1', [lotB])]), stateAfter(overpaid()));
    const rows = added.flatMap((e) => (e.type === 'BatchRowsAdded' ? e.data.rows : []));
    expect(rows[0]).toMatchObject({
      amountPaise: 50_156_76,
      setOffs: [{ lotId: 'lot-1', amountPaise: 50_895_03 }],
    });
    const inTransit = stateAfter([...overpaid(), ...added]);
    expect(farmerDue(inTransit, 'farmer-1').duePaise).toBe(0);
    const returned = history(
      payCash([lotA]),
      revise(lotA, 1_001_00, 'ad.krishnagiri'),
      addToBatch([row('row-1', [lotB])]),
      approveBatch(),
      exportBatch(),
      results([{ rowId: 'row-1', outcome: 'failed', reason: 'Account closed' }]),
    );
    expect(farmerDue(stateAfter(returned), 'farmer-1')).toMatchObject({
      duePaise: 50_156_76,
      recoverablePaise: 50_895_03,
    });
  });

  it('a reversed payment gives its set-off back: the farmer owes it again', () => {
    const events = history(
      payCash([lotA]),
      revise(lotA, 1_001_00, 'ad.krishnagiri'),
      payCash([lotB], 'pay-2'),
      {
        type: 'ReverseFarmerPayment',
        data: {
          paymentId: 'pay-2',
          marketId: MARKET,
          marketCode: 'HSR',
          reason: 'Wrong farmer',
          reversedOn: '2026-11-23',
          by: 'accounts',
        },
      },
    );
    expect(farmerDue(stateAfter(events), 'farmer-1').recoverablePaise).toBe(50_895_03);
  });

  it('refuses to correct a paid lot without the approval of a second person; approved, it records who', () => {
    given(history(payCash([lotA])))
      .when(revise(lotA, 1_001_00))
      .thenThrows(throwsConflict(/has been paid: a correction needs the Assistant Director's approval/));
    given(history(addToBatch([row('row-1', [lotA])])))
      .when(revise(lotA, 1_001_00))
      .thenThrows(throwsConflict(/is in an online batch/));
    const [revised] = farmerPayments.decide(
      revise(lotA, 1_001_00, 'ad.krishnagiri'),
      stateAfter(history(payCash([lotA]))),
    );
    expect(revised).toMatchObject({
      type: 'LotNetRevised',
      data: { previousNetPaise: 51_896_03, netPaise: 1_001_00, approvedBy: 'ad.krishnagiri' },
    });
  });

  it('a correction of an unpaid lot needs no approval, and a payment after it pays the new net', () => {
    const events = history(revise(lotB, 1_00_000_00), payCash([lotB]));
    const paid = events.find((e) => e.type === 'FarmerPaidInCash');
    expect(paid?.type === 'FarmerPaidInCash' && paid.data.totalPaise).toBe(1_00_000_00);
  });

  it('counts lots paid before the stream kept nets from the nets the caller reads (knownLots)', () => {
    const legacy: FarmerPaymentEvent = {
      type: 'FarmerPaidInCash',
      data: {
        paymentId: 'old',
        marketId: MARKET,
        receiptNo: 'HSR/FP2627/00001',
        financialYear: '202627',
        sequence: 1,
        ...farmer(1),
        lots: [{ lotId: 'lot-1', lotNo: 1, auctionDate: DAY, billNo: null, amountPaise: 51_896_03 }],
        setOffs: [],
        totalPaise: 51_896_03,
        paidOn: DAY,
        paidBy: 'accounts',
      },
    };
    const state = stateAfter([legacy]);
    expect(farmerLotsWithoutNet(state, 'farmer-1')).toEqual(['lot-1']);
    const command = payCash([lotB], 'pay-2');
    command.data.knownLots = [lot(1, 1_001_00)];
    const [event] = farmerPayments.decide(command, state);
    expect(event?.type === 'FarmerPaidInCash' && event.data.totalPaise).toBe(50_156_76);
  });
});

describe('farmer payments: vouchers and opening balances on the farmer account (issue 22)', () => {
  const move = (
    amountPaise: number,
    pays: boolean,
    lots: LotToPay[] = [],
    movementId = `mv-${amountPaise}`,
  ): MoveFarmerAccount => ({
    type: 'MoveFarmerAccount',
    data: {
      movementId,
      marketId: MARKET,
      farmer: farmer(1),
      amountPaise,
      source: { kind: 'voucher', id: movementId, documentNo: 'HSR/PV2627/00001' },
      pays,
      lots,
      movedOn: DAY,
    },
  });

  it('refuses a Payment voucher beyond what the market owes the farmer as a whole, naming both amounts', () => {
    given([])
      .when(move(-10_001_00, true, [lot(1, 10_000_00)]))
      .thenThrows(
        throwsConflict(
          /Paying Rs 10,001.00 would pay Farmer 1 \(F1\) more than the Rs 10,000.00 the market owes/,
        ),
      );
    const [moved] = farmerPayments.decide(move(-10_000_00, true, [lot(1, 10_000_00)]), stateAfter([]));
    expect(moved).toMatchObject({
      type: 'FarmerAccountMoved',
      data: { amountPaise: -10_000_00, pays: true },
    });
  });

  it('counts an opening balance owed to the farmer, and a voucher paid out, in what a cash payment may pay', () => {
    const events = history(
      move(2_000_00, false),
      move(-12_000_00, true, [lot(1, 10_000_00)], 'paid-by-voucher'),
    );
    // Owed: lot 1 (10,000) + opening 2,000 - voucher 12,000 = 0: paying the lot in cash now would overpay.
    given(events)
      .when(payCash([lot(1, 10_000_00)]))
      .thenThrows(throwsConflict(/more than the Rs 0.00 the market owes.*account owes Rs 10,000.00/));
  });

  it('moves the account once for a retried voucher', () => {
    const events = history(move(2_000_00, false), move(2_000_00, false));
    expect(events).toHaveLength(1);
    expect(farmerDue(stateAfter(events), 'farmer-1').duePaise).toBe(2_000_00);
  });
});

describe('farmer payments: cash', () => {
  it('pays each lot its whole remaining due, numbered in the receipt series of the financial year', () => {
    given()
      .when(payCash([lot(1), lot(2, 5_000_50)]))
      .thenEmits(
        [
          {
            type: 'FarmerPaidInCash',
            data: {
              paymentId: 'pay-1',
              marketId: MARKET,
              receiptNo: 'HSR/FP2627/00001',
              financialYear: '202627',
              sequence: 1,
              ...farmer(1),
              lots: [
                {
                  lotId: 'lot-1',
                  lotNo: 1,
                  auctionDate: DAY,
                  billNo: 'HSR/FB2627/00001',
                  amountPaise: 10_000_00,
                  netPaise: 10_000_00,
                },
                {
                  lotId: 'lot-2',
                  lotNo: 2,
                  auctionDate: DAY,
                  billNo: 'HSR/FB2627/00002',
                  amountPaise: 5_000_50,
                  netPaise: 5_000_50,
                },
              ],
              setOffs: [],
              totalPaise: 15_000_50,
              paidOn: '2026-11-21',
              paidBy: 'accounts',
            },
          },
        ],
        eq,
      );
  });

  it('numbers receipts consecutively and starts again at 1 in a new financial year', () => {
    const events = history(
      payCash([lot(1)]),
      payCash([lot(2)], 'pay-2'),
      payCash([lot(3)], 'pay-3', '2027-04-01'),
    );
    const receipts = events.map((e) => (e.type === 'FarmerPaidInCash' ? e.data.receiptNo : ''));
    expect(receipts).toEqual(['HSR/FP2627/00001', 'HSR/FP2627/00002', 'HSR/FP2728/00001']);
  });

  it('refuses a second payment of the same lots with the spec message (double click, second officer)', () => {
    given(history(payCash([lot(1), lot(2)])))
      .when(payCash([lot(1), lot(2)], 'pay-2'))
      .thenThrows(throwsConflict(MESSAGES.alreadyProcessed));
  });

  it('refuses lots with nothing due naming them, and pays nothing of the rest', () => {
    const paid = history(payCash([lot(1)]));
    expect(() => farmerPayments.decide(payCash([lot(1), lot(2)], 'pay-2'), stateAfter(paid))).toThrow(
      new ConflictError(
        'Nothing is due: lot 1 has already been paid. Refresh the list and select again.',
        'lotIds',
      ),
    );
  });

  it('pays only the difference when a weight correction raised the net after payment', () => {
    const paid = history(payCash([lot(1, 10_000_00)]), revise(lot(1, 10_000_00), 10_250_00, 'ad'));
    const events = farmerPayments.decide(payCash([lot(1, 10_000_00)], 'pay-2'), stateAfter(paid));
    expect(events[0]?.type === 'FarmerPaidInCash' && events[0].data.totalPaise).toBe(250_00);
  });

  it('shows what is owed back when a correction lowered the net after payment, and refuses to pay it', () => {
    const state = stateAfter(
      history(payCash([lot(1, 10_000_00)]), revise(lot(1, 10_000_00), 9_800_00, 'ad')),
    );
    // The stream's net (the correction's) wins over a stale one read before it.
    expect(lotDue(state, lot(1, 10_000_00))).toBe(-200_00);
    expect(farmerDue(state, 'farmer-1').recoverablePaise).toBe(200_00);
    expect(() => farmerPayments.decide(payCash([lot(1, 10_000_00)], 'pay-2'), state)).toThrow(
      MESSAGES.alreadyProcessed,
    );
  });
  it('refuses an empty list of lots with a field message, and a lot listed twice as the caller’s mistake', () => {
    given()
      .when(payCash([]))
      .thenThrows((fn) => expect(fn).toThrow(ValidationError));
    given()
      .when(payCash([lot(1), lot(1)]))
      .thenThrows((fn) => expect(fn).toThrow('offered twice'));
  });
});

describe('farmer payments: reversal', () => {
  const paid = history(payCash([lot(1), lot(2)]));
  const reverse = (paymentId = 'pay-1'): FarmerPaymentsCommand => ({
    type: 'ReverseFarmerPayment',
    data: {
      paymentId,
      marketId: MARKET,
      marketCode: 'HSR',
      reason: 'Paid to the wrong farmer',
      reversedOn: '2026-11-22',
      by: 'ba',
    },
  });

  it('reverses a payment with its own FX number, naming the receipt; its lots are due again', () => {
    const events = farmerPayments.decide(reverse(), stateAfter(paid));
    expect(events).toEqual([
      {
        type: 'FarmerPaymentReversed',
        data: expect.objectContaining({
          paymentId: 'pay-1',
          receiptNo: 'HSR/FP2627/00001',
          reversalNo: 'HSR/FX2627/00001',
          sequence: 1,
          totalPaise: 20_000_00,
          reason: 'Paid to the wrong farmer',
          reversedBy: 'ba',
        }),
      },
    ]);
    const after = stateAfter([...paid, ...events]);
    expect(lotDue(after, lot(1))).toBe(10_000_00);
    expect(farmerPayments.decide(payCash([lot(1), lot(2)], 'pay-2'), after)).toHaveLength(1);
  });

  it('reverses once only', () => {
    given([...paid, ...farmerPayments.decide(reverse(), stateAfter(paid))])
      .when(reverse())
      .thenThrows(throwsConflict(MESSAGES.alreadyProcessed));
  });

  it('refuses an unknown payment as not found', () => {
    given(paid)
      .when(reverse('pay-x'))
      .thenThrows((fn) => expect(fn).toThrow(NotFoundError));
  });
});

describe('farmer payments: online batches', () => {
  it('opens the date’s batch (OB number) and adds the rows with their references', () => {
    given()
      .when(addToBatch([row('row-1', [lot(1), lot(2)])]))
      .thenEmits(
        [
          {
            type: 'OnlineBatchOpened',
            data: {
              batchId: 'batch-1',
              marketId: MARKET,
              batchNo: 'HSR/OB2627/00001',
              financialYear: '202627',
              sequence: 1,
              batchDate: '2026-11-22',
              openedBy: 'accounts',
            },
          },
          {
            type: 'BatchRowsAdded',
            data: {
              batchId: 'batch-1',
              rows: [
                {
                  rowId: 'row-1',
                  ...farmer(1),
                  bank,
                  lots: [
                    {
                      lotId: 'lot-1',
                      lotNo: 1,
                      auctionDate: DAY,
                      billNo: 'HSR/FB2627/00001',
                      amountPaise: 10_000_00,
                      netPaise: 10_000_00,
                    },
                    {
                      lotId: 'lot-2',
                      lotNo: 2,
                      auctionDate: DAY,
                      billNo: 'HSR/FB2627/00002',
                      amountPaise: 10_000_00,
                      netPaise: 10_000_00,
                    },
                  ],
                  setOffs: [],
                  amountPaise: 20_000_00,
                  reference: '202611220420001',
                },
              ],
              addedOn: '2026-11-22',
              addedBy: 'accounts',
            },
          },
        ],
        eq,
      );
  });

  it('adds to the open batch of the date without opening another; a farmer already in it gets a second row', () => {
    const first = history(addToBatch([row('row-1', [lot(1)])]));
    const events = farmerPayments.decide(addToBatch([row('row-2', [lot(2)])], 'batch-2'), stateAfter(first));
    expect(events.map((e) => e.type)).toEqual(['BatchRowsAdded']);
    expect(events[0]?.type === 'BatchRowsAdded' && events[0].data).toMatchObject({
      batchId: 'batch-1',
      rows: [{ rowId: 'row-2', farmerId: 'farmer-1', reference: '202611220420002' }],
    });
  });

  it('opens a separate batch for another date', () => {
    const first = history(addToBatch([row('row-1', [lot(1)])]));
    const events = farmerPayments.decide(
      addToBatch([row('row-2', [lot(2)])], 'batch-2', '2026-11-23'),
      stateAfter(first),
    );
    expect(events[0]).toMatchObject({
      type: 'OnlineBatchOpened',
      data: { batchId: 'batch-2', batchNo: 'HSR/OB2627/00002' },
    });
  });

  it('refuses a farmer without account number or IFSC, naming the farmer', () => {
    given()
      .when(addToBatch([row('row-1', [lot(1)], 1, { ...bank, ifsc: ' ' })]))
      .thenThrows((fn) => expect(fn).toThrow(/No bank account number or IFSC: Farmer 1 \(F1\)/));
  });

  it('refuses lots already paid in cash or already in the batch', () => {
    const paid = history(payCash([lot(1)]), addToBatch([row('row-1', [lot(2)])]));
    given(paid)
      .when(addToBatch([row('row-2', [lot(1), lot(3)])]))
      .thenThrows(throwsConflict('Nothing is due: lot 1 has already been paid'));
    given(paid)
      .when(addToBatch([row('row-2', [lot(2), lot(3)])]))
      .thenThrows(throwsConflict('Nothing is due: lot 2 is in an online batch'));
  });

  it('refuses to pay in cash a lot in transit in a batch', () => {
    given(history(addToBatch([row('row-1', [lot(1)])])))
      .when(payCash([lot(1)]))
      .thenThrows(throwsConflict(MESSAGES.alreadyProcessed));
  });

  it('refuses to add while the date’s batch is exported and awaits the bank, and opens a new one once it is answered', () => {
    const exported = history(addToBatch([row('row-1', [lot(1)])]), approveBatch(), exportBatch());
    given(exported)
      .when(addToBatch([row('row-2', [lot(2)])], 'batch-2'))
      .thenThrows(
        throwsConflict(/HSR\/OB2627\/00001 of 2026-11-22 has been exported and awaits the bank's results/),
      );
    const answered = exported.concat(
      farmerPayments.decide(
        results([{ rowId: 'row-1', outcome: 'paid', bankReference: 'UTR1' }]),
        stateAfter(exported),
      ),
    );
    const events = farmerPayments.decide(
      addToBatch([row('row-2', [lot(2)])], 'batch-2'),
      stateAfter(answered),
    );
    expect(events[0]).toMatchObject({ type: 'OnlineBatchOpened', data: { batchId: 'batch-2' } });
    // The serial goes on: references stay unique within the date.
    expect(events[1]).toMatchObject({ data: { rows: [{ reference: '202611220420002' }] } });
  });

  it('removes a row before export (its lots are due again), not after, and once', () => {
    const added = history(addToBatch([row('row-1', [lot(1)]), row('row-2', [lot(2)], 2)]));
    const remove: FarmerPaymentsCommand = {
      type: 'RemoveBatchRow',
      data: { batchId: 'batch-1', rowId: 'row-1', removedOn: '2026-11-22', by: 'accounts' },
    };
    const removed = [...added, ...farmerPayments.decide(remove, stateAfter(added))];
    expect(removed.at(-1)?.type).toBe('BatchRowRemoved');
    expect(lotDue(stateAfter(removed), lot(1))).toBe(10_000_00);
    given(removed).when(remove).thenThrows(throwsConflict(MESSAGES.alreadyProcessed));
    const exported = history(addToBatch([row('row-1', [lot(1)])]), approveBatch(), exportBatch());
    given(exported)
      .when(remove)
      .thenThrows(throwsConflict(/has been exported: record the bank's result/));
  });

  it('exports once: a second export appends nothing', () => {
    const added = history(addToBatch([row('row-1', [lot(1)])]));
    const approved = [...added, ...farmerPayments.decide(approveBatch(), stateAfter(added))];
    const exported = [...approved, ...farmerPayments.decide(exportBatch(), stateAfter(approved))];
    expect(exported.at(-1)).toEqual({
      type: 'BatchExported',
      data: {
        batchId: 'batch-1',
        template: 'generic',
        exportedOn: '2026-11-22',
        exportedBy: 'accounts',
        fileSerial: 1,
      },
    });
    given(exported).when(exportBatch()).thenEmits([], eq);
    given()
      .when(exportBatch())
      .thenThrows((fn) => expect(fn).toThrow(NotFoundError));
  });

  it('makes the file of a batch made by hand only once a second person approves it as it stands', () => {
    const byMaker = (rows: RowToAdd[]): FarmerPaymentsCommand => {
      const command = addToBatch(rows);
      return { ...command, data: { ...command.data, byId: 'maker' } } as FarmerPaymentsCommand;
    };
    const added = history(byMaker([row('row-1', [lot(1)])]));
    given(added)
      .when(exportBatch())
      .thenThrows(throwsConflict(/The batch HSR\/OB2627\/00001 is not approved: another Branch Admin/));
    given(added)
      .when(approveBatch('batch-1', checker('maker')))
      .thenThrows((fn) => expect(fn).toThrow(ForbiddenError));
    const approved = history(byMaker([row('row-1', [lot(1)])]), approveBatch());
    expect(approved.at(-1)).toMatchObject({ type: 'PaymentRunApproved', data: { approvedById: 'checker' } });
    given(approved)
      .when(exportBatch())
      .thenEmits([expect.objectContaining({ type: 'BatchExported' })], eq);
    // A row added after the approval withdraws it: the second person approves what leaves, not what was.
    const changed = history(
      byMaker([row('row-1', [lot(1)])]),
      approveBatch(),
      addToBatch([row('row-2', [lot(2)], 2)]),
    );
    given(changed)
      .when(exportBatch())
      .thenThrows(throwsConflict(/is not approved/));
  });

  it('refuses to export a batch whose rows were all removed', () => {
    const emptied = history(addToBatch([row('row-1', [lot(1)])]), {
      type: 'RemoveBatchRow',
      data: { batchId: 'batch-1', rowId: 'row-1', removedOn: '2026-11-22', by: 'accounts' },
    });
    given(emptied)
      .when(exportBatch())
      .thenThrows(throwsConflict(/has no rows/));
  });
});

describe('farmer payments: bank results', () => {
  const exported = history(
    addToBatch([row('row-1', [lot(1)]), row('row-2', [lot(2)], 2)]),
    approveBatch(),
    exportBatch(),
  );

  it('posts a credit dated in a month closed since on the day it is recorded; the credit date stays the bank’s', () => {
    const paid = (closedMonths: readonly string[]) =>
      farmerPayments.decide(
        results(
          [{ rowId: 'row-1', outcome: 'paid', bankReference: 'UTR1', paidOn: '2026-10-31' }],
          closedMonths,
        ),
        stateAfter(exported),
      )[0];
    expect(paid(['2026-10'])).toMatchObject({
      type: 'BatchRowPaid',
      data: { paidOn: '2026-10-31', postedOn: '2026-11-23' },
    });
    expect(paid(['2026-09'])?.data).not.toHaveProperty('postedOn');
  });

  it('refuses results before export', () => {
    given(history(addToBatch([row('row-1', [lot(1)])])))
      .when(results([{ rowId: 'row-1', outcome: 'paid', bankReference: 'UTR1' }]))
      .thenThrows(throwsConflict(/Export the bank file/));
  });

  it('records paid and failed rows; the paid lot is paid, the failed lot is due again', () => {
    const events = farmerPayments.decide(
      results([
        { rowId: 'row-1', outcome: 'paid', bankReference: 'UTR1' },
        { rowId: 'row-2', outcome: 'failed', reason: 'Account closed' },
      ]),
      stateAfter(exported),
    );
    expect(events).toEqual([
      {
        type: 'BatchRowPaid',
        data: {
          batchId: 'batch-1',
          rowId: 'row-1',
          bankReference: 'UTR1',
          paidOn: '2026-11-23',
          recordedBy: 'accounts',
        },
      },
      {
        type: 'BatchRowFailed',
        data: {
          batchId: 'batch-1',
          rowId: 'row-2',
          reason: 'Account closed',
          failedOn: '2026-11-23',
          recordedBy: 'accounts',
        },
      },
    ]);
    const after = stateAfter([...exported, ...events]);
    expect(lotDue(after, lot(1))).toBe(0);
    expect(lotDue(after, lot(2))).toBe(10_000_00);
    expect(batchStatus(after.batches.get('batch-1') ?? never())).toBe('completed');
    // The failed lot can be paid in cash now.
    expect(farmerPayments.decide(payCash([lot(2)], 'pay-9'), after)[0]).toMatchObject({
      data: { totalPaise: 10_000_00 },
    });
  });

  it('records a row once only: all answered is the spec message, some answered names them', () => {
    const once = [
      ...exported,
      ...farmerPayments.decide(
        results([{ rowId: 'row-1', outcome: 'paid', bankReference: 'UTR1' }]),
        stateAfter(exported),
      ),
    ];
    given(once)
      .when(results([{ rowId: 'row-1', outcome: 'failed', reason: 'Late' }]))
      .thenThrows(throwsConflict(MESSAGES.alreadyProcessed));
    given(once)
      .when(
        results([
          { rowId: 'row-1', outcome: 'failed', reason: 'Late' },
          { rowId: 'row-2', outcome: 'paid', bankReference: 'UTR2' },
        ]),
      )
      .thenThrows(throwsConflict('already recorded for 202611220420001'));
  });

  it('refuses an unknown row and a row listed twice', () => {
    given(exported)
      .when(results([{ rowId: 'row-x', outcome: 'paid', bankReference: 'UTR1' }]))
      .thenThrows((fn) => expect(fn).toThrow(NotFoundError));
    given(exported)
      .when(
        results([
          { rowId: 'row-1', outcome: 'paid', bankReference: 'UTR1' },
          { rowId: 'row-1', outcome: 'failed', reason: 'x' },
        ]),
      )
      .thenThrows((fn) => expect(fn).toThrow(ValidationError));
  });
});

describe('farmer payments: references', () => {
  it('builds yyyyMMdd + 3-digit market + 4-digit serial, the market digits stable per market', () => {
    expect(rowReference('2026-11-22', '042', 7)).toBe('202611220420007');
    const number = marketReferenceNumber('7d3f1c9e-6a3b-4b7e-9f3a-1c2d3e4f5a6b');
    expect(number).toMatch(/^\d{3}$/);
    expect(marketReferenceNumber('7d3f1c9e-6a3b-4b7e-9f3a-1c2d3e4f5a6b')).toBe(number);
  });
});

function never(): never {
  throw new Error('missing');
}
