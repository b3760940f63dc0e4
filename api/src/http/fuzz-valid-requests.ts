import type { ExampleWorld, Role } from '@cocoon/domain';
import { sampleFarmerForm } from '@cocoon/domain/testing';
import type { AuctionTestMarket } from '../auction/testing.js';
import { nextIdentity } from '../masters/customers/testing.js';
import { DEMO_PASSWORD } from '../seed/demo.js';

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
    weighedLot,
    nextPayee,
    drawCash,
    cashPayment,
    batchDate,
    batchedLot,
    exportedBatch,
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
    journalVoucher,
  } = w.example;
  const farmer0 = () => m.farmers[0]!.customerId;
  const GO_LIVE = w.example.goLive;

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
