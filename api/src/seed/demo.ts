import { randomUUID } from 'node:crypto';
import {
  COCOON_DEFECTS_STREAM,
  COCOON_TYPES_STREAM,
  cocoonDefectCatalogue,
  cocoonDefectEventSchema,
  cocoonTypeCatalogue,
  cocoonTypeEventSchema,
  MARKET_SETTINGS_STREAM,
  marketSettingEventSchema,
  marketSettings,
  type Role,
} from '@cocoon/domain';
import type { EventStore } from '@cocoon/eventstore';
import type { ReadModelDb } from '@cocoon/projectors';
import { sql } from 'kysely';
import { hashPassword } from '../auth/passwords.js';
import { eventIdFor } from '../commands/event-ids.js';
import { CommandRun } from '../commands/run-command.js';
import { StreamRunner } from '../commands/stream-runner.js';
import { seedAuctionDays } from './auction-days.js';
import { seedDemoCustomers } from './customers.js';
import { seedNoticeTemplates } from './notice-templates.js';
import { linkDemoAccounts, SEED_ACTOR, seedDemoOffices } from './offices.js';
import { giveReelersPasswords } from './reeler-logins.js';
import { seedStatewideMarkets } from './statewide.js';

export const DEMO_PASSWORD = 'Demo@1234';

/** One demo account per role. The market codes are those of the demo market, Hosur. */
export const DEMO_USERS: ReadonlyArray<{
  username: string;
  displayName: string;
  userType: Role;
  marketId: string | null;
}> = [
  { username: 'admin', displayName: 'Department Administrator', userType: 'Admin', marketId: null },
  { username: 'rjd', displayName: 'Regional Joint Director, Salem', userType: 'RJD', marketId: null },
  { username: 'ad', displayName: 'Assistant Director, Krishnagiri', userType: 'AD', marketId: null },
  {
    username: 'branch',
    displayName: 'Branch Admin, Hosur Market',
    userType: 'Branch Admin',
    marketId: 'HSR',
  },
  {
    username: 'officer',
    displayName: 'Market Officer, Hosur Market',
    userType: 'Market Officer',
    marketId: 'HSR',
  },
];

const DEMO_TYPES = [
  { name: 'Bivoltine', shortName: 'BV' },
  { name: 'Cross Breed', shortName: 'CB' },
];

// Typical 2024-25 figures (domain.md): silk rate Rs 4,700 and conversion cost Rs 500 per kg of raw silk, in paise.
const DEMO_SETTINGS = [
  { key: 'silkrate', value: 470_000, effectiveFrom: '2024-04-01' },
  { key: 'convertioncost', value: 50_000, effectiveFrom: '2024-04-01' },
  { key: 'rendittafactor', value: 130, effectiveFrom: '2024-04-01' },
  { key: 'farmerlevy', value: 100, effectiveFrom: '2024-04-01' },
  { key: 'reelerlevy', value: 100, effectiveFrom: '2024-04-01' },
  { key: 'minbidincrement', value: 100, effectiveFrom: '2024-04-01' },
] as const;

const DEMO_DEFECTS = [
  { defectCode: 'DF01', defectName: 'Double cocoon / இரட்டைக் கூடு' },
  { defectCode: 'DF02', defectName: 'Stained cocoon / கறை படிந்த கூடு' },
  { defectCode: 'DF03', defectName: 'Flimsy cocoon / மெல்லிய கூடு' },
  { defectCode: 'DF04', defectName: 'Uzi-fly pierced / ஊசி ஈ துளைத்த கூடு' },
  { defectCode: 'DF05', defectName: 'Malformed cocoon / உருக்குலைந்த கூடு' },
];

/**
 * Fills an empty database with the demo accounts and a few masters. Does nothing when any staff account
 * exists, and never runs in production (the caller checks NODE_ENV). Seed command ids are fixed, so a seed
 * interrupted half-way and run again appends nothing twice.
 */
export interface SeedDemoOptions {
  /** The seed's "now" (the server clock): when its commands happen and what "today" is. */
  now?: Date;
  /** About 200 farmers and 40 reelers (10-20 s); API tests that do not need them leave them out. */
  customers?: boolean;
  /**
   * The last 30 days of auctions at Hosur (and fewer lots at Dharmapuri) and today's lots waiting for a slot;
   * needs the customers, and is seeded with them unless turned off.
   */
  auctions?: boolean;
}

/** The demo settings as the auction reads them (all in force from 2024-04-01, so on every seeded day). */
function demoAuctionSettings() {
  const value = (key: (typeof DEMO_SETTINGS)[number]['key']) =>
    DEMO_SETTINGS.find((s) => s.key === key)?.value ?? 0;
  return {
    rendittaFactor: value('rendittafactor'),
    silkRatePaise: value('silkrate'),
    conversionCostPaise: value('convertioncost'),
    minIncrementPaise: value('minbidincrement'),
    farmerLevyBp: value('farmerlevy'),
    reelerLevyBp: value('reelerlevy'),
  };
}

export async function seedDemoData(
  db: ReadModelDb,
  store: EventStore,
  options: SeedDemoOptions = {},
): Promise<boolean> {
  if (!(await demoSeedWanted(db))) return false;

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const streams = new StreamRunner(store);
  const seedRun = (commandId: string) =>
    new CommandRun({ db, store, streams }, SEED_ACTOR, commandId, options.now ?? new Date());

  for (const [index, type] of DEMO_TYPES.entries()) {
    const commandId = `seed-cocoon-type-${index}`;
    await seedRun(commandId).decide({
      stream: COCOON_TYPES_STREAM,
      decider: cocoonTypeCatalogue,
      eventSchema: cocoonTypeEventSchema,
      command: { type: 'AddCocoonType', data: { cocoonId: eventIdFor(commandId, 99), ...type } },
    });
  }
  for (const [index, defect] of DEMO_DEFECTS.entries()) {
    const commandId = `seed-cocoon-defect-${index}`;
    await seedRun(commandId).decide({
      stream: COCOON_DEFECTS_STREAM,
      decider: cocoonDefectCatalogue,
      eventSchema: cocoonDefectEventSchema,
      command: { type: 'AddCocoonDefect', data: { defectId: eventIdFor(commandId, 99), ...defect } },
    });
  }
  for (const [index, setting] of DEMO_SETTINGS.entries()) {
    const commandId = `seed-market-setting-${index}`;
    await seedRun(commandId).decide({
      stream: MARKET_SETTINGS_STREAM,
      decider: marketSettings,
      eventSchema: marketSettingEventSchema,
      command: { type: 'SetMarketSetting', data: { ...setting, marketId: null } },
    });
  }
  await seedNoticeTemplates(seedRun);
  await db
    .insertInto('app.staff_users')
    .values(
      DEMO_USERS.map((user) => ({
        user_id: randomUUID(),
        username: user.username,
        display_name: user.displayName,
        user_type: user.userType,
        market_id: user.marketId,
        password_hash: passwordHash,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
  const offices = await seedDemoOffices(db, store, DEMO_PASSWORD);
  await linkDemoAccounts(db, store, offices);
  if (options.customers ?? true) {
    const { farmerIds, reelerIds } = await seedDemoCustomers(store, [
      { branchId: offices.markets.hosur, branchCode: 'HSR', tscIds: [offices.tscs.kaveripattinam] },
      { branchId: offices.markets.dharmapuri, branchCode: 'DPI', tscIds: [offices.tscs.palacode] },
    ]);
    await giveReelersPasswords(db, reelerIds);
    if (options.auctions ?? true) {
      await seedAuctionDays(db, store, {
        markets: [
          {
            marketId: offices.markets.hosur,
            marketCode: 'HSR',
            staffUserName: 'hosur.admin',
            lotsPerDay: [20, 60],
            lotsToday: 20,
          },
          {
            marketId: offices.markets.dharmapuri,
            marketCode: 'DPI',
            staffUserName: 'dharmapuri.admin',
            lotsPerDay: [8, 25],
            lotsToday: 8,
          },
        ],
        customerIds: [...farmerIds, ...reelerIds],
        cocoonTypes: DEMO_TYPES.map((type, index) => ({
          cocoonTypeId: eventIdFor(`seed-cocoon-type-${index}`, 99),
          silkName: type.shortName,
        })),
        settings: demoAuctionSettings(),
      });
    }
  }
  await db
    .updateTable('app.seed_runs')
    .set({ completed_at: sql`now()` })
    .where('name', '=', 'demo')
    .execute();
  return true;
}

/**
 * The demo market goes into an empty database only, and a demo seed cut off half-way is finished on the next
 * start. A database with staff accounts and no demo seed record holds real data: never touched.
 */
/**
 * The demo's markets grown to `markets` in all for a statewide day (`DEMO_MARKETS`, the auction simulator's
 * `--markets`): once, after the demo seed. True when it seeded.
 */
export async function seedDemoMarkets(
  db: ReadModelDb,
  store: EventStore,
  markets: number,
  now = new Date(),
): Promise<boolean> {
  // Only a demo database grows: a real installation's data is never mixed with demo markets.
  const demo = await db.selectFrom('app.seed_runs').selectAll().where('name', '=', 'demo').executeTakeFirst();
  if (!demo?.completed_at) return false;
  return seedStatewideMarkets(db, store, {
    markets,
    password: DEMO_PASSWORD,
    cocoonTypes: DEMO_TYPES.map((type, index) => ({
      cocoonTypeId: eventIdFor(`seed-cocoon-type-${index}`, 99),
      silkName: type.shortName,
    })),
    settings: demoAuctionSettings(),
    now,
  });
}

async function demoSeedWanted(db: ReadModelDb): Promise<boolean> {
  const run = await db.selectFrom('app.seed_runs').selectAll().where('name', '=', 'demo').executeTakeFirst();
  if (run) return run.completed_at === null;
  const staff = await db.selectFrom('app.staff_users').select('user_id').limit(1).executeTakeFirst();
  if (staff) return false;
  await db
    .insertInto('app.seed_runs')
    .values({ name: 'demo' })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return true;
}

/**
 * A production installation starts with no accounts and no demo data: the first administrator is created
 * from BOOTSTRAP_ADMIN_PASSWORD, once, and is expected to change that password.
 */
export async function bootstrapAdmin(db: ReadModelDb, password: string): Promise<boolean> {
  const existing = await db.selectFrom('app.staff_users').select('user_id').limit(1).executeTakeFirst();
  if (existing) return false;
  await db
    .insertInto('app.staff_users')
    .values({
      user_id: randomUUID(),
      username: 'admin',
      display_name: 'Department Administrator',
      user_type: 'Admin',
      market_id: null,
      password_hash: await hashPassword(password),
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return true;
}
