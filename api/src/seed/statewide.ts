import { saveBranchSchema } from '@cocoon/domain';
import type { EventStore } from '@cocoon/eventstore';
import type { ReadModelDb } from '@cocoon/projectors';
import { sql } from 'kysely';
import type { AuctionSettings } from '../auction/access.js';
import { saveBranch } from '../masters/offices/branch-commands.js';
import { seedAuctionDays } from './auction-days.js';
import { seedDemoCustomers } from './customers.js';
import { marketLogin } from './market-login.js';
import { seedCommand, seedDemoOffices } from './offices.js';
import { giveReelersPasswords } from './reeler-logins.js';

/**
 * More demo markets for a statewide day (the auction simulator's `--markets`): Tamil Nadu's sericulture towns
 * besides Hosur and Dharmapuri, each with a Branch Admin login named after the town (`krishnagiri.admin`, as
 * `hosur.admin`), its own farmers and reelers and lots inwarded today waiting for a slot. No past days: only
 * today's auction matters to a load run. Fixed command ids: an interrupted run carries on where it stopped.
 */
export const STATEWIDE_TOWNS: ReadonlyArray<{ code: string; name: string; nameTa: string; pin: string }> = [
  { code: 'KGI', name: 'Krishnagiri', nameTa: 'கிருஷ்ணகிரி', pin: '635001' },
  { code: 'SAL', name: 'Salem', nameTa: 'சேலம்', pin: '636001' },
  { code: 'CBE', name: 'Coimbatore', nameTa: 'கோயம்புத்தூர்', pin: '641001' },
  { code: 'UDT', name: 'Udumalaipettai', nameTa: 'உடுமலைப்பேட்டை', pin: '642126' },
  { code: 'ERD', name: 'Erode', nameTa: 'ஈரோடு', pin: '638001' },
  { code: 'DGL', name: 'Dindigul', nameTa: 'திண்டுக்கல்', pin: '624001' },
  { code: 'THN', name: 'Theni', nameTa: 'தேனி', pin: '625531' },
  { code: 'VNB', name: 'Vaniyambadi', nameTa: 'வாணியம்பாடி', pin: '635751' },
  { code: 'TPR', name: 'Tiruppur', nameTa: 'திருப்பூர்', pin: '641601' },
  { code: 'PLI', name: 'Pollachi', nameTa: 'பொள்ளாச்சி', pin: '642001' },
  { code: 'DKT', name: 'Denkanikottai', nameTa: 'தேன்கனிக்கோட்டை', pin: '635107' },
  { code: 'TLV', name: 'Talavadi', nameTa: 'தாளவாடி', pin: '638461' },
  { code: 'GOB', name: 'Gobichettipalayam', nameTa: 'கோபிசெட்டிபாளையம்', pin: '638452' },
  { code: 'NMK', name: 'Namakkal', nameTa: 'நாமக்கல்', pin: '637001' },
  { code: 'KRR', name: 'Karur', nameTa: 'கரூர்', pin: '639001' },
  { code: 'TVM', name: 'Tiruvannamalai', nameTa: 'திருவண்ணாமலை', pin: '606601' },
  { code: 'VLR', name: 'Vellore', nameTa: 'வேலூர்', pin: '632001' },
  { code: 'MDU', name: 'Madurai', nameTa: 'மதுரை', pin: '625001' },
  { code: 'PDK', name: 'Pudukkottai', nameTa: 'புதுக்கோட்டை', pin: '622001' },
  { code: 'TNV', name: 'Tirunelveli', nameTa: 'திருநெல்வேலி', pin: '627001' },
  { code: 'ATR', name: 'Attur', nameTa: 'ஆத்தூர்', pin: '636102' },
  { code: 'MTR', name: 'Mettur', nameTa: 'மேட்டூர்', pin: '636401' },
  { code: 'PLN', name: 'Palani', nameTa: 'பழனி', pin: '624601' },
];

/** The demo's two markets plus these. */
export const MAX_DEMO_MARKETS = 2 + STATEWIDE_TOWNS.length;

export interface StatewideOptions {
  /** Markets in all, the demo's two included (at most MAX_DEMO_MARKETS). */
  markets: number;
  password: string;
  cocoonTypes: readonly { cocoonTypeId: string; silkName: string }[];
  settings: AuctionSettings;
  now?: Date;
  /** Per added market. */
  farmers?: number;
  reelers?: number;
  lotsToday?: number;
}

/** Seeds the added markets once; true when it did (a finished run is remembered in app.seed_runs). */
export async function seedStatewideMarkets(
  db: ReadModelDb,
  store: EventStore,
  options: StatewideOptions,
): Promise<boolean> {
  const towns = STATEWIDE_TOWNS.slice(0, Math.max(0, options.markets - 2));
  if (towns.length === 0) return false;
  const name = `statewide-${towns.length}`;
  const done = await db.selectFrom('app.seed_runs').selectAll().where('name', '=', name).executeTakeFirst();
  if (done?.completed_at) return false;
  await db
    .insertInto('app.seed_runs')
    .values({ name })
    .onConflict((oc) => oc.doNothing())
    .execute();

  const { farmers = 12, reelers = 10, lotsToday = 20, now = new Date() } = options;
  // The demo offices' command ids are fixed: running them again creates nothing and answers their ids.
  const offices = await seedDemoOffices(db, store, options.password);
  const markets: { branchId: string; branchCode: string; login: string }[] = [];
  for (const [index, town] of towns.entries()) {
    const login = marketLogin(town.name);
    const saved = await seedCommand(db, store, `seed-statewide-branch-${town.code}`, (run) =>
      saveBranch(
        run,
        saveBranchSchema.parse({
          branchCode: town.code,
          kind: 'market',
          branchName: town.name,
          branchNameTa: town.nameTa,
          address1: 'Government Cocoon Market',
          city: town.name,
          pinCode: town.pin,
          mobileNo: `94431${String(20_000 + index).padStart(5, '0')}`,
          emailId: `${town.name.toLowerCase()}.market@example.in`,
          adOfficeId: offices.adOfficeId,
          userName: login,
          password: options.password,
        }),
      ),
    );
    markets.push({ branchId: saved.branchId, branchCode: town.code, login });
  }
  // A seed of its own: the demo customers' Aadhaar and mobile numbers derive from (serial, seed).
  const customers = await seedDemoCustomers(store, markets, {
    farmers: farmers * markets.length,
    reelers: reelers * markets.length,
    seed: 20_261_124,
    now,
  });
  await giveReelersPasswords(db, customers.reelerIds);
  await seedAuctionDays(db, store, {
    markets: markets.map((m) => ({
      marketId: m.branchId,
      marketCode: m.branchCode,
      staffUserName: m.login,
      lotsPerDay: [lotsToday, lotsToday],
      lotsToday,
    })),
    customerIds: [...customers.farmerIds, ...customers.reelerIds],
    cocoonTypes: options.cocoonTypes,
    settings: options.settings,
    days: 0,
    now,
    seed: 20_261_124,
  });
  await db.updateTable('app.seed_runs').set({ completed_at: sql`now()` }).where('name', '=', name).execute();
  return true;
}
