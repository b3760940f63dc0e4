import {
  type Role,
  registerAdSchema,
  registerMarketOfficerSchema,
  registerRjdSchema,
  saveBranchSchema,
  staff,
  staffEventSchema,
  staffStream,
} from '@cocoon/domain';
import type { EventStore } from '@cocoon/eventstore';
import type { ReadModelDb } from '@cocoon/projectors';
import { type CommandActor, CommandRun } from '../commands/run-command.js';
import { StreamRunner } from '../commands/stream-runner.js';
import { registerAd } from '../masters/offices/ad-commands.js';
import { saveBranch } from '../masters/offices/branch-commands.js';
import { registerRjd } from '../masters/offices/region-commands.js';
import { registerBranchStaff } from '../masters/offices/staff-commands.js';

/** What the demo offices seed created (ids for the other seeds: customers belong to a market). */
export interface DemoOffices {
  regionId: string;
  adOfficeId: string;
  markets: { hosur: string; dharmapuri: string };
  tscs: { kaveripattinam: string; palacode: string };
  /** Accounts created here (user ids), by username. */
  staff: Record<string, string>;
}

/** The demo seed acts as an Admin, through the same commands the screens use. */
export const SEED_ACTOR: CommandActor = {
  userId: '00000000-0000-4000-8000-000000000001',
  userName: 'seed',
  userType: 'Admin',
  marketId: null,
  regionId: null,
  adOfficeId: null,
  branchId: null,
};

/** Runs one office command as the screens would (same schemas, same command functions), once per id. */
export async function seedCommand<T>(
  db: ReadModelDb,
  store: EventStore,
  commandId: string,
  work: (run: CommandRun) => Promise<T>,
): Promise<T> {
  const run = new CommandRun(
    { db, store, streams: new StreamRunner(store) },
    SEED_ACTOR,
    commandId,
    new Date(),
  );
  try {
    const result = await work(run);
    await run.finish(true);
    return result;
  } catch (error) {
    await run.finish(false);
    throw error;
  }
}

const market = (code: string, en: string, ta: string, address1: string, city: string, pinCode: string) => ({
  branchCode: code,
  kind: 'market',
  branchName: en,
  branchNameTa: ta,
  address1,
  city,
  pinCode,
});

/**
 * The demo hierarchy (domain.md): Salem region (SLM) and its RJD, the Krishnagiri AD office and its AD, the
 * Hosur (HSR) and Dharmapuri (DPI) markets with a Branch Admin and a Market Officer each, and two TSCs.
 * Names and numbers are fictitious. Command ids are fixed, so running it again creates nothing twice.
 */
export async function seedDemoOffices(
  db: ReadModelDb,
  store: EventStore,
  password = 'Demo@1234',
): Promise<DemoOffices> {
  const run = <T>(id: string, work: (run: CommandRun) => Promise<T>) =>
    seedCommand(db, store, `seed-offices-${id}`, work);
  const staffIds: Record<string, string> = {};

  const rjd = await run('rjd', (r) =>
    registerRjd(
      r,
      registerRjdSchema.parse({
        regionName: 'Salem region',
        regionCode: 'SLM',
        name: 'Thiru. R. Senthil Kumar',
        userName: 'rjd.salem',
        password,
        mobileNo: '9443100001',
        emailId: 'rjd.salem@example.in',
      }),
    ),
  );
  staffIds['rjd.salem'] = rjd.staffId;

  const ad = await run('ad', (r) =>
    registerAd(
      r,
      registerAdSchema.parse({
        adCode: 'KGI',
        regionId: rjd.regionId,
        adOfficeName: 'Krishnagiri',
        name: 'Tmt. S. Kavitha',
        userName: 'ad.krishnagiri',
        password,
        mobileNo: '9443100002',
        emailId: 'ad.krishnagiri@example.in',
      }),
    ),
  );
  staffIds['ad.krishnagiri'] = ad.staffId;

  const office = { adOfficeId: ad.adOfficeId };
  const branches = [
    {
      id: 'hosur',
      login: 'hosur.admin',
      ...market('HSR', 'Hosur', 'ஓசூர்', 'Government Cocoon Market, Bagalur Road', 'Hosur', '635109'),
      mobileNo: '9443100010',
      officeNo: '04344 222333',
      emailId: 'hosur.market@example.in',
    },
    {
      id: 'dharmapuri',
      login: 'dharmapuri.admin',
      ...market(
        'DPI',
        'Dharmapuri',
        'தர்மபுரி',
        'Government Cocoon Market, Salem Main Road',
        'Dharmapuri',
        '636701',
      ),
      mobileNo: '9443100020',
      officeNo: '04342 260111',
      emailId: 'dharmapuri.market@example.in',
    },
    {
      id: 'kaveripattinam',
      login: undefined,
      branchCode: 'KVP',
      kind: 'tsc',
      branchName: 'Kaveripattinam TSC',
      branchNameTa: 'காவேரிப்பட்டணம் தொழில்நுட்ப சேவை மையம்',
      address1: 'Sericulture Office, Krishnagiri Road',
      city: 'Kaveripattinam',
      pinCode: '635112',
      mobileNo: '9443100030',
      emailId: 'tsc.kaveripattinam@example.in',
    },
    {
      id: 'palacode',
      login: undefined,
      branchCode: 'PLC',
      kind: 'tsc',
      branchName: 'Palacode TSC',
      branchNameTa: 'பாலக்கோடு தொழில்நுட்ப சேவை மையம்',
      address1: 'Sericulture Office, Dharmapuri Road',
      city: 'Palacode',
      pinCode: '636808',
      mobileNo: '9443100040',
      emailId: 'tsc.palacode@example.in',
    },
  ];
  const ids: Record<string, string> = {};
  for (const { id, login, ...fields } of branches) {
    const saved = await run(`branch-${id}`, (r) =>
      saveBranch(
        r,
        saveBranchSchema.parse({ ...fields, ...office, ...(login ? { userName: login, password } : {}) }),
      ),
    );
    ids[id] = saved.branchId;
    if (login && saved.staffId) staffIds[login] = saved.staffId;
  }

  const officers = [
    { userName: 'hosur.officer', name: 'M. Anbarasan', branchId: ids.hosur, mobileNo: '9443100011' },
    { userName: 'dharmapuri.officer', name: 'K. Revathi', branchId: ids.dharmapuri, mobileNo: '9443100021' },
  ];
  for (const officer of officers) {
    const saved = await run(`officer-${officer.userName}`, (r) =>
      registerBranchStaff(r, {
        ...registerMarketOfficerSchema.parse({
          ...officer,
          designation: 'Junior Inspector of Sericulture',
          emailId: `${officer.userName}@example.in`,
          password,
        }),
        userType: 'Market Officer',
      }),
    );
    staffIds[officer.userName] = saved.staffId;
  }

  return {
    regionId: rjd.regionId,
    adOfficeId: ad.adOfficeId,
    markets: { hosur: ids.hosur!, dharmapuri: ids.dharmapuri! },
    tscs: { kaveripattinam: ids.kaveripattinam!, palacode: ids.palacode! },
    staff: staffIds,
  };
}

const DEMO_LINKS: ReadonlyArray<{ username: string; role: Role; designation: string; mobileNo: string }> = [
  { username: 'rjd', role: 'RJD', designation: 'Regional Joint Director', mobileNo: '9443100101' },
  { username: 'ad', role: 'AD', designation: 'Assistant Director', mobileNo: '9443100102' },
  { username: 'branch', role: 'Branch Admin', designation: 'Branch Admin', mobileNo: '9443100103' },
  { username: 'officer', role: 'Market Officer', designation: 'Market Officer', mobileNo: '9443100104' },
];

/**
 * Gives the demo accounts of seedDemoData (rjd, ad, branch, officer) their offices: rjd the region, ad the AD
 * office, branch and officer the Hosur market. Their credentials rows get the scope; a StaffRegistered event
 * records them, so they appear in the staff lists and can be deactivated like any account. Accounts that do
 * not exist are skipped; running it again changes nothing.
 */
export async function linkDemoAccounts(
  db: ReadModelDb,
  store: EventStore,
  offices: DemoOffices,
): Promise<void> {
  for (const link of DEMO_LINKS) {
    const user = await db
      .selectFrom('app.staff_users')
      .select(['user_id', 'display_name', 'user_type'])
      .where('username', '=', link.username)
      .executeTakeFirst();
    if (!user || user.user_type !== link.role) continue;
    const atMarket = link.role === 'Branch Admin' || link.role === 'Market Officer';
    const office = {
      regionId: offices.regionId,
      adOfficeId: link.role === 'RJD' ? null : offices.adOfficeId,
      branchId: atMarket ? offices.markets.hosur : null,
    };
    await db
      .updateTable('app.staff_users')
      .set({
        region_id: office.regionId,
        ad_office_id: office.adOfficeId,
        branch_id: office.branchId,
        market_id: atMarket ? 'HSR' : null,
      })
      .where('user_id', '=', user.user_id)
      .execute();
    await seedCommand(db, store, `seed-offices-link-${link.username}`, (r) =>
      r.decide({
        stream: staffStream(user.user_id),
        decider: staff,
        eventSchema: staffEventSchema,
        command: {
          type: 'RegisterStaff',
          data: {
            staffId: user.user_id,
            userName: link.username,
            userType: link.role,
            name: user.display_name,
            designation: link.designation,
            mobileNo: link.mobileNo,
            emailId: `${link.username}@example.in`,
            ...office,
          },
        },
      }),
    );
  }
}
