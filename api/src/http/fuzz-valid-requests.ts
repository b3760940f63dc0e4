import type { ExampleWorld, Role } from '@cocoon/domain';
import { sampleFarmerForm } from '@cocoon/domain/testing';
import { type AuctionTestMarket, sampleLot } from '../auction/testing.js';
import { nextIdentity } from '../masters/customers/testing.js';
import { DEMO_PASSWORD } from '../seed/demo.js';
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
    defect,
    rjdBody,
    region,
    adBody,
    adOffice,
    tscBody,
    tsc,
    userBody,
    branchUser,
    pendingFarmer,
    farmer,
  } = w.example;
  const window = w.example.slotWindow;

  return {
    '/auth/connect': { valid: async () => ({ body: { username: 'ad', password: DEMO_PASSWORD } }) },
    '/auth/logout': { freshSession: true, valid: async () => ({}) },
    // The Admin seals and verifies the event history; neither takes a body.
    '/Audit/seal': { as: 'Admin', valid: async () => ({}) },
    '/Audit/verify': { as: 'Admin', valid: async () => ({}) },
    '/auth/Password-Change': {
      // The Market Officer's own account, changed to the same password: nothing else depends on it.
      as: 'Market Officer',
      valid: async () => {
        await w.example.resetOfficerPassword();
        const password = DEMO_PASSWORD;
        return { body: { oldPassword: password, newPassword: password, confirmPassword: password } };
      },
    },
    '/DefectCocoon/SaveDefectCocoon': {
      valid: async () => {
        const k = next();
        return { body: { defectCode: `FZD${k}`, defectName: `Fuzz defect ${k}` } };
      },
    },
    '/DefectCocoon/UpdateDefectCocoon': { valid: async () => ({ body: await defect() }) },
    '/DefectCocoon/RemoveDefectCocoon': {
      valid: async () => ({ body: { defectId: (await defect()).defectId } }),
    },
    '/auth/Register-RJD': { valid: async () => ({ body: rjdBody() }) },
    '/MasRegion/UpdateMasRegion': {
      valid: async () => {
        const { regionId, regionName } = await region();
        return { body: { regionId, regionName } };
      },
    },
    '/auth/Register-AD': { valid: async () => ({ body: adBody() }) },
    '/MasAssistantDirector/UpdateMasAssistantDirector': {
      valid: async () => {
        const { adOfficeId, adOfficeName, staffId, name, mobileNo, emailId } = await adOffice();
        return { body: { adOfficeId, adOfficeName, staffId, name, mobileNo, emailId } };
      },
    },
    '/Tsc/SaveTsc': { as: 'AD', valid: async () => ({ body: tscBody() }) },
    '/Tsc/UpdateTsc': {
      as: 'AD',
      valid: async () => {
        const { branchCode: _code, kind: _kind, ...body } = await tsc();
        return { body };
      },
    },
    '/auth/Register-Market': {
      valid: async () => {
        const { userType: _type, ...body } = userBody();
        return { body };
      },
    },
    // A Market Officer's account is managed from the AD office up.
    '/auth/Register-MasUsers': { as: 'AD', valid: async () => ({ body: userBody() }) },
    '/MasUsers/UpdateMasUsers': {
      as: 'AD',
      valid: async () => {
        const { staffId, name, designation, mobileNo, emailId } = await branchUser();
        return { body: { staffId, name, designation, mobileNo, emailId } };
      },
    },
    '/auth/Register-Customer': { valid: async () => ({ body: sampleFarmerForm(nextIdentity()) }) },
    '/dataManager/getHeadCode/{type}': { valid: async () => ({ params: { type: 'farmer' }, body: {} }) },
    '/Customer/UpdateCustomer': {
      valid: async () => {
        const { form, customerId } = await farmer();
        return { body: { ...form, customerId, ledgerName: `Murugan ${next()}` } };
      },
    },
    '/auth/GenerateOtp/{mobile}': {
      freshBase: true,
      valid: async () => {
        const { mobile, customerId } = await pendingFarmer();
        return { params: { mobile }, body: { customerId } };
      },
    },
    '/Customer/UpdateCustomerStatus': {
      freshBase: true,
      valid: async () => {
        const { mobile, customerId } = await pendingFarmer();
        await setup('Branch Admin', `/auth/GenerateOtp/${mobile}`, { customerId });
        const otp = await w.example.sentOtp(mobile);
        return { body: { mobileNo: mobile, otp } };
      },
    },
    '/dataManager/SetKeyValue': {
      // A far future date: today's figures (the floor price of the auction routes) stay as seeded.
      valid: async () => ({
        body: { key: 'silkrate', value: 470_000 + next(), effectiveFrom: '2099-04-01', marketId: null },
      }),
      // Any key and value, never in force today: a fuzzed cash limit or levy rate would change what the later
      // commands' valid requests are (a cash limit of Rs 4,700.37 refused the farmer payments once).
      pinned: ['effectiveFrom'],
    },
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
