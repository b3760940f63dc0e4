import type { ExampleWorld, Role } from '@cocoon/domain';
import { sampleFarmerForm } from '@cocoon/domain/testing';
import { expect } from 'vitest';
import { drawCashBody } from '../accounts/testing.js';
import { type AuctionTestMarket, sampleLot } from '../auction/testing.js';
import { hashPassword } from '../auth/passwords.js';
import { nextIdentity } from '../masters/customers/testing.js';
import { readOutbox } from '../platform/sms/index.js';
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

/**
 * Waits (bounded, 60 s as the route matrix waits for a render) until the worker has given up on a document: the
 * job first waits for the read side, which lags on a loaded machine.
 */
async function failedDocument(m: AuctionTestMarket, documentId: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    const state = await m.api.get(`/documents/${documentId}`, m.staff);
    if (state.body.status === 'failed') return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`document ${documentId} did not fail`);
}

function memo<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

/** The valid request of every POST route, by its OpenAPI path. Kept small: ids come from the seed or a setup call. */
export function fuzzCases(w: FuzzWorld): Record<string, FuzzCase> {
  const { m, setup } = w;
  const window = w.example.slotWindow;
  const next = w.example.next;
  const inward = (farmerIndex = 0) =>
    setup<{ lotId: string; lotNo: number }>(
      'Branch Admin',
      '/CocoonInward/SaveCocoonInward',
      sampleLot(m, farmerIndex),
    );
  const slotted = async (farmerIndex = 0) => {
    const lot = await inward(farmerIndex);
    const slot = window();
    await setup('Branch Admin', '/SlotInfo/SaveSlotInfo', {
      inwardDate: m.today(),
      startTime: slot.startTime,
      endTime: slot.endTime,
      lotFrom: lot.lotNo,
      lotTo: lot.lotNo,
    });
    return { ...lot, slot };
  };
  const awaitingApproval = async (farmerIndex = 0) => {
    const lot = await slotted(farmerIndex);
    lot.slot.open();
    await setup('reeler', '/BiddingInfo/PlaceBid', { lotId: lot.lotId, amountPaise: 72_000 });
    lot.slot.close();
    return lot;
  };
  const approvedLot = async (farmerIndex = 0) => {
    const lot = await awaitingApproval(farmerIndex);
    await setup('Branch Admin', '/SlotInfo/BiddingApproval', { lotId: lot.lotId, decision: 'approve' });
    return lot;
  };
  const approved = memo(approvedLot);
  const weighed = memo(async () => {
    const lot = await approvedLot();
    await setup('Branch Admin', '/CocoonAuction/Save_CocoonAution', { lotId: lot.lotId, netGrams: 84_250 });
    return lot;
  });
  const awaiting = memo(awaitingApproval);
  /** A lot weighed since the last bills: processing the date has something to (re)issue. */
  const billableDay = async () => {
    const lot = await approvedLot();
    await setup('Branch Admin', '/CocoonAuction/Save_CocoonAution', { lotId: lot.lotId, netGrams: 84_250 });
    return { body: { date: m.today() } };
  };

  /** A lot of farmer 0 weighed just now: money due for the farmer payment routes. */
  const weighedLot = async (farmerIndex = 0) => {
    const lot = await approvedLot(farmerIndex);
    await setup('Branch Admin', '/CocoonAuction/Save_CocoonAution', { lotId: lot.lotId, netGrams: 84_250 });
    return lot;
  };
  const farmer0 = () => m.farmers[0]!.customerId;
  /** Cash drawn from the bank into market A's cash book (a Contra voucher): a cash payment needs it there. */
  const drawCash = () => setup('Branch Admin', '/Voucher/SaveVoucher', drawCashBody(m, 20_000_000));
  /**
   * The farmers paid in cash in turn: a farmer is paid at most Rs 1,99,999.00 in cash a day (s.269ST), and the fuzz
   * pays a dozen lots of about Rs 60,000.
   */
  let payee = 0;
  const nextPayee = () => {
    payee = (payee + 1) % m.farmers.length;
    return payee;
  };
  const cashPayment = async () => {
    const farmerIndex = nextPayee();
    const lot = await weighedLot(farmerIndex);
    await drawCash();
    const paid = await setup('Branch Admin', '/FarmerPayment/PayCash', {
      farmerId: m.farmers[farmerIndex]!.customerId,
      lotIds: [lot.lotId],
    });
    return paid.paymentId!;
  };
  /** Each batch on a date of its own: a date's exported batch refuses new rows until the bank answers. */
  const batchDate = () => {
    const d = new Date(`${m.today()}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + 30 + next());
    return d.toISOString().slice(0, 10);
  };
  const batchedLot = async () => {
    const lot = await weighedLot();
    const added = await setup<{ batchId: string; rows: Array<{ rowId: string; reference: string }> }>(
      'Branch Admin',
      '/OnlinePayment/AddToBatch',
      { batchDate: batchDate(), selections: [{ farmerId: farmer0(), lotIds: [lot.lotId] }] },
    );
    return { batchId: added.batchId, row: added.rows[0]! };
  };
  const exportedBatch = async () => {
    const batch = await batchedLot();
    await setup('Branch Admin', '/OnlinePayment/ExportBankFile', { batchId: batch.batchId });
    return batch;
  };

  const staff = (k: number) => ({
    name: `Fuzz Staff ${k}`,
    mobileNo: '9443100301',
    emailId: `fuzz.staff${k}@example.in`,
  });
  const defect = async () => {
    const k = next();
    const body = { defectCode: `FZD${k}`, defectName: `Fuzz defect ${k}` };
    return { ...body, defectId: (await setup('Branch Admin', '/DefectCocoon/SaveDefectCocoon', body)).id };
  };
  const cocoonType = memo(async () => {
    const k = next();
    const body = { name: `Fuzz type ${k}`, shortName: `FZ${k}` };
    return { ...body, cocoonId: (await setup('Branch Admin', '/MasCocoon/SaveMasCocoon', body)).id };
  });
  const rjdBody = () => {
    const k = next();
    return {
      regionName: `Fuzz region ${k}`,
      regionCode: `FZR${k}`,
      userName: `fuzz.rjd${k}`,
      password: 'Secret123',
      ...staff(k),
    };
  };
  const region = memo(async () => {
    const body = rjdBody();
    return { ...body, regionId: (await setup('Admin', '/auth/Register-RJD', body)).regionId };
  });
  const adBody = () => {
    const k = next();
    return {
      adCode: `FZA${k}`,
      regionId: w.regionId,
      adOfficeName: `Fuzz AD office ${k}`,
      userName: `fuzz.ad${k}`,
      password: 'Secret123',
      ...staff(k),
    };
  };
  const adOffice = memo(async () => {
    const body = adBody();
    const answer = await setup('RJD', '/auth/Register-AD', body);
    return { ...body, adOfficeId: answer.adOfficeId, staffId: answer.staffId };
  });
  const tscBody = () => {
    const k = next();
    return {
      branchCode: `FZT${k}`,
      kind: 'tsc',
      branchName: `Fuzz TSC ${k}`,
      branchNameTa: `சோதனை ${k}`,
      adOfficeId: w.adOfficeId,
      address1: 'Market Road',
      city: 'Hosur',
      pinCode: '635109',
      mobileNo: '9443100401',
      emailId: `fuzz.tsc${k}@example.in`,
    };
  };
  const tsc = memo(async () => {
    const body = tscBody();
    return { ...body, branchId: (await setup('AD', '/Tsc/SaveTsc', body)).branchId };
  });
  const userBody = () => {
    const k = next();
    return {
      userName: `fuzz.user${k}`,
      designation: 'Clerk',
      password: 'Secret123',
      branchId: m.hosurId,
      userType: 'Market Officer',
      ...staff(k),
    };
  };
  const branchUser = memo(async () => {
    const body = userBody();
    return { ...body, staffId: (await setup('AD', '/auth/Register-MasUsers', body)).staffId };
  });
  const pendingFarmer = async () => {
    const form = sampleFarmerForm(nextIdentity());
    const answer = await setup('Branch Admin', '/auth/Register-Customer', form);
    return { form, customerId: answer.customerId!, mobile: form.mobileNo as string };
  };
  const farmer = memo(pendingFarmer);
  /** A balanced Journal voucher of today between market A's first reeler and first farmer. */
  const journalVoucher = () => {
    const amount = 10_000 + next();
    return {
      voucherType: 'Journal',
      voucherDate: m.today(),
      lines: [
        {
          account: { kind: 'reeler', customerId: m.reelers[0]!.customerId },
          debitPaise: amount,
          creditPaise: 0,
        },
        {
          account: { kind: 'farmer', customerId: m.farmers[0]!.customerId },
          debitPaise: 0,
          creditPaise: amount,
        },
      ],
      notes: 'Price difference of a lot',
    };
  };
  let closedMonth = 0;
  /** A levy remittance of 1 paisa with its own challan, after a lot weighed (so the farmer levy holds something). */
  const levyRemittance = async () => {
    await weighedLot();
    return { remittedOn: m.today(), challanNo: `FZ-CH-${next()}`, farmerLevyPaise: 1 };
  };
  // The books of market A start in a year long past, so the month close has ended months to close.
  const GO_LIVE = '2000-01-01';

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
        await m.app.deps.db
          .updateTable('app.staff_users')
          .set({ password_hash: await hashPassword(DEMO_PASSWORD) })
          .where('username', '=', 'officer')
          .execute();
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
        const [sms] = await readOutbox(m.app.deps.db, mobile);
        const otp = /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1];
        expect(otp, 'the OTP sent by SMS').toBeDefined();
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
        await failedDocument(m, String(documentId));
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
        closedMonth += 1;
        const month = `${2000 + Math.floor((closedMonth - 1) / 12)}-${String(((closedMonth - 1) % 12) + 1).padStart(2, '0')}`;
        return { body: { month } };
      },
    },
    '/LevyRemittance/SaveLevyRemittance': { valid: async () => ({ body: await levyRemittance() }) },
    '/LevyRemittance/ReverseLevyRemittance': {
      // A remittance is reversed once: each valid request remits first.
      valid: async () => {
        const { remittanceId } = await setup(
          'Branch Admin',
          '/LevyRemittance/SaveLevyRemittance',
          await levyRemittance(),
        );
        return { body: { remittanceId, reason: 'Challan returned by the bank', reversedOn: m.today() } };
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
