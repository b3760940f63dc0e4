import type { ExampleBatch, ExampleLot, ExampleSlot, ExampleWorld, Role } from '@cocoon/domain';
import { sampleFarmerForm } from '@cocoon/domain/testing';
import { expect } from 'vitest';
import { drawCashBody, journalBody } from '../accounts/testing.js';
import { type AuctionTestMarket, sampleLot } from '../auction/testing.js';
import { hashPassword } from '../auth/passwords.js';
import { nextIdentity } from '../masters/customers/testing.js';
import { signDeliveryReport } from '../notices/delivery-signature.js';
import { readOutbox } from '../platform/sms/index.js';
import { DEMO_PASSWORD } from '../seed/demo.js';
import { DEMO_REELER_PASSWORD } from '../seed/reeler-logins.js';

export interface ExampleWorldOptions {
  m: AuctionTestMarket;
  regionId: string;
  adOfficeId: string;
  /** POSTs a call as the given role and answers its body (failing the test unless it was a 200). */
  run<T = Record<string, string>>(as: Role | 'reeler', call: string, body: unknown): Promise<T>;
}

function memo<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

/**
 * Slots run by the server clock: each slot gets its own 6-minute window later in the day (10 minutes apart: room
 * for over a hundred slots between 06:00 and midnight), and the clock is moved to just before it, so a slot is
 * never in the past and never overlaps another. Past midnight it says so rather than set a clock that is no time.
 */
function slotWindows(m: AuctionTestMarket): () => ExampleSlot {
  let cursor = 6 * 60;
  const hhmm = (minutes: number) =>
    `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return () => {
    const start = cursor + 2;
    cursor += 10;
    if (cursor >= 24 * 60)
      throw new Error('the examples need more slots than one day has: make the windows shorter');
    m.setClock(hhmm(start - 1));
    return {
      startTime: hhmm(start),
      endTime: hhmm(start + 6),
      open: () => m.setClock(hhmm(start + 1)),
      close: () => m.setClock(hhmm(start + 7)),
    };
  };
}

/**
 * The world the command definitions' examples run in (domain's ExampleWorld), on a test market of the demo seed:
 * every situation is made by running the day's commands for real through the API.
 */
export function exampleWorld({ m, regionId, adOfficeId, run }: ExampleWorldOptions): ExampleWorld {
  let serial = 0;
  const next = () => {
    serial += 1;
    return serial;
  };
  const slotWindow = slotWindows(m);
  const inward = (farmerIndex = 0) =>
    run<ExampleLot>('Branch Admin', '/CocoonInward/SaveCocoonInward', sampleLot(m, farmerIndex));
  const slotted = async (farmerIndex = 0) => {
    const lot = await inward(farmerIndex);
    const slot = slotWindow();
    await run('Branch Admin', '/SlotInfo/SaveSlotInfo', {
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
    await run('reeler', '/BiddingInfo/PlaceBid', { lotId: lot.lotId, amountPaise: 72_000 });
    lot.slot.close();
    return lot;
  };
  const approve = async (farmerIndex = 0) => {
    const lot = await awaitingApproval(farmerIndex);
    await run('Branch Admin', '/SlotInfo/BiddingApproval', { lotId: lot.lotId, decision: 'approve' });
    return lot;
  };
  const weighedLot = async (farmerIndex = 0) => {
    const lot = await approve(farmerIndex);
    await run('Branch Admin', '/CocoonAuction/Save_CocoonAution', { lotId: lot.lotId, netGrams: 84_250 });
    return { lotId: lot.lotId, lotNo: lot.lotNo };
  };
  const drawCash = async () => {
    await run('Branch Admin', '/Voucher/SaveVoucher', drawCashBody(m, 20_000_000));
  };
  let payee = 0;
  const nextPayee = () => {
    payee = (payee + 1) % m.farmers.length;
    return payee;
  };
  const batchDate = () => {
    const d = new Date(`${m.today()}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + 30 + next());
    return d.toISOString().slice(0, 10);
  };
  const batchedLot = async (): Promise<ExampleBatch> => {
    const lot = await weighedLot();
    const added = await run<{ batchId: string; rows: Array<{ rowId: string; reference: string }> }>(
      'Branch Admin',
      '/OnlinePayment/AddToBatch',
      { batchDate: batchDate(), selections: [{ farmerId: m.farmers[0]!.customerId, lotIds: [lot.lotId] }] },
    );
    return { batchId: added.batchId, row: added.rows[0]! };
  };
  // Issue 25: every bank file needs a second person; the market's Assistant Director approves the batch.
  const approvedBatch = async (): Promise<ExampleBatch> => {
    const batch = await batchedLot();
    await run('AD', '/OnlinePayment/ApprovePaymentRun', { marketId: m.hosurId, batchId: batch.batchId });
    return batch;
  };
  const staff = (k: number) => ({
    name: `Fuzz Staff ${k}`,
    mobileNo: '9443100301',
    emailId: `fuzz.staff${k}@example.in`,
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
  const adBody = () => {
    const k = next();
    return {
      adCode: `FZA${k}`,
      regionId,
      adOfficeName: `Fuzz AD office ${k}`,
      userName: `fuzz.ad${k}`,
      password: 'Secret123',
      ...staff(k),
    };
  };
  const tscBody = () => {
    const k = next();
    return {
      branchCode: `FZT${k}`,
      kind: 'tsc',
      branchName: `Fuzz TSC ${k}`,
      branchNameTa: `சோதனை ${k}`,
      adOfficeId,
      address1: 'Market Road',
      city: 'Hosur',
      pinCode: '635109',
      mobileNo: '9443100401',
      emailId: `fuzz.tsc${k}@example.in`,
    };
  };
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
  const pendingFarmer = async () => {
    const form = sampleFarmerForm(nextIdentity());
    const answer = await run('Branch Admin', '/auth/Register-Customer', form);
    return { form, customerId: answer.customerId!, mobile: form.mobileNo as string };
  };
  /** A lot of the next payee weighed and paid in cash, with cash drawn from the bank first. */
  const payInCash = async () => {
    const farmerIndex = nextPayee();
    const lot = await weighedLot(farmerIndex);
    await drawCash();
    const paid = await run('Branch Admin', '/FarmerPayment/PayCash', {
      farmerId: m.farmers[farmerIndex]!.customerId,
      lotIds: [lot.lotId],
    });
    return { lot, paymentId: paid.paymentId! };
  };
  let closedMonth = 0;

  return {
    today: () => m.today(),
    next,
    farmers: m.farmers,
    reelers: m.reelers,
    marketBranchId: m.hosurId,
    adOfficeId,
    regionId,
    staffPassword: DEMO_PASSWORD,
    reelerPassword: DEMO_REELER_PASSWORD,
    run,

    inwardBody: () => sampleLot(m, next() % m.farmers.length),
    inward,
    slotWindow,
    slotted,
    awaitingApproval: memo(() => awaitingApproval()),
    approvedLot: memo(() => approve()),
    weighedOnce: memo(() => weighedLot()),
    weighedLot,

    billableDay: async () => {
      await weighedLot();
      return { body: { date: m.today() } };
    },
    nextPayee,
    drawCash,
    cashPayment: async () => (await payInCash()).paymentId,
    paidLot: async () => (await payInCash()).lot,
    batchDate,
    batchedLot,
    approvedBatch,
    exportedBatch: async () => {
      const batch = await approvedBatch();
      await run('Branch Admin', '/OnlinePayment/ExportBankFile', { batchId: batch.batchId });
      return batch;
    },
    builtRun: async () => {
      await weighedLot();
      const built = await run<{ batchId: string | null; leftOut: unknown[] }>(
        'Branch Admin',
        '/OnlinePayment/BuildPaymentRun',
        {},
      );
      if (!built.batchId) throw new Error(`no payment run was built: ${JSON.stringify(built.leftOut)}`);
      return built.batchId;
    },
    returnedRow: async () => {
      const batch = await approvedBatch();
      await run('Branch Admin', '/OnlinePayment/ExportBankFile', { batchId: batch.batchId });
      await run('Branch Admin', '/OnlinePayment/ImportBankResponse', {
        batchId: batch.batchId,
        csv: `Customer Reference,Status,UTR,Reason\r\n${batch.row.reference},RETURNED,,54 Account dormant\r\n`,
      });
      return { batchId: batch.batchId, rowId: batch.row.rowId };
    },
    journalVoucher: () => journalBody(m, 10_000 + next()),
    levyRemittance: async () => {
      await weighedLot();
      return { remittedOn: m.today(), challanNo: `FZ-CH-${next()}`, farmerLevyPaise: 1 };
    },
    goLive: '2000-01-01',
    nextMonthToClose: () => {
      closedMonth += 1;
      const year = 2000 + Math.floor((closedMonth - 1) / 12);
      return `${year}-${String(((closedMonth - 1) % 12) + 1).padStart(2, '0')}`;
    },

    cocoonType: memo(async () => {
      const k = next();
      const body = { name: `Fuzz type ${k}`, shortName: `FZ${k}` };
      return { ...body, cocoonId: (await run('Branch Admin', '/MasCocoon/SaveMasCocoon', body)).id! };
    }),
    defect: async () => {
      const k = next();
      const body = { defectCode: `FZD${k}`, defectName: `Fuzz defect ${k}` };
      return { ...body, defectId: (await run('Branch Admin', '/DefectCocoon/SaveDefectCocoon', body)).id! };
    },
    rjdBody,
    region: memo(async () => {
      const body = rjdBody();
      return { ...body, regionId: (await run('Admin', '/auth/Register-RJD', body)).regionId! };
    }),
    adBody,
    adOffice: memo(async () => {
      const body = adBody();
      const answer = await run('RJD', '/auth/Register-AD', body);
      return { ...body, adOfficeId: answer.adOfficeId!, staffId: answer.staffId! };
    }),
    tscBody,
    tsc: memo(async () => {
      const body = tscBody();
      return { ...body, branchId: (await run('AD', '/Tsc/SaveTsc', body)).branchId! };
    }),
    userBody,
    branchUser: memo(async () => {
      const body = userBody();
      return { ...body, staffId: (await run('AD', '/auth/Register-MasUsers', body)).staffId! };
    }),
    farmerForm: () => sampleFarmerForm(nextIdentity()),
    pendingFarmer,
    farmer: memo(pendingFarmer),

    resetOfficerPassword: async () => {
      await m.app.deps.db
        .updateTable('app.staff_users')
        .set({ password_hash: await hashPassword(DEMO_PASSWORD) })
        .where('username', '=', 'officer')
        .execute();
    },
    sentOtp: async (mobile) => {
      const [sms] = await readOutbox(m.app.deps.db, mobile);
      const otp = /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1];
      expect(otp, 'the OTP sent by SMS').toBeDefined();
      return otp!;
    },
    // Bounded (60 s, as the route matrix waits for a render): the job first waits for the read side.
    failedDocument: async (documentId) => {
      for (let attempt = 0; attempt < 600; attempt++) {
        const state = await m.api.get(`/documents/${documentId}`, m.staff);
        // The fuzz moves the server clock: a session idle past its minutes logs in again.
        if (state.status === 401) m.staff = await m.api.login('hosur.admin');
        if (state.body.status === 'failed') return;
        await new Promise((done) => setTimeout(done, 100));
      }
      throw new Error(`document ${documentId} did not fail`);
    },
    signedDeliveryReport: async () =>
      signedDeliveryReportRequest(m.app.deps.config.NOTICES_CALLBACK_SECRET, m.app.deps.clock(), next()),
  };
}

/** A gateway's delivery report with its own report id, signed as the gateway would (docs/notices.md). */
export function signedDeliveryReportRequest(secret: string, now: Date, n: number) {
  const body = {
    reportId: `dlr-${n}-${now.getTime()}`,
    requestId: `req-${n}`,
    status: 'delivered',
    description: 'Delivered to handset',
    reportedAt: now.toISOString(),
  };
  const timestamp = String(Math.floor(now.getTime() / 1000));
  return {
    body,
    headers: {
      'x-notice-timestamp': timestamp,
      'x-notice-signature': signDeliveryReport(secret, timestamp, JSON.stringify(body)),
    },
  };
}
