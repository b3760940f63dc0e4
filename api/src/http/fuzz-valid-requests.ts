import type { ExampleWorld, Role } from '@cocoon/domain';
import { type AuctionTestMarket, sampleLot } from '../auction/testing.js';
import { DEMO_REELER_PASSWORD } from '../seed/reeler-logins.js';

/** One valid request of a route: its path parameters and body. */
export interface ValidRequest {
  params?: Record<string, string>;
  body?: unknown;
}

/** How to make a valid request of one POST route, built from the demo seed's offices, users and customers. */
export interface FuzzCase {
  /** Who calls; checked against the role table. Default: the first role (Branch Admin first) the route allows. */
  as?: Role;
  /** A new valid request; may first set up what it needs (a defect to remove, a lot in an open slot). */
  valid: () => Promise<ValidRequest>;
  /** The valid request works once only (a lot is approved once): it goes first and is not repeated after. */
  once?: boolean;
  /** Each hostile request starts from its own new valid request (an OTP is sent at most 3 times a number). */
  freshBase?: boolean;
  /** Each request needs its own session (a logout ends the one it is sent with). */
  freshSession?: boolean;
  /** Fields the schema-shaped values keep valid, so a random value cannot use up what later requests need. */
  pinned?: string[];
}

export interface FuzzWorld {
  m: AuctionTestMarket;
  regionId: string;
  adOfficeId: string;
  /** POSTs a setup request as the given role and answers its body (failing the test unless it was a 200). */
  setup<T = Record<string, string>>(role: Role | 'reeler', path: string, body: unknown): Promise<T>;
  /** The definitions' example world: its numbers and slot windows are shared, so none is used twice. */
  example: ExampleWorld;
}

/** The valid request of every POST route, by its OpenAPI path. Kept small: ids come from the seed or a setup call. */
export function fuzzCases(w: FuzzWorld): Record<string, FuzzCase> {
  const { m, setup } = w;
  const {
    next,
    inward,
    slotted,
    awaitingApproval: awaiting,
    approvedLot: approved,
    weighedOnce: weighed,
    weighedLot,
    billableDay,
    nextPayee,
    drawCash,
    cashPayment,
    batchDate,
    batchedLot,
    exportedBatch,
    pendingFarmer,
    journalVoucher,
  } = w.example;
  const window = w.example.slotWindow;
  const farmer0 = () => m.farmers[0]!.customerId;
  const GO_LIVE = w.example.goLive;

  return {
    '/documents': { valid: async () => ({ body: { kind: 'cocoon-defect-list' } }) },
    '/Reports/Export': {
      valid: async () => ({
        body: { call: 'CocoonAuction/LotRegister', query: { from: m.today(), to: m.today() }, format: 'csv' },
      }),
      pinned: ['call', 'format'],
    },
    '/documents/{id}/retry': {
      // The fuzz app's inward tokens fail to render (fuzz-commands.int.spec.ts): each retry needs a failed one.
      valid: async () => {
        await inward();
        const { documentId } = await setup('Branch Admin', '/documents', {
          kind: 'inward-token',
          date: m.today(),
        });
        await w.example.failedDocument(String(documentId));
        return { params: { id: String(documentId) } };
      },
    },
    '/Voucher/SaveVoucher': { valid: async () => ({ body: journalVoucher() }) },
    '/Voucher/CancelVoucher': {
      // A voucher is cancelled once: each hostile request gets its own.
      freshBase: true,
      valid: async () => {
        const { voucherId } = await setup('Branch Admin', '/Voucher/SaveVoucher', journalVoucher());
        return { body: { voucherId, reason: 'Posted to the wrong farmer', date: m.today() } };
      },
    },
    // Routes are fuzzed in the order they are declared: the go-live first, then the opening balances dated on
    // it, then the months closed from its month on.
    '/Configmonth/SetGoLive': { once: true, valid: async () => ({ body: { goLive: GO_LIVE } }) },
    '/OpeningBalance/SaveOpeningBalance': {
      // Once per customer: each valid request records a new farmer's balance, on the go-live date.
      valid: async () => {
        const { customerId } = await pendingFarmer();
        return { body: { customerId, side: 'credit', amountPaise: 125_000, asOn: GO_LIVE } };
      },
    },
    '/Configmonth/CloseMonth': {
      // Months close in order from the go-live month and never twice: each valid request closes the next month.
      valid: async () => {
        return { body: { month: w.example.nextMonthToClose() } };
      },
    },
    '/Invoice/Save_FarmerAuctionSummary': { valid: async () => billableDay() },
    '/Invoice/Save_Reeler_Invoice': { valid: async () => billableDay() },
    '/Invoice/Save_BillProcess': { valid: async () => billableDay() },
    '/FarmerPayment/PayCash': {
      valid: async () => {
        const farmerIndex = nextPayee();
        const lot = await weighedLot(farmerIndex);
        await drawCash();
        return { body: { farmerId: m.farmers[farmerIndex]!.customerId, lotIds: [lot.lotId] } };
      },
    },
    // Once per market: the valid request goes first; every later one is refused (already set) and appends nothing.
    '/CashBook/SetOpeningCash': { once: true, valid: async () => ({ body: { amountPaise: 5_000_000 } }) },
    '/FarmerPayment/ReversePayment': {
      valid: async () => ({ body: { paymentId: await cashPayment(), reason: 'Paid to the wrong farmer' } }),
    },
    '/OnlinePayment/AddToBatch': {
      valid: async () => ({
        body: {
          batchDate: batchDate(),
          selections: [{ farmerId: farmer0(), lotIds: [(await weighedLot()).lotId] }],
        },
      }),
    },
    '/OnlinePayment/RemoveRow': {
      valid: async () => {
        const { batchId, row } = await batchedLot();
        return { body: { batchId, rowId: row.rowId } };
      },
    },
    '/OnlinePayment/ExportBankFile': {
      valid: async () => ({ body: { batchId: (await batchedLot()).batchId } }),
    },
    '/OnlinePayment/RecordResults': {
      valid: async () => {
        const { batchId, row } = await exportedBatch();
        return {
          body: { batchId, results: [{ rowId: row.rowId, outcome: 'paid', bankReference: 'UTR0001' }] },
        };
      },
    },
    '/OnlinePayment/ImportBankResponse': {
      valid: async () => {
        const { batchId, row } = await exportedBatch();
        return {
          body: {
            batchId,
            csv: `Customer Reference,Status,UTR,Reason\r\n${row.reference},FAILED,,Account closed\r\n`,
          },
        };
      },
    },
    '/CocoonInward/SaveCocoonInward': {
      valid: async () => ({ body: sampleLot(m, next() % m.farmers.length) }),
    },
    '/SlotInfo/SaveSlotInfo': {
      // A random lot range could take a lot that a later slot needs, so the range stays the valid one.
      pinned: ['lotFrom', 'lotTo'],
      valid: async () => {
        const lot = await inward();
        const { startTime, endTime } = window();
        return {
          body: { inwardDate: m.today(), startTime, endTime, lotFrom: lot.lotNo, lotTo: lot.lotNo },
        };
      },
    },
    '/reeler/connect': {
      valid: async () => ({ body: { username: m.reelers[0]!.headCode, password: DEMO_REELER_PASSWORD } }),
    },
    '/reeler/logout': { freshSession: true, valid: async () => ({}) },
    '/BiddingInfo/PlaceBid': {
      // A lot of its own each time: a random accepted bid may stand at the maximum, which nothing can beat.
      valid: async () => {
        const lot = await slotted();
        lot.slot.open();
        return { body: { lotId: lot.lotId, amountPaise: 71_000 } };
      },
    },
    '/SlotInfo/BiddingApproval': {
      once: true,
      valid: async () => ({ body: { lotId: (await awaiting()).lotId, decision: 'approve' } }),
    },
    '/CocoonAuction/Save_CocoonAution': {
      once: true,
      valid: async () => ({
        body: { lotId: (await approved()).lotId, crates: [{ grossGrams: 43_100, tareGrams: 1_500 }] },
      }),
    },
    '/CocoonAuction/DecideWeightCorrection': {
      as: 'AD',
      valid: async () => {
        // A lot paid in cash: its correction waits for the Assistant Director.
        const farmerIndex = nextPayee();
        const lot = await weighedLot(farmerIndex);
        await drawCash();
        await setup('Branch Admin', '/FarmerPayment/PayCash', {
          farmerId: m.farmers[farmerIndex]!.customerId,
          lotIds: [lot.lotId],
        });
        const asked = await setup('Branch Admin', '/CocoonAuction/CorrectWeight', {
          lotId: lot.lotId,
          netGrams: 84_000,
          reason: 'Entry error',
        });
        return { body: { lotId: lot.lotId, requestId: asked.requestId, decision: 'approve' } };
      },
    },
    '/CocoonAuction/CorrectWeight': {
      valid: async () => ({
        body: { lotId: (await weighed()).lotId, netGrams: 80_000 + next(), reason: 'Scale recalibrated' },
      }),
    },
    '/ReelerReceipt/SaveReceipt': {
      valid: async () => ({
        body: {
          reelerId: m.reelers[0]!.customerId,
          mode: 'cheque',
          chequeNo: `FZ${next()}`,
          amountPaise: 10_000 + next(),
          purpose: 'advance',
        },
      }),
    },
    '/ReelerReceipt/ReverseReceipt': {
      valid: async () => {
        const body = {
          reelerId: m.reelers[1]!.customerId,
          mode: 'cash',
          amountPaise: 5_000,
          purpose: 'advance',
        };
        const { receiptId } = await setup('Branch Admin', '/ReelerReceipt/SaveReceipt', body);
        return { body: { receiptId, reason: 'Cheque bounced' } };
      },
    },
  };
}
