import { sql } from 'kysely';
import type { ReadModelDb } from '../../runtime/types.js';

/**
 * One lot's whole life as plain facts: who brought it, its assay, its slot, how it ended (weighed, rejected or
 * unsold), its winning bid and weight, and when each step happened. The same facts are written two ways:
 * as the events the auction would record (lot-fact-events.ts, for the proof on a small size) and straight into
 * the read tables by set-based SQL (`writeLotRows`, for ten years), so the generator at scale writes exactly what
 * the projection would. Amounts are not facts: each path computes them (the domain's `lotAmounts` on the event
 * path, the same half-up integer division in SQL here), and the proof checks they agree to the paisa.
 */
export interface LotFact {
  lotId: string;
  marketId: string;
  inwardDate: string;
  lotNo: number;
  farmer: Person;
  cocoonTypeId: string;
  silkName: string;
  lays: number;
  cocoonWeightGrams: number;
  sample: { sampleCount: number; cocoonWeightMg: number; shellWeightMg: number; defectiveCount: number };
  assay: {
    shellRatioBp: number;
    defectBp: number;
    cocoonsPerKg: number;
    rendittaX100: number;
    floorPricePaisePerKg: number;
  };
  slotNo: number;
  /** When the slot was scheduled (the SlotScheduled command's time), and the slot's window. */
  slotAt: string;
  slotStartsAt: string;
  slotEndsAt: string;
  outcome: LotOutcome;
  /** Bids placed (0 for an unsold lot); bid k of n is the highest less (n - k) increments, 15 s apart. */
  bids: number;
  reeler: Person | null;
  highBidPaise: number | null;
  /** When the highest bid was placed. */
  bidAt: string | null;
  decidedAt: string | null;
  netGrams: number | null;
  farmerLevyBp: number;
  reelerLevyBp: number;
  inwardAt: string;
  weighedAt: string | null;
  /** The officer who inwarded, scheduled, decided and weighed (the user name the projection stamps). */
  userName: string;
}

export interface Person {
  id: string;
  name: string;
  code: string;
}

export type LotOutcome = 'weighed' | 'rejected' | 'unsold';

/** Rupees 5: the step between a lot's generated bids. */
export const BID_STEP_PAISE = 500;
/** Seconds between a lot's generated bids. */
export const BID_GAP_SECONDS = 15;
/** One crate's tare: the generator weighs a lot as one crate of gross = net + tare. */
export const CRATE_TARE_GRAMS = 2000;
export const REJECT_REASON = 'Price too low';

/** The staging table both the generator and `writeLotFacts` fill; `writeLotRows` reads it. */
export const FACTS_TABLE = sql.id('scale', 'lot_facts');

export async function createFactsTable(db: ReadModelDb): Promise<void> {
  await sql`create schema if not exists scale`.execute(db);
  // Unlogged: a staging area rebuilt on every run, never worth the WAL.
  await sql`create unlogged table if not exists ${FACTS_TABLE} (
    lot_id uuid primary key, branch_id uuid not null, inward_date text not null, lot_no int not null,
    farmer_id uuid not null, farmer_name text not null, farmer_code text not null,
    cocoon_type_id uuid not null, silk_name text not null, lays int not null, cocoon_weight_grams int not null,
    sample_count int not null, cocoon_weight_mg int not null, shell_weight_mg int not null,
    defective_count int not null, shell_ratio_bp int not null, defect_bp int not null, cocoons_per_kg int not null,
    renditta_x100 int not null, floor_price_paise int not null,
    slot_no int not null, slot_at timestamptz not null, slot_starts_at timestamptz not null,
    slot_ends_at timestamptz not null, outcome text not null, bids int not null,
    reeler_id uuid, reeler_name text, reeler_code text, high_bid_paise int, bid_at timestamptz,
    decided_at timestamptz, net_grams int, farmer_levy_bp int not null, reeler_levy_bp int not null,
    inward_at timestamptz not null, weighed_at timestamptz, user_name text not null)`.execute(db);
}

/** Puts a list of facts in the staging table (the small-size path; the generator fills it with SQL). */
export async function stageLotFacts(db: ReadModelDb, facts: readonly LotFact[]): Promise<void> {
  await createFactsTable(db);
  await sql`truncate ${FACTS_TABLE}`.execute(db);
  const rows = facts.map((f) => ({
    lot_id: f.lotId,
    branch_id: f.marketId,
    inward_date: f.inwardDate,
    lot_no: f.lotNo,
    farmer_id: f.farmer.id,
    farmer_name: f.farmer.name,
    farmer_code: f.farmer.code,
    cocoon_type_id: f.cocoonTypeId,
    silk_name: f.silkName,
    lays: f.lays,
    cocoon_weight_grams: f.cocoonWeightGrams,
    sample_count: f.sample.sampleCount,
    cocoon_weight_mg: f.sample.cocoonWeightMg,
    shell_weight_mg: f.sample.shellWeightMg,
    defective_count: f.sample.defectiveCount,
    shell_ratio_bp: f.assay.shellRatioBp,
    defect_bp: f.assay.defectBp,
    cocoons_per_kg: f.assay.cocoonsPerKg,
    renditta_x100: f.assay.rendittaX100,
    floor_price_paise: f.assay.floorPricePaisePerKg,
    slot_no: f.slotNo,
    slot_at: f.slotAt,
    slot_starts_at: f.slotStartsAt,
    slot_ends_at: f.slotEndsAt,
    outcome: f.outcome,
    bids: f.bids,
    reeler_id: f.reeler?.id ?? null,
    reeler_name: f.reeler?.name ?? null,
    reeler_code: f.reeler?.code ?? null,
    high_bid_paise: f.highBidPaise,
    bid_at: f.bidAt,
    decided_at: f.decidedAt,
    net_grams: f.netGrams,
    farmer_levy_bp: f.farmerLevyBp,
    reeler_levy_bp: f.reelerLevyBp,
    inward_at: f.inwardAt,
    weighed_at: f.weighedAt,
    user_name: f.userName,
  }));
  const CHUNK = 1_000;
  for (let start = 0; start < rows.length; start += CHUNK) {
    await sql`insert into ${FACTS_TABLE} select * from jsonb_populate_recordset(null::scale.lot_facts,
      ${JSON.stringify(rows.slice(start, start + CHUNK))}::jsonb)`.execute(db);
  }
}

/** Deterministic ids, the same in SQL and in TypeScript (ids.ts): md5 of a key read as a UUID. */
const slotIdSql = sql`md5('slot:' || f.branch_id || ':' || f.inward_date || ':' || f.slot_no)::uuid`;
const bidIdSql = (n: ReturnType<typeof sql>) => sql`md5('bid:' || f.lot_id || ':' || ${n})::uuid`;
/** domain's divideRounded (half up, integers only) as SQL over bigint. */
const divideRounded = (n: ReturnType<typeof sql>, d: number) => sql`((2 * (${n}) + ${d}) / (2 * ${d}))`;

/**
 * Writes the staged facts into read.auction_lots, auction_slots and (when `bids`) auction_bids, each column as
 * auction.ts writes it after the lot's last event. Set-based: one statement per table, so a month of 25 markets
 * is a few seconds.
 */
export async function writeLotRows(db: ReadModelDb, options: { bids: boolean }): Promise<void> {
  const amount = divideRounded(sql`f.net_grams::bigint * f.high_bid_paise`, 1000);
  const weighed = sql`f.outcome = 'weighed'`;
  const bid = sql`f.outcome <> 'unsold'`;
  await sql`insert into read.auction_lots (lot_id, branch_id, inward_date, lot_no, farmer_id, farmer_name,
      farmer_code, cocoon_type_id, silk_name, lays, cocoon_weight_grams, sample_count, cocoon_weight_mg,
      shell_weight_mg, defective_count, shell_ratio_bp, defect_bp, cocoons_per_kg, renditta_x100,
      floor_price_paise, slot_id, slot_no, slot_starts_at, slot_ends_at, bid_count, round_bid_count,
      highest_bid_id, highest_bid_paise, highest_reeler_id, highest_reeler_name, highest_reeler_code,
      highest_bid_at, decision, decision_reason, decided_at, decided_by, net_grams, crates, rate_paise,
      amount_paise, farmer_levy_paise, reeler_levy_paise, farmer_net_paise, reeler_payable_paise, weighed_at,
      weighed_by, weight_corrections, created_at, created_by, updated_at)
    select f.lot_id, f.branch_id, f.inward_date, f.lot_no, f.farmer_id, f.farmer_name, f.farmer_code,
      f.cocoon_type_id, f.silk_name, f.lays, f.cocoon_weight_grams, f.sample_count, f.cocoon_weight_mg,
      f.shell_weight_mg, f.defective_count, f.shell_ratio_bp, f.defect_bp, f.cocoons_per_kg, f.renditta_x100,
      f.floor_price_paise, ${slotIdSql}, f.slot_no, f.slot_starts_at, f.slot_ends_at, f.bids, f.bids,
      case when ${bid} then ${bidIdSql(sql`f.bids`)} end,
      case when ${bid} then f.high_bid_paise end,
      case when ${bid} then f.reeler_id end,
      case when ${bid} then f.reeler_name end,
      case when ${bid} then f.reeler_code end,
      case when ${bid} then f.bid_at end,
      case f.outcome when 'weighed' then 'approved' when 'rejected' then 'rejected' end,
      case when f.outcome = 'rejected' then ${REJECT_REASON} end,
      case when ${bid} then f.decided_at end,
      case when ${bid} then f.user_name end,
      case when ${weighed} then f.net_grams end,
      case when ${weighed} then jsonb_build_array(jsonb_build_object('grossGrams', f.net_grams + ${CRATE_TARE_GRAMS}::int,
        'tareGrams', ${CRATE_TARE_GRAMS}::int)) end,
      case when ${weighed} then f.high_bid_paise end,
      case when ${weighed} then a.amount end,
      case when ${weighed} then a.farmer_levy end,
      case when ${weighed} then a.reeler_levy end,
      case when ${weighed} then a.amount - a.farmer_levy end,
      case when ${weighed} then a.amount + a.reeler_levy end,
      case when ${weighed} then f.weighed_at end,
      case when ${weighed} then f.user_name end,
      0, f.inward_at, f.user_name,
      case f.outcome when 'weighed' then f.weighed_at when 'rejected' then f.decided_at else f.slot_at end
    from ${FACTS_TABLE} f
    cross join lateral (select ${amount} as amount) m
    cross join lateral (select m.amount,
      ${divideRounded(sql`m.amount * f.farmer_levy_bp`, 10_000)} as farmer_levy,
      ${divideRounded(sql`m.amount * f.reeler_levy_bp`, 10_000)} as reeler_levy) a`.execute(db);

  await sql`insert into read.auction_slots (slot_id, branch_id, inward_date, slot_no, starts_at, ends_at, lot_from,
      lot_to, lot_count, bid_count, created_at, created_by)
    select ${slotIdSql}, f.branch_id, f.inward_date, f.slot_no, min(f.slot_starts_at), min(f.slot_ends_at),
      min(f.lot_no), max(f.lot_no), count(*), sum(f.bids), min(f.slot_at), min(f.user_name)
    from ${FACTS_TABLE} f group by f.branch_id, f.inward_date, f.slot_no`.execute(db);

  if (options.bids) await writeBidRows(db);
}

/** Every bid of the staged lots: bid k of n is the highest less (n - k) steps, 15 s apart (lot-fact-events.ts). */
export async function writeBidRows(db: ReadModelDb): Promise<void> {
  await sql`insert into read.auction_bids (bid_id, lot_id, branch_id, slot_id, bid_no, reeler_id, reeler_name,
      reeler_code, amount_paise, placed_at)
    select ${bidIdSql(sql`k`)}, f.lot_id, f.branch_id, ${slotIdSql}, k, f.reeler_id, f.reeler_name, f.reeler_code,
      f.high_bid_paise - (f.bids - k) * ${BID_STEP_PAISE}::int,
      f.bid_at - (f.bids - k) * interval '${sql.raw(String(BID_GAP_SECONDS))} seconds'
    from ${FACTS_TABLE} f cross join lateral generate_series(1, f.bids) k`.execute(db);
}

/** The staged facts read back as `LotFact`s (the generator's output, for the event path of the proof). */
export async function readStagedFacts(db: ReadModelDb): Promise<LotFact[]> {
  return db.transaction().execute(async (trx) => {
    await sql`set local timezone = 'UTC'`.execute(trx);
    const { rows } = await sql<{ f: Record<string, unknown> }>`
      select to_jsonb(f) as f from ${FACTS_TABLE} f order by branch_id, inward_date, lot_no`.execute(trx);
    return rows.map(({ f }) => {
      const at = (key: string) => (f[key] === null ? null : new Date(String(f[key])).toISOString());
      const num = (key: string) => f[key] as number;
      const person = (prefix: string): Person | null =>
        f[`${prefix}_id`] === null
          ? null
          : {
              id: String(f[`${prefix}_id`]),
              name: String(f[`${prefix}_name`]),
              code: String(f[`${prefix}_code`]),
            };
      return {
        lotId: String(f.lot_id),
        marketId: String(f.branch_id),
        inwardDate: String(f.inward_date),
        lotNo: num('lot_no'),
        farmer: person('farmer')!,
        cocoonTypeId: String(f.cocoon_type_id),
        silkName: String(f.silk_name),
        lays: num('lays'),
        cocoonWeightGrams: num('cocoon_weight_grams'),
        sample: {
          sampleCount: num('sample_count'),
          cocoonWeightMg: num('cocoon_weight_mg'),
          shellWeightMg: num('shell_weight_mg'),
          defectiveCount: num('defective_count'),
        },
        assay: {
          shellRatioBp: num('shell_ratio_bp'),
          defectBp: num('defect_bp'),
          cocoonsPerKg: num('cocoons_per_kg'),
          rendittaX100: num('renditta_x100'),
          floorPricePaisePerKg: num('floor_price_paise'),
        },
        slotNo: num('slot_no'),
        slotAt: at('slot_at')!,
        slotStartsAt: at('slot_starts_at')!,
        slotEndsAt: at('slot_ends_at')!,
        outcome: f.outcome as LotOutcome,
        bids: num('bids'),
        reeler: person('reeler'),
        highBidPaise: f.high_bid_paise as number | null,
        bidAt: at('bid_at'),
        decidedAt: at('decided_at'),
        netGrams: f.net_grams as number | null,
        farmerLevyBp: num('farmer_levy_bp'),
        reelerLevyBp: num('reeler_levy_bp'),
        inwardAt: at('inward_at')!,
        weighedAt: at('weighed_at'),
        userName: String(f.user_name),
      };
    });
  });
}
