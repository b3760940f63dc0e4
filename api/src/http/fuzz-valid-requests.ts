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
  } = w.example;
  const window = w.example.slotWindow;

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
    '/Invoice/Save_FarmerAuctionSummary': { valid: async () => billableDay() },
    '/Invoice/Save_Reeler_Invoice': { valid: async () => billableDay() },
    '/Invoice/Save_BillProcess': { valid: async () => billableDay() },
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
  };
}
