import { randomUUID } from 'node:crypto';
import { businessDate, istInstant, ROLES, type Role } from '@cocoon/domain';
import { drawCashBody } from '../accounts/testing.js';
import { seedDemoCustomers } from '../seed/customers.js';
import { giveReelersPasswords } from '../seed/reeler-logins.js';
import { startTestApp } from '../testing/app.js';
import { REELER_TOKEN_PREFIX } from './reeler-sessions.js';
import type { MatrixIds, ScopeLevel } from './route-matrix-cases.js';
import { hashToken } from './sessions.js';

export interface MatrixCaller {
  name: string;
  /** `display`: a hall's view-only display session of market A (issue 27): the live board routes only. */
  kind: 'none' | 'bad' | 'staff' | 'reeler' | 'display';
  role?: Role;
  /**
   * A user outside market A calling with market A's ids: of another region (outside its market and office),
   * or of a neighbouring market of the same AD office (outside its market only). Never sees `forbiddenIds`.
   */
  foreign?: { outside: readonly ScopeLevel[]; forbiddenIds: readonly string[] };
  login?: { path: string; username: string; password: string };
  token?: string;
}

export interface MatrixAnswer {
  status: number;
  text: string;
  body: unknown;
}

export interface MatrixWorld {
  ids: MatrixIds;
  callers: MatrixCaller[];
  request(
    method: 'GET' | 'POST',
    path: string,
    caller: MatrixCaller | undefined,
    options?: { endsSession?: boolean; body?: unknown },
  ): Promise<MatrixAnswer>;
  /** Runs one check per caller, a few at a time (the machine is shared). */
  forEachCaller(check: (caller: MatrixCaller) => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

const CONCURRENCY = 4;

/** Usernames of the demo seed's market A accounts, and of market B's created below. */
const A_USERS: Record<Role, string> = {
  Admin: 'admin',
  RJD: 'rjd',
  AD: 'ad',
  'Branch Admin': 'branch',
  'Market Officer': 'officer',
};
/** Dharmapuri: a market of the same AD office as Hosur (demo seed). */
const NEIGHBOUR_USERS: Partial<Record<Role, string>> = {
  'Branch Admin': 'dharmapuri.admin',
  'Market Officer': 'dharmapuri.officer',
};
const B_USERS: Partial<Record<Role, string>> = {
  RJD: 'rjd.cbe',
  AD: 'ad.cbe',
  'Branch Admin': 'branch.cbe',
  'Market Officer': 'officer.cbe',
};

/**
 * The demo seed's Salem region with Hosur (market A), plus a Coimbatore region with its own AD office, market
 * (market B), Branch Admin and Market Officer registered through the API; a few customers and a lot in each
 * market, a rendered document, and one session per caller.
 */
export async function startMatrixWorld(passwords: {
  staffPassword: string;
  reelerPassword: string;
}): Promise<MatrixWorld> {
  const app = await startTestApp({ name: 'route_matrix' });
  const { db, store } = app.deps;

  async function request(
    method: 'GET' | 'POST',
    path: string,
    caller: MatrixCaller | undefined,
    options: { endsSession?: boolean; body?: unknown } = {},
  ): Promise<MatrixAnswer> {
    let token = caller?.token;
    if (options.endsSession && caller?.login) token = await login(caller.login);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    if (method === 'POST') {
      headers['content-type'] = 'application/json';
      headers['idempotency-key'] = randomUUID();
    }
    const abort = new AbortController();
    const response = await fetch(`${app.url}/api${path}`, {
      method,
      headers,
      body: method === 'POST' ? JSON.stringify(options.body ?? {}) : undefined,
      signal: abort.signal,
    });
    // A live stream never ends: its status and headers are the answer.
    if ((response.headers.get('content-type') ?? '').includes('text/event-stream')) {
      abort.abort();
      return { status: response.status, text: '', body: null };
    }
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {}
    return { status: response.status, text, body };
  }

  async function login(credentials: NonNullable<MatrixCaller['login']>): Promise<string> {
    const answer = await request('POST', credentials.path, undefined, {
      body: { username: credentials.username, password: credentials.password },
    });
    const token = (answer.body as { token?: string }).token;
    if (answer.status !== 200 || !token) throw new Error(`login ${credentials.username}: ${answer.text}`);
    return token;
  }

  const staffLogin = (username: string) => ({
    path: '/auth/connect',
    username,
    password: passwords.staffPassword,
  });
  const admin = await login(staffLogin('admin'));
  const asAdmin = { name: 'admin', kind: 'staff', token: admin } as const;
  const command = async (path: string, body: Record<string, unknown>, caller: MatrixCaller = asAdmin) => {
    const answer = await request('POST', path, caller, { body });
    if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${answer.text}`);
    return answer.body as Record<string, string>;
  };

  // Market B: another region, AD office and market, through the screens' own commands.
  const password = passwords.staffPassword;
  const rjdB = await command('/auth/Register-RJD', {
    regionName: 'Coimbatore region',
    regionCode: 'CBE',
    name: 'Thiru. P. Rajan',
    userName: B_USERS.RJD,
    password,
    mobileNo: '9443200001',
    emailId: 'rjd.cbe@example.in',
  });
  const adB = await command('/auth/Register-AD', {
    adCode: 'CBA',
    regionId: rjdB.regionId,
    adOfficeName: 'Coimbatore',
    name: 'Tmt. P. Devi',
    userName: B_USERS.AD,
    password,
    mobileNo: '9443200002',
    emailId: 'ad.cbe@example.in',
  });
  const marketB = await command('/Tsc/SaveTsc', {
    branchCode: 'CBM',
    kind: 'market',
    branchName: 'Coimbatore',
    branchNameTa: 'கோயம்புத்தூர்',
    address1: 'Government Cocoon Market, Avinashi Road',
    city: 'Coimbatore',
    pinCode: '641018',
    mobileNo: '9443200010',
    emailId: 'cbm.market@example.in',
    adOfficeId: adB.adOfficeId,
    userName: B_USERS['Branch Admin'],
    password,
  });
  await command('/auth/Register-Market', {
    userName: B_USERS['Market Officer'],
    name: 'P. Kumar',
    branchId: marketB.branchId,
    mobileNo: '9443200011',
    designation: 'Junior Inspector of Sericulture',
    emailId: 'officer.cbe@example.in',
    password,
  });
  await app.settle();

  const hosur = await db
    .selectFrom('read.branches')
    .select(['branch_id', 'region_id', 'ad_office_id'])
    .where('branch_code', '=', 'HSR')
    .executeTakeFirstOrThrow();
  const marketA = String(hosur.branch_id);
  const { reelerIds } = await seedDemoCustomers(
    store,
    [
      { branchId: marketA, branchCode: 'HSR' },
      { branchId: marketB.branchId!, branchCode: 'CBM' },
    ],
    { farmers: 8, reelers: 4 },
  );
  await giveReelersPasswords(db, reelerIds);
  await app.settle();
  const activeCustomer = (type: 'farmer' | 'reeler', branchId: string) =>
    db
      .selectFrom('read.customers')
      .select(['customer_id', 'head_code'])
      .where('customer_type', '=', type)
      .where('branch_id', '=', branchId)
      .where('is_active', '=', 1)
      .orderBy('head_code')
      .executeTakeFirstOrThrow();
  const farmerA = await activeCustomer('farmer', marketA);
  const reelerA = await activeCustomer('reeler', marketA);
  const farmerB = await activeCustomer('farmer', marketB.branchId!);
  const reelerB = await activeCustomer('reeler', marketB.branchId!);
  const cocoonType = await db.selectFrom('read.cocoon_types').select('cocoon_id').executeTakeFirstOrThrow();
  const defect = await db.selectFrom('read.cocoon_defects').select('defect_id').executeTakeFirstOrThrow();
  // The auction runs by the server clock: it reads 09:00 IST today from here on (and keeps ticking), so the
  // slot below opens and closes whatever the time of the run.
  const today = businessDate(new Date());
  const setClock = (hhmm: string) => {
    const base = istInstant(today, hhmm).getTime();
    const since = Date.now();
    app.deps.clock = () => new Date(base + Date.now() - since);
  };
  setClock('09:00');

  // A rate of market A's own (levy rates differ by market): another market's users must not read it.
  await command('/dataManager/SetKeyValue', {
    key: 'farmerlevy',
    value: 150,
    effectiveFrom: '2024-04-01',
    marketId: marketA,
  });

  // A lot in each market, inwarded by its Branch Admin.
  const inward = async (username: string, farmerId: string) => {
    const caller = { ...asAdmin, token: await login(staffLogin(username)) };
    const answer = await command(
      '/CocoonInward/SaveCocoonInward',
      {
        inwardDate: today,
        farmerId,
        cocoonTypeId: cocoonType.cocoon_id,
        lays: 150,
        cocoonWeightGrams: 84_250,
        sampleCount: 60,
        cocoonWeightMg: 100_000,
        shellWeightMg: 21_670,
        defectiveCount: 3,
      },
      caller,
    );
    return answer.lotId!;
  };
  const lotA = await inward('branch', String(farmerA.customer_id));
  await inward(B_USERS['Branch Admin']!, String(farmerB.customer_id));

  // Market A's lot goes through a slot with a reeler's bid, so the slot, live and bid approval lists have
  // market A's rows for another market's users not to see.
  const asBranch = { ...asAdmin, token: await login(staffLogin('branch')) };
  await command(
    '/SlotInfo/SaveSlotInfo',
    { inwardDate: today, startTime: '10:00', endTime: '10:30', lotFrom: 1, lotTo: 1 },
    asBranch,
  );
  setClock('10:05');
  const reelerLogin = {
    path: '/reeler/connect',
    username: String(reelerA.head_code),
    password: passwords.reelerPassword,
  };
  const asReeler = { ...asAdmin, token: await login(reelerLogin) };
  await command('/BiddingInfo/PlaceBid', { lotId: lotA, amountPaise: 71_000 }, asReeler);
  setClock('10:40');
  // Approved, weighed and billed: market A's farmer bill and reeler invoice for the billing routes.
  await command('/SlotInfo/BiddingApproval', { lotId: lotA, decision: 'approve' }, asBranch);
  await command('/CocoonAuction/Save_CocoonAution', { lotId: lotA, netGrams: 84_250 }, asBranch);
  const billed = (await command('/Invoice/Save_BillProcess', { date: today }, asBranch)) as unknown as {
    bills: Array<{ billId: string; billType: string }>;
  };
  const billOf = (type: string) => String(billed.bills.find((b) => b.billType === type)?.billId);
  // A voucher of market A, for the voucher routes' path.
  const { voucherId: voucherA } = await command(
    '/Voucher/SaveVoucher',
    {
      voucherType: 'Journal',
      voucherDate: today,
      lines: [
        { account: { kind: 'reeler', customerId: reelerA.customer_id }, debitPaise: 500, creditPaise: 0 },
        { account: { kind: 'farmer', customerId: farmerA.customer_id }, debitPaise: 0, creditPaise: 500 },
      ],
      notes: 'Price difference',
    },
    asBranch,
  );

  // Market A's farmer paid in cash for lotA, the payment reversed, and the lot put in an online batch that is
  // exported: a receipt and a bank file for the farmer payment routes.
  const farmerIdA = String(farmerA.customer_id);
  // Cash drawn from the bank first: a cash payment above the cash on hand is refused (issue 22).
  await command('/Voucher/SaveVoucher', drawCashBody({ today: () => today }, 50_000_000), asBranch);
  const paid = await command('/FarmerPayment/PayCash', { farmerId: farmerIdA, lotIds: [lotA] }, asBranch);
  await command(
    '/FarmerPayment/ReversePayment',
    { paymentId: paid.paymentId, reason: 'Paid in error' },
    asBranch,
  );
  const batched = await command(
    '/OnlinePayment/AddToBatch',
    { batchDate: today, selections: [{ farmerId: farmerIdA, lotIds: [lotA] }] },
    asBranch,
  );
  // Issue 25: the market's Assistant Director approves the batch before its file.
  await command(
    '/OnlinePayment/ApprovePaymentRun',
    { marketId: marketA, batchId: batched.batchId },
    { ...asAdmin, token: await login(staffLogin('ad.krishnagiri')) },
  );
  const exported = await request('POST', '/OnlinePayment/ExportBankFile', asBranch, {
    body: { batchId: batched.batchId },
  });
  if (exported.status !== 200) throw new Error(`route-matrix: bank file not exported: ${exported.text}`);
  const paymentA = String(paid.paymentId);
  const batchA = String(batched.batchId);

  // A document, rendered, so its file answers too.
  // (Printed by the cocoon defect master's Branch Admin: Admin does not hold that master.)
  const { documentId } = await command('/documents', { kind: 'cocoon-defect-list' }, asBranch);
  // Bounded: a worker that never renders it fails here by name, not as a 404 in the matrix.
  for (let attempt = 0; ; attempt++) {
    const state = await request('GET', `/documents/${documentId}`, asBranch);
    if ((state.body as { status?: string }).status === 'ready') break;
    if (attempt >= 240) throw new Error(`route-matrix: document not rendered: ${state.text}`);
    await new Promise((done) => setTimeout(done, 250));
  }
  // A report export of market A, ready, so its status and file answer too.
  const { exportId } = await command(
    '/Reports/Export',
    {
      call: 'CocoonAuction/LotRegister',
      query: { marketId: marketA, from: today, to: today },
      format: 'csv',
    },
    asBranch,
  );
  for (let attempt = 0; ; attempt++) {
    const state = await request('GET', `/Reports/Export/${exportId}`, asBranch);
    if ((state.body as { status?: string }).status === 'ready') break;
    if (attempt >= 240) throw new Error(`route-matrix: export not rendered: ${state.text}`);
    await new Promise((done) => setTimeout(done, 250));
  }
  await app.settle();

  const district = await request('GET', '/MasGeo/getAll_GeoByName/District', asAdmin);
  const staffA = await db
    .selectFrom('read.staff')
    .select('staff_id')
    .where('user_name', '=', 'officer')
    .executeTakeFirstOrThrow();

  const regionA = String(hosur.region_id);
  const branchesA = (
    await db.selectFrom('read.branches').select('branch_id').where('region_id', '=', regionA).execute()
  ).map((r) => String(r.branch_id));
  const customersOf = async (...markets: string[]) =>
    (
      await db.selectFrom('read.customers').select('customer_id').where('branch_id', 'in', markets).execute()
    ).map((r) => String(r.customer_id));
  const lotsOf = async (...markets: string[]) =>
    (
      await db.selectFrom('read.auction_lots').select('lot_id').where('branch_id', 'in', markets).execute()
    ).map((r) => String(r.lot_id));
  const customersOfA = await customersOf(...branchesA);
  const lotsOfA = await lotsOf(...branchesA);
  const hosurStaff = (
    await db.selectFrom('read.staff').select('staff_id').where('branch_id', '=', marketA).execute()
  ).map((r) => String(r.staff_id));
  const staffOfA = (
    await db.selectFrom('read.staff').select('staff_id').where('region_id', '=', regionA).execute()
  ).map((r) => String(r.staff_id));

  const ids: MatrixIds = {
    regionA,
    adOfficeA: String(hosur.ad_office_id),
    marketA,
    farmerA: String(farmerA.customer_id),
    reelerA: String(reelerA.customer_id),
    lotA,
    farmerBillA: billOf('farmer'),
    reelerInvoiceA: billOf('reeler'),
    paymentA,
    batchA,
    voucherA: voucherA!,
    farmerCodeA: String(farmerA.head_code),
    reelerCodeA: String(reelerA.head_code),
    staffA: String(staffA.staff_id),
    cocoonTypeId: String(cocoonType.cocoon_id),
    defectId: String(defect.defect_id),
    documentId: documentId!,
    exportA: exportId!,
    districtId: String((district.body as { data: Array<{ geoId: number }> }).data[0]?.geoId),
    today,
    regionAIds: [
      regionA,
      String(hosur.ad_office_id),
      ...branchesA,
      ...customersOfA,
      ...lotsOfA,
      ...staffOfA,
      billOf('farmer'),
      billOf('reeler'),
      paymentA,
      batchA,
      voucherA!,
    ],
    marketAIds: [
      marketA,
      ...(await customersOf(marketA)),
      ...(await lotsOf(marketA)),
      ...hosurStaff,
      billOf('farmer'),
      billOf('reeler'),
      paymentA,
      batchA,
      voucherA!,
    ],
  };

  const callers: MatrixCaller[] = [
    { name: 'no token', kind: 'none' },
    { name: 'bad token', kind: 'bad', token: `x${randomUUID().replaceAll('-', '')}` },
    // Shaped like a reeler's session token, so it takes the reeler lookup.
    {
      name: 'bad reeler token',
      kind: 'bad',
      token: `${REELER_TOKEN_PREFIX}${randomUUID().replaceAll('-', '')}`,
    },
    {
      name: 'A reeler',
      kind: 'reeler',
      login: {
        path: '/reeler/connect',
        username: String(reelerA.head_code),
        password: passwords.reelerPassword,
      },
    },
    ...ROLES.map(
      (role): MatrixCaller => ({
        name: `A ${role}`,
        kind: 'staff',
        role,
        login: staffLogin(A_USERS[role]),
      }),
    ),
    ...Object.entries(B_USERS).map(
      ([role, username]): MatrixCaller => ({
        name: `B ${role}`,
        kind: 'staff',
        role: role as Role,
        foreign: { outside: ['market', 'office'], forbiddenIds: ids.regionAIds },
        login: staffLogin(username),
      }),
    ),
    {
      name: 'B reeler',
      kind: 'reeler',
      foreign: { outside: ['market', 'office'], forbiddenIds: ids.regionAIds },
      login: {
        path: '/reeler/connect',
        username: String(reelerB.head_code),
        password: passwords.reelerPassword,
      },
    },
    ...Object.entries(NEIGHBOUR_USERS).map(
      ([role, username]): MatrixCaller => ({
        name: `neighbour ${role}`,
        kind: 'staff',
        role: role as Role,
        foreign: { outside: ['market'], forbiddenIds: ids.marketAIds },
        login: staffLogin(username),
      }),
    ),
  ];
  for (const caller of callers) if (caller.login) caller.token = await login(caller.login);
  // A reeler whose session idled out: no bid or touch for longer than the market's setting, outside a slot
  // (market B holds none today). Every route that needs a session answers it 401, as for a made-up token.
  const idleToken = await login({
    path: '/reeler/connect',
    username: String(reelerB.head_code),
    password: passwords.reelerPassword,
  });
  await db
    .updateTable('app.reeler_sessions')
    .set({ last_seen_at: new Date(app.deps.clock().getTime() - 16 * 60_000) })
    .where('token_hash', '=', hashToken(idleToken))
    .execute();
  callers.push({ name: 'idle B reeler', kind: 'bad', token: idleToken });
  const display = await command(
    '/auth/display-session',
    { marketId: ids.marketA },
    callers.find((caller) => caller.name === 'A Branch Admin'),
  );
  callers.push({ name: 'A display session', kind: 'display', token: String(display.token) });
  callers.push({ name: 'bad display token', kind: 'bad', token: `ds_${randomUUID().replaceAll('-', '')}` });

  return {
    ids,
    callers,
    request: (method, path, caller, options) => request(method, path, caller, options),
    async forEachCaller(check) {
      const queue = [...callers];
      const worker = async () => {
        for (let caller = queue.shift(); caller; caller = queue.shift()) await check(caller);
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    },
    stop: () => app.stop(),
  };
}
