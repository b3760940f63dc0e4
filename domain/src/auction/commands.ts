import { reelerConnectAnswerSchema } from '../auth/auth-answers.js';
import { successAnswerSchema } from '../shared/command-answers.js';
import { type CommandDefinition, defineCommand } from '../shared/command-definition.js';
import {
  approveAllAnswerSchema,
  bidDecidedAnswerSchema,
  bidPlacedAnswerSchema,
  correctionDecidedAnswerSchema,
  inwardSavedAnswerSchema,
  slotSavedAnswerSchema,
  weightCorrectionAnswerSchema,
  weightSavedAnswerSchema,
} from './auction-answers.js';
import {
  approveAllBidsSchema,
  bidDecisionSchema,
  correctWeightSchema,
  decideWeightCorrectionSchema,
  inwardLotSchema,
  placeBidSchema,
  recordWeightSchema,
  reelerLoginSchema,
  scheduleSlotSchema,
} from './auction-inputs.js';
import { PLACE_BID_CALL } from './bid-limits.js';

export const inwardLotCommand = /* @__PURE__ */ defineCommand({
  call: '/CocoonInward/SaveCocoonInward',
  summary: 'Inward a lot: farmer, cocoons and the 100 g sample; allocates the lot number and floor price',
  tag: 'auction: inward',
  permission: 'auction.inward',
  input: inwardLotSchema,
  answer: inwardSavedAnswerSchema,
  example: { request: async (w) => ({ body: w.inwardBody() }) },
});

export const scheduleSlotCommand = /* @__PURE__ */ defineCommand({
  call: '/SlotInfo/SaveSlotInfo',
  summary: 'Schedule a bidding slot over a range of the lots of an inward date',
  tag: 'auction: slots',
  permission: 'auction.slot',
  input: scheduleSlotSchema,
  answer: slotSavedAnswerSchema,
  example: {
    // A random lot range could take a lot that a later slot needs, so the range stays the valid one.
    pinned: ['lotFrom', 'lotTo'],
    request: async (w) => {
      const lot = await w.inward();
      const { startTime, endTime } = w.slotWindow();
      return {
        body: { inwardDate: w.today(), startTime, endTime, lotFrom: lot.lotNo, lotTo: lot.lotNo },
      };
    },
  },
});

const reelerBidding = { tag: 'auction: reeler bidding' } as const;

export const reelerConnectCommand = /* @__PURE__ */ defineCommand({
  ...reelerBidding,
  call: '/reeler/connect',
  summary: 'Reeler login for bidding (reeler code or mobile number, and the password set at registration)',
  input: reelerLoginSchema,
  answer: reelerConnectAnswerSchema,
  keyed: false,
  responses: {
    200: 'Logged in; answers a bearer token for the bidding routes',
    401: 'Wrong username or password',
    429: 'Too many failed logins: wait (Retry-After), or solve the challenge in the answer and send it along',
  },
  example: {
    request: async (w) => ({ body: { username: w.reelers[0]!.headCode, password: w.reelerPassword } }),
  },
});

export const reelerLogoutCommand = /* @__PURE__ */ defineCommand({
  ...reelerBidding,
  call: '/reeler/logout',
  summary: "End the reeler's bidding session",
  permission: 'reeler',
  answer: successAnswerSchema,
  keyed: false,
  example: { freshSession: true, request: async () => ({}) },
});

export const placeBidCommand = /* @__PURE__ */ defineCommand({
  ...reelerBidding,
  call: PLACE_BID_CALL,
  summary:
    'A reeler bids in paise per kg on a lot of an open slot: at least the floor price, beating the highest by the minimum increment',
  permission: 'reeler',
  input: placeBidSchema,
  answer: bidPlacedAnswerSchema,
  example: {
    // A lot of its own each time: a random accepted bid may stand at the maximum, which nothing can beat.
    request: async (w) => {
      const lot = await w.slotted();
      lot.slot.open();
      return { body: { lotId: lot.lotId, amountPaise: 71_000 } };
    },
  },
});

export const decideBidCommand = /* @__PURE__ */ defineCommand({
  call: '/SlotInfo/BiddingApproval',
  summary: "Approve or reject a lot's highest bid after its slot closed (once; the farmer may refuse)",
  tag: 'auction: bid approval',
  permission: 'auction.bid-approval',
  input: bidDecisionSchema,
  answer: bidDecidedAnswerSchema,
  example: {
    once: true,
    request: async (w) => ({ body: { lotId: (await w.awaitingApproval()).lotId, decision: 'approve' } }),
  },
});

export const approveAllBidsCommand = /* @__PURE__ */ defineCommand({
  call: '/SlotInfo/BiddingApprovalAll',
  summary:
    'Approve every highest bid of a closed slot that needs no look (each lot once); lots with no bid, under the floor, decided already or with a barred or inactive buyer are refused with the reason',
  tag: 'auction: bid approval',
  permission: 'auction.bid-approval',
  input: approveAllBidsSchema,
  answer: approveAllAnswerSchema,
  example: {
    // A slot of its own: the lot decideBidCommand's example approves stays undecided for it.
    once: true,
    pinned: ['inwardDate', 'slotNo'],
    request: async (w) => {
      const lot = await w.inward();
      const window = w.slotWindow();
      const slot = await w.run<{ slotNo: number }>('Branch Admin', scheduleSlotCommand.call, {
        inwardDate: w.today(),
        startTime: window.startTime,
        endTime: window.endTime,
        lotFrom: lot.lotNo,
        lotTo: lot.lotNo,
      });
      window.open();
      await w.run('reeler', placeBidCommand.call, { lotId: lot.lotId, amountPaise: 72_000 });
      window.close();
      return { body: { inwardDate: w.today(), slotNo: slot.slotNo } };
    },
  },
});

const weightEntry = { tag: 'auction: weight entry' } as const;

export const recordWeightCommand = /* @__PURE__ */ defineCommand({
  ...weightEntry,
  call: '/CocoonAuction/Save_CocoonAution',
  summary: 'Weigh an approved lot once: crate by crate (gross, tare) or one net weight; prices it',
  permission: 'auction.weight',
  input: recordWeightSchema,
  answer: weightSavedAnswerSchema,
  example: {
    once: true,
    request: async (w) => ({
      body: { lotId: (await w.approvedLot()).lotId, crates: [{ grossGrams: 43_100, tareGrams: 1_500 }] },
    }),
  },
});

export const correctWeightCommand = /* @__PURE__ */ defineCommand({
  ...weightEntry,
  call: '/CocoonAuction/CorrectWeight',
  summary:
    "Correct a lot's recorded weight, with a reason (an audited correction, never an overwrite); a paid lot's correction waits for the Assistant Director's approval",
  permission: 'auction.weight',
  input: correctWeightSchema,
  answer: weightCorrectionAnswerSchema,
  example: {
    request: async (w) => ({
      body: {
        lotId: (await w.weighedOnce()).lotId,
        netGrams: 80_000 + w.next(),
        reason: 'Scale recalibrated',
      },
    }),
  },
});

export const decideWeightCorrectionCommand = /* @__PURE__ */ defineCommand({
  ...weightEntry,
  call: '/CocoonAuction/DecideWeightCorrection',
  summary:
    'The Assistant Director approves or rejects a correction of a paid lot (never the officer who asked); approved, what the farmer was overpaid becomes a recoverable',
  permission: 'auction.correction-approval',
  input: decideWeightCorrectionSchema,
  answer: correctionDecidedAnswerSchema,
  example: {
    as: 'AD',
    request: async (w) => {
      // A lot paid in cash: its correction waits for the Assistant Director.
      const lot = await w.paidLot();
      const asked = await w.run('Branch Admin', correctWeightCommand.call, {
        lotId: lot.lotId,
        netGrams: 84_000,
        reason: 'Entry error',
      });
      return { body: { lotId: lot.lotId, requestId: asked.requestId, decision: 'approve' } };
    },
  },
});

/** The auction commands, in the order the command fuzz runs them (command-catalogue.ts). */
export const auctionCommands: readonly CommandDefinition[] = [
  inwardLotCommand,
  scheduleSlotCommand,
  reelerConnectCommand,
  reelerLogoutCommand,
  placeBidCommand,
  decideBidCommand,
  approveAllBidsCommand,
  recordWeightCommand,
  correctWeightCommand,
  decideWeightCorrectionCommand,
];
