import {
  assay,
  type BillCustomer,
  businessDate,
  type Crate,
  CUSTOMER_STATUS,
  istInstant,
  maskLast4,
  type Sample,
} from '@cocoon/domain';
import type { EventStore } from '@cocoon/eventstore';
import type { ReadModelDb } from '@cocoon/projectors';
import type { AuctionSettings } from '../auction/access.js';
import { decideBid, inwardLot, placeBid, scheduleSlot, weighLot } from '../auction/auction-writes.js';
import { billDay } from '../billing/bill-writes.js';
import { type CommandActor, CommandRun, type RunDeps } from '../commands/run-command.js';
import { StreamRunner } from '../commands/stream-runner.js';
import { loadCustomer } from '../masters/customers/customer-writes.js';
import { seedMoney } from './cash-book.js';
import { generator } from './customers.js';
import type { PaymentSeedDay } from './farmer-payments.js';
import type { ReceiptSeedDay } from './reeler-receipts.js';

/**
 * The demo markets' auction history: for each of the last days, lots inwarded by active
 * demo farmers with realistic samples (domain.md, "Typical values"), 2-4 slots, bids by active demo reelers
 * above the floor by the increment rule, approvals (a few refused by the farmer), lots without a bid carried to
 * a later slot or left unsold, and crate-by-crate weights; today, lots inwarded and left for a live slot.
 *
 * Everything goes through the auction's own writes (auction-writes.ts) with the time of that past day, so the
 * domain decides every lot number, floor price, bid and amount. The plan of a market day is drawn from a
 * generator seeded by the market and the date, and every command id derives from the same, so a seed cut off
 * half-way and run again replays what it had written and appends only the rest.
 */
export interface AuctionSeedMarket {
  marketId: string;
  /** Short code, in the command ids (e.g. HSR). */
  marketCode: string;
  /** The staff account (username) the day's inward, slots, approvals and weights are recorded as. */
  staffUserName: string;
  /** Lots on each past day, [least, most]. */
  lotsPerDay: readonly [number, number];
  /** Lots inwarded today and not slotted, ready for an officer to open a live slot. */
  lotsToday: number;
}

export interface SeedAuctionDaysOptions {
  markets: readonly AuctionSeedMarket[];
  /** Demo farmers and reelers (any market; each market uses its own active ones), read from their streams. */
  customerIds: readonly string[];
  /** Silk types a lot can be (BV and CB), with the short name the lot keeps. */
  cocoonTypes: readonly { cocoonTypeId: string; silkName: string }[];
  /** The market settings in force over the seeded days (the read model may not have caught up while seeding). */
  settings: AuctionSettings;
  /** Past days before today (default 30). */
  days?: number;
  now?: Date;
  seed?: number;
  /** Market days written at once (each day's lot numbers are allocated in order within it). */
  concurrency?: number;
}

export interface AuctionSeedTotals {
  lots: number;
  todayLots: number;
  slots: number;
  bids: number;
  approved: number;
  rejected: number;
  weighed: number;
  /** Sum of the weighed lots' amounts (net weight × winning rate), paise. */
  amountPaise: number;
  /** Farmer bills and reeler invoices issued for the past days. */
  bills: number;
  /** Farmers paid in cash, rows put in online batches, and rows the bank failed (seed/farmer-payments.ts). */
  cashPayments: number;
  batchRows: number;
  failedRows: number;
  /** Receipts from reelers against their invoices (seed/reeler-receipts.ts). */
  reelerReceipts: number;
}

interface Person {
  customerId: string;
  name: string;
  code: string;
}

interface Actor {
  userId: string;
  userName: string;
  userType: string;
}

interface PlannedLot {
  index: number;
  commandId: string;
  at: Date;
  farmer: Person;
  cocoonTypeId: string;
  silkName: string;
  lays: number;
  cocoonWeightGrams: number;
  sample: Sample;
  floorPaise: number;
  /** Where the lot stands between slots while planning: never slotted, sold, or free for a later slot. */
  outcome: 'new' | 'sold' | 'open';
}

interface PlannedBid {
  commandId: string;
  at: Date;
  reeler: Person;
  amountPaise: number;
}

interface PlannedSlot {
  commandId: string;
  scheduleAt: Date;
  startTime: string;
  endTime: string;
  from: PlannedLot;
  to: PlannedLot;
  rounds: { lot: PlannedLot; bids: PlannedBid[] }[];
  decisions: { lot: PlannedLot; commandId: string; at: Date; decision: 'approve' | 'reject' }[];
}

interface PlannedWeight {
  lot: PlannedLot;
  commandId: string;
  at: Date;
  crates: Crate[] | null;
  netGrams: number | null;
}

interface DayPlan {
  market: AuctionSeedMarket;
  date: string;
  today: boolean;
  lots: PlannedLot[];
  slots: PlannedSlot[];
  weights: PlannedWeight[];
}

interface People {
  farmers: Person[];
  reelers: Person[];
}

export const REJECT_REASON = 'Farmer refused the price';
const TARE_GRAMS = 1_500;
const SLOT_MINUTES = 30;
const SLOT_EVERY_MINUTES = 75;
const MINUTE = 60_000;

const shiftDate = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const later = (at: Date, ms: number) => new Date(at.getTime() + ms);

/** FNV-1a: one generator seed per market day, so a day's plan does not depend on which other days are seeded. */
function daySeed(seed: number, marketCode: string, date: string): number {
  let hash = 0x811c9dc5 ^ seed;
  for (const char of `${marketCode}:${date}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return hash >>> 0;
}

type Rng = ReturnType<typeof generator>;

function shuffled<T>(rng: Rng, list: readonly T[]): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** A lot's 100 g sample: BV shell ratio 20-24 %, CB 16-20 %, 500-700 cocoons per kg, 0-10 % defective. */
function sampleOf(rng: Rng, bivoltine: boolean): Sample {
  const sampleCount = bivoltine ? rng.int(50, 62) : rng.int(58, 70);
  const cocoonWeightMg = rng.int(98_000, 102_000);
  const shellRatioBp = bivoltine ? rng.int(2_000, 2_400) : rng.int(1_600, 2_000);
  // Most lots are clean; the worse of two draws keeps defects mostly low.
  const worst = Math.floor(sampleCount / 10);
  return {
    sampleCount,
    cocoonWeightMg,
    shellWeightMg: Math.round((cocoonWeightMg * shellRatioBp) / 10_000),
    defectiveCount: Math.min(rng.int(0, worst), rng.int(0, worst)),
  };
}

function planLots(rng: Rng, market: AuctionSeedMarket, date: string, count: number, ctx: PlanContext) {
  const farmers = shuffled(rng, ctx.people.farmers);
  const start = istInstant(date, '07:00').getTime();
  // Farmers arrive from 07:00 to about 09:30; today's lots never get a time after now.
  const spacing = Math.floor((150 * MINUTE) / Math.max(count, 1));
  const lots: PlannedLot[] = [];
  for (let i = 0; i < count; i++) {
    const bivoltine = rng.next() < 0.6;
    const type = ctx.cocoonTypes.find((t) => t.silkName === (bivoltine ? 'BV' : 'CB')) ?? ctx.cocoonTypes[0]!;
    const kg = 20 + Math.floor(((rng.next() + rng.next()) / 2) * 180);
    const cocoonWeightGrams = kg * 1000 + rng.int(0, 99) * 10;
    const sample = sampleOf(rng, bivoltine);
    const planned = new Date(start + i * spacing + rng.int(0, Math.floor(spacing / 2000)) * 1000);
    const at = planned < ctx.now ? planned : new Date(ctx.now.getTime() - (count - i) * 1000);
    lots.push({
      index: i + 1,
      commandId: `seed-auction-${market.marketCode}-${date}-lot-${i + 1}`,
      at,
      farmer: farmers[i % farmers.length]!,
      cocoonTypeId: type.cocoonTypeId,
      silkName: type.silkName,
      // About 60-70 kg of cocoons per 100 disease-free layings brushed.
      lays: Math.max(25, Math.round((cocoonWeightGrams / 1000) * (1.4 + rng.next() * 0.3))),
      cocoonWeightGrams,
      sample,
      floorPaise: assay(sample, ctx.settings).floorPricePaisePerKg,
      outcome: 'new',
    });
  }
  return lots;
}

/** Bids of one lot in one slot: a few rupees over the floor, then over each other by the increment and more. */
function planBids(
  rng: Rng,
  ctx: PlanContext,
  lot: PlannedLot,
  slotStart: Date,
  prefix: string,
): PlannedBid[] {
  const carried = lot.outcome === 'open';
  const count = carried
    ? rng.next() < 0.3
      ? 0
      : rng.int(1, 4)
    : rng.next() < 0.1
      ? 0
      : rng.int(1, 4) + rng.int(0, 4);
  const offsets = Array.from({ length: count }, () => rng.int(20, SLOT_MINUTES * 60 - 15)).sort(
    (a, b) => a - b,
  );
  const ceiling = Math.max(82_000, lot.floorPaise + 3_000);
  const bids: PlannedBid[] = [];
  let amount = Math.ceil(lot.floorPaise / 100) * 100 + rng.int(0, 12) * 100;
  let previous: Person | null = null;
  let lastOffset = 0;
  for (const [n, offset] of offsets.entries()) {
    if (n > 0) amount += ctx.settings.minIncrementPaise + rng.int(0, 6) * 100;
    if (amount > ceiling) break;
    const choices = ctx.people.reelers.filter((r) => r !== previous);
    const reeler = rng.pick(choices.length > 0 ? choices : ctx.people.reelers);
    lastOffset = Math.max(offset, lastOffset + 1);
    bids.push({
      commandId: `${prefix}-bid-${n + 1}`,
      at: later(slotStart, lastOffset * 1000),
      reeler,
      amountPaise: amount,
    });
    previous = reeler;
  }
  return bids;
}

/** A weighing: crates of up to about 38 kg of cocoons (1.5 kg crate), or now and then one platform reading. */
function planWeight(rng: Rng, lot: PlannedLot, decidedAt: Date): PlannedWeight {
  // Cocoons lose a little moisture between inward and the scale.
  const netGrams = lot.cocoonWeightGrams - rng.int(0, Math.floor(lot.cocoonWeightGrams / 6_000)) * 10;
  const base = { lot, commandId: `${lot.commandId}-weight`, at: later(decidedAt, rng.int(10, 50) * MINUTE) };
  if (rng.next() < 0.1) return { ...base, crates: null, netGrams };
  const count = Math.ceil(netGrams / 38_000);
  const crates: Crate[] = [];
  let left = netGrams;
  for (let i = 0; i < count; i++) {
    const share = i === count - 1 ? left : Math.floor(netGrams / count) + rng.int(-100, 100) * 10;
    crates.push({ grossGrams: share + TARE_GRAMS, tareGrams: TARE_GRAMS });
    left -= share;
  }
  return { ...base, crates, netGrams: null };
}

interface PlanContext {
  people: People;
  cocoonTypes: SeedAuctionDaysOptions['cocoonTypes'];
  settings: AuctionSettings;
  now: Date;
  seed: number;
}

function planDay(market: AuctionSeedMarket, date: string, today: boolean, ctx: PlanContext): DayPlan {
  const rng = generator(daySeed(ctx.seed, market.marketCode, date));
  const [least, most] = market.lotsPerDay;
  const count = today ? market.lotsToday : rng.int(least, most);
  const plan: DayPlan = {
    market,
    date,
    today,
    lots: planLots(rng, market, date, count, ctx),
    slots: [],
    weights: [],
  };
  if (today || count === 0) return plan;

  const slotCount = Math.min(count, rng.int(2, 4));
  let first = 0;
  for (let s = 0; s < slotCount; s++) {
    const size = Math.floor(count / slotCount) + (s < count % slotCount ? 1 : 0);
    const previous = plan.slots[s - 1];
    // Most later slots reach back over the previous slot's lots, taking its unsold and refused ones along.
    const from = previous && rng.next() < 0.7 ? previous.from : plan.lots[first]!;
    const to = plan.lots[first + size - 1]!;
    first += size;
    const startMinutes = 10 * 60 + s * SLOT_EVERY_MINUTES;
    const startsAt = istInstant(date, hhmm(startMinutes));
    const endsAt = later(startsAt, SLOT_MINUTES * MINUTE);
    const prefix = `seed-auction-${market.marketCode}-${date}`;
    const slot: PlannedSlot = {
      commandId: `${prefix}-slot-${s + 1}`,
      scheduleAt: later(startsAt, -20 * MINUTE),
      startTime: hhmm(startMinutes),
      endTime: hhmm(startMinutes + SLOT_MINUTES),
      from,
      to,
      rounds: [],
      decisions: [],
    };
    const inRange = plan.lots.filter(
      (l) => l.index >= from.index && l.index <= to.index && l.outcome !== 'sold',
    );
    for (const lot of inRange) {
      const bids = planBids(rng, ctx, lot, startsAt, `${lot.commandId}-slot-${s + 1}`);
      slot.rounds.push({ lot, bids });
      lot.outcome = 'open';
      if (bids.length === 0) continue;
      // The officer goes down the list after the slot closes, before the next slot is set up.
      const at = later(endsAt, 3 * MINUTE + slot.decisions.length * 15_000);
      const decision = rng.next() < 0.9 ? 'approve' : 'reject';
      slot.decisions.push({ lot, commandId: `${lot.commandId}-slot-${s + 1}-decision`, at, decision });
      if (decision === 'approve') {
        lot.outcome = 'sold';
        plan.weights.push(planWeight(rng, lot, at));
      }
    }
    plan.slots.push(slot);
  }
  return plan;
}

async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

const asActor = (actor: Actor): CommandActor => ({
  ...actor,
  marketId: null,
  regionId: null,
  adOfficeId: null,
  branchId: null,
});

/**
 * Who approves the seeded market's batches (issue 25: no bank file on one person's word): the Assistant
 * Director of the market's AD office, as on a real market day; the seed refuses to run without one.
 */
async function secondPerson(db: ReadModelDb, staffUserName: string): Promise<CommandActor> {
  const ad = await db
    .selectFrom('app.staff_users as maker')
    .innerJoin('app.staff_users as ad', 'ad.ad_office_id', 'maker.ad_office_id')
    .select(['ad.user_id', 'ad.username', 'ad.user_type', 'ad.region_id', 'ad.ad_office_id'])
    .where('maker.username', '=', staffUserName)
    .where('ad.user_type', '=', 'AD')
    .where('ad.is_active', '=', 1)
    .orderBy('ad.username')
    .executeTakeFirst();
  if (!ad)
    throw new Error(`no Assistant Director over ${staffUserName}'s market to approve its seeded batches`);
  return {
    userId: ad.user_id,
    userName: ad.username,
    userType: ad.user_type,
    marketId: null,
    regionId: ad.region_id,
    adOfficeId: ad.ad_office_id,
    branchId: null,
  };
}

const reelerActor = (r: Person): Actor => ({ userId: r.customerId, userName: r.code, userType: 'Reeler' });

async function runDay(
  deps: RunDeps,
  plan: DayPlan,
  staff: Actor,
  ctx: PlanContext,
  totals: AuctionSeedTotals,
) {
  const { market, date } = plan;
  const { settings } = ctx;
  // Started together: the runner queues a stream's commands in call order, so the day stream hands out lot
  // numbers in arrival order while the lots' own streams are written side by side.
  const inwarded = await Promise.all(
    plan.lots.map((lot) =>
      inwardLot(
        new CommandRun(deps, asActor(staff), lot.commandId, lot.at),
        {
          marketId: market.marketId,
          inwardDate: date,
          farmerId: lot.farmer.customerId,
          farmerName: lot.farmer.name,
          farmerCode: lot.farmer.code,
          cocoonTypeId: lot.cocoonTypeId,
          silkName: lot.silkName,
          lays: lot.lays,
          cocoonWeightGrams: lot.cocoonWeightGrams,
          sample: lot.sample,
        },
        settings,
      ),
    ),
  );
  const lotIds = new Map(plan.lots.map((lot, i) => [lot, inwarded[i]!]));
  const idOf = (lot: PlannedLot) => lotIds.get(lot)!;
  for (const slot of plan.slots) {
    const scheduled = await scheduleSlot(
      new CommandRun(deps, asActor(staff), slot.commandId, slot.scheduleAt),
      {
        marketId: market.marketId,
        inwardDate: date,
        startTime: slot.startTime,
        endTime: slot.endTime,
        lotFrom: idOf(slot.from).lotNo,
        lotTo: idOf(slot.to).lotNo,
      },
    );
    if (scheduled.lotCount !== slot.rounds.length) {
      throw new Error(
        `${slot.commandId}: planned ${slot.rounds.length} lots, the domain put in ${scheduled.lotCount}`,
      );
    }
    totals.slots += 1;
    await eachLimited(slot.rounds, 8, async ({ lot, bids }) => {
      for (const bid of bids) {
        await placeBid(new CommandRun(deps, asActor(reelerActor(bid.reeler)), bid.commandId, bid.at), {
          lotId: idOf(lot).lotId,
          amountPaise: bid.amountPaise,
          reeler: {
            reelerId: bid.reeler.customerId,
            reelerName: bid.reeler.name,
            reelerCode: bid.reeler.code,
            marketId: market.marketId,
            isActive: true,
          },
          minIncrementPaise: settings.minIncrementPaise,
        });
        totals.bids += 1;
      }
    });
    await eachLimited(slot.decisions, 8, async (d) => {
      const lot = { lotId: idOf(d.lot).lotId, marketId: market.marketId };
      const reason = d.decision === 'reject' ? REJECT_REASON : null;
      await decideBid(new CommandRun(deps, asActor(staff), d.commandId, d.at), lot, d.decision, reason);
      totals[d.decision === 'approve' ? 'approved' : 'rejected'] += 1;
    });
  }
  const weighed: Array<{ lotId: string; farmerId: string }> = [];
  await eachLimited(plan.weights, 8, async (w) => {
    const lot = { lotId: idOf(w.lot).lotId, marketId: market.marketId };
    const levy = { farmerLevyBp: settings.farmerLevyBp, reelerLevyBp: settings.reelerLevyBp };
    const { weight } = await weighLot(
      new CommandRun(deps, asActor(staff), w.commandId, w.at),
      lot,
      { crates: w.crates, netGrams: w.netGrams, levy },
      null,
    );
    totals.weighed += 1;
    totals.amountPaise += weight.amountPaise;
    weighed.push({ lotId: lot.lotId, farmerId: w.lot.farmer.customerId });
  });
  return weighed;
}

/** The day's bills are processed at the close of the market, 17:00 IST. */
const billingTime = (date: string) => istInstant(date, '17:00');

/** Customers as a bill prints them, from their streams: the read model may still be catching up while seeding. */
async function customersFromStreams(
  streams: StreamRunner,
  customerIds: string[],
): Promise<Map<string, BillCustomer>> {
  const snapshots = new Map<string, BillCustomer>();
  await eachLimited(customerIds, 8, async (customerId) => {
    const { headCode, profile } = await loadCustomer(streams, customerId);
    snapshots.set(customerId, {
      customerId,
      code: headCode,
      name: profile.ledgerName,
      fatherName: profile.fatherName ?? null,
      village: profile.city ?? null,
      tscName: null,
      mobileNo: profile.mobileNo ?? null,
      licenseNo: profile.licenseNo ?? null,
      bankName: profile.bankName ?? null,
      bankAccountMasked: maskLast4(profile.bankAcNo),
      ifscCode: profile.ifscCode ?? null,
    });
  });
  return snapshots;
}

async function loadPeople(streams: StreamRunner, customerIds: readonly string[]) {
  const byMarket = new Map<string, People>();
  await eachLimited(customerIds, 8, async (customerId) => {
    const customer = await loadCustomer(streams, customerId);
    if (customer.isActive !== CUSTOMER_STATUS.active) return;
    const people = byMarket.get(customer.branchId) ?? { farmers: [], reelers: [] };
    byMarket.set(customer.branchId, people);
    const person = { customerId, name: customer.profile.ledgerName, code: customer.headCode };
    (customer.customerType === 'farmer' ? people.farmers : people.reelers).push(person);
  });
  // Loaded in parallel: order by head code so the same people get the same lots on every run.
  for (const people of byMarket.values()) {
    people.farmers.sort((a, b) => a.code.localeCompare(b.code));
    people.reelers.sort((a, b) => a.code.localeCompare(b.code));
  }
  return byMarket;
}

export async function seedAuctionDays(
  db: ReadModelDb,
  store: EventStore,
  options: SeedAuctionDaysOptions,
): Promise<AuctionSeedTotals> {
  const { days = 30, now = new Date(), seed = 20_261_122, concurrency = 8 } = options;
  const deps: RunDeps = { db, store, streams: new StreamRunner(store) };
  const people = await loadPeople(deps.streams, options.customerIds);
  const today = businessDate(now);
  const totals: AuctionSeedTotals = {
    lots: 0,
    todayLots: 0,
    slots: 0,
    bids: 0,
    approved: 0,
    rejected: 0,
    weighed: 0,
    amountPaise: 0,
    bills: 0,
    cashPayments: 0,
    batchRows: 0,
    failedRows: 0,
    reelerReceipts: 0,
  };
  const work: { plan: DayPlan; staff: Actor; approver: CommandActor; ctx: PlanContext }[] = [];
  for (const market of options.markets) {
    const marketPeople = people.get(market.marketId);
    if (!marketPeople || marketPeople.farmers.length === 0 || marketPeople.reelers.length === 0) continue;
    const account = await db
      .selectFrom('app.staff_users')
      .select(['user_id', 'username', 'user_type'])
      .where('username', '=', market.staffUserName)
      .executeTakeFirstOrThrow(
        () => new Error(`no staff account ${market.staffUserName} to seed auctions as`),
      );
    const staff = { userId: account.user_id, userName: account.username, userType: account.user_type };
    const approver = await secondPerson(db, market.staffUserName);
    const ctx: PlanContext = {
      people: marketPeople,
      cocoonTypes: options.cocoonTypes,
      settings: options.settings,
      now,
      seed,
    };
    for (let d = days; d >= 0; d--) {
      work.push({ plan: planDay(market, shiftDate(today, -d), d === 0, ctx), staff, approver, ctx });
    }
  }
  const weighedLots = new Map<DayPlan, Array<{ lotId: string; farmerId: string }>>();
  const paymentDays: PaymentSeedDay[] = [];
  const receiptDays: ReceiptSeedDay[] = [];
  await eachLimited(work, concurrency, async ({ plan, staff, ctx }) => {
    weighedLots.set(plan, await runDay(deps, plan, staff, ctx, totals));
    totals[plan.today ? 'todayLots' : 'lots'] += plan.lots.length;
  });
  // Past days are billed as their market's office would have, day after day, so the numbers run in date order.
  for (const { plan, staff, approver } of work) {
    if (plan.today) continue;
    const run = new CommandRun(
      deps,
      asActor(staff),
      `seed-bills-${plan.market.marketCode}-${plan.date}`,
      billingTime(plan.date),
    );
    const billNos = new Map<string, string>();
    const invoices: ReceiptSeedDay['invoices'][number][] = [];
    for (const billType of ['farmer', 'reeler'] as const) {
      const events = await billDay(run, {
        market: { marketId: plan.market.marketId, marketCode: plan.market.marketCode },
        date: plan.date,
        billType,
        mode: 'issue',
        lotIds: (weighedLots.get(plan) ?? []).map((lot) => lot.lotId),
        customers: (ids) => customersFromStreams(deps.streams, ids),
      });
      totals.bills += events.filter((e) => e.type === 'BillIssued').length;
      for (const e of events) {
        if (e.type !== 'BillIssued') continue;
        if (billType === 'reeler') invoices.push(e.data);
        else for (const line of e.data.lines) billNos.set(line.lotId, e.data.invoiceNo);
      }
    }
    receiptDays.push({
      market: { marketId: plan.market.marketId, marketCode: plan.market.marketCode },
      date: plan.date,
      staff: asActor(staff),
      invoices,
    });
    paymentDays.push({
      market: { marketId: plan.market.marketId, marketCode: plan.market.marketCode },
      date: plan.date,
      staff: asActor(staff),
      approver,
      lots: weighedLots.get(plan) ?? [],
      billNos,
    });
  }
  // Then the reelers pay their invoices and the farmers are paid, day by day as the accounts counter would have,
  // from the cash the market holds (seed/cash-book.ts, seed/farmer-payments.ts, seed/reeler-receipts.ts).
  const money = await seedMoney(deps, paymentDays, receiptDays, { today, seed });
  totals.cashPayments += money.cashPayments;
  totals.batchRows += money.batchRows;
  totals.failedRows += money.failedRows;
  totals.reelerReceipts += money.reelerReceipts;
  return totals;
}
