import { sql } from 'kysely';
import type { ReadModelDb } from '../runtime/types.js';

/** Lots, their bids and the day's slots, shaped for the e-auction screens. */
export async function createAuctionTables(db: ReadModelDb): Promise<void> {
  await db.schema
    .createTable('auction_lots')
    .addColumn('lot_id', 'uuid', (c) => c.primaryKey())
    // The market; named like every other market-scoped table so scopeFilter applies.
    .addColumn('branch_id', 'uuid', (c) => c.notNull())
    .addColumn('inward_date', 'text', (c) => c.notNull())
    .addColumn('lot_no', 'integer', (c) => c.notNull())
    .addColumn('farmer_id', 'uuid', (c) => c.notNull())
    .addColumn('farmer_name', 'text', (c) => c.notNull())
    .addColumn('farmer_code', 'text', (c) => c.notNull())
    .addColumn('cocoon_type_id', 'uuid', (c) => c.notNull())
    .addColumn('silk_name', 'text', (c) => c.notNull())
    .addColumn('lays', 'integer', (c) => c.notNull())
    .addColumn('cocoon_weight_grams', 'integer', (c) => c.notNull())
    .addColumn('sample_count', 'integer', (c) => c.notNull())
    .addColumn('cocoon_weight_mg', 'integer', (c) => c.notNull())
    .addColumn('shell_weight_mg', 'integer', (c) => c.notNull())
    .addColumn('defective_count', 'integer', (c) => c.notNull())
    .addColumn('shell_ratio_bp', 'integer', (c) => c.notNull())
    .addColumn('defect_bp', 'integer', (c) => c.notNull())
    .addColumn('cocoons_per_kg', 'integer', (c) => c.notNull())
    .addColumn('renditta_x100', 'integer', (c) => c.notNull())
    .addColumn('floor_price_paise', 'integer', (c) => c.notNull())
    .addColumn('slot_id', 'uuid')
    .addColumn('slot_no', 'integer')
    .addColumn('slot_starts_at', 'timestamptz')
    .addColumn('slot_ends_at', 'timestamptz')
    .addColumn('bid_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('round_bid_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('highest_bid_id', 'uuid')
    .addColumn('highest_bid_paise', 'integer')
    .addColumn('highest_reeler_id', 'uuid')
    .addColumn('highest_reeler_name', 'text')
    .addColumn('highest_reeler_code', 'text')
    .addColumn('highest_bid_at', 'timestamptz')
    .addColumn('decision', 'text')
    .addColumn('decision_reason', 'text')
    .addColumn('decided_at', 'timestamptz')
    .addColumn('decided_by', 'text')
    .addColumn('net_grams', 'integer')
    .addColumn('crates', 'jsonb')
    .addColumn('rate_paise', 'integer')
    .addColumn('amount_paise', 'bigint')
    .addColumn('farmer_levy_paise', 'bigint')
    .addColumn('reeler_levy_paise', 'bigint')
    .addColumn('farmer_net_paise', 'bigint')
    .addColumn('reeler_payable_paise', 'bigint')
    .addColumn('weighed_at', 'timestamptz')
    .addColumn('weighed_by', 'text')
    .addColumn('weight_corrections', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create unique index auction_lots_number_idx on auction_lots (branch_id, inward_date, lot_no)`.execute(
    db,
  );
  await sql`create index auction_lots_slot_idx on auction_lots (slot_id)`.execute(db);
  await sql`create index auction_lots_date_idx on auction_lots (inward_date, branch_id)`.execute(db);

  await db.schema
    .createTable('auction_bids')
    .addColumn('bid_id', 'uuid', (c) => c.primaryKey())
    .addColumn('lot_id', 'uuid', (c) => c.notNull())
    .addColumn('branch_id', 'uuid', (c) => c.notNull())
    .addColumn('slot_id', 'uuid', (c) => c.notNull())
    .addColumn('bid_no', 'integer', (c) => c.notNull())
    .addColumn('reeler_id', 'uuid', (c) => c.notNull())
    .addColumn('reeler_name', 'text', (c) => c.notNull())
    .addColumn('reeler_code', 'text', (c) => c.notNull())
    .addColumn('amount_paise', 'integer', (c) => c.notNull())
    .addColumn('placed_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create unique index auction_bids_lot_idx on auction_bids (lot_id, bid_no)`.execute(db);
  await sql`create index auction_bids_slot_idx on auction_bids (slot_id)`.execute(db);
  await sql`create index auction_bids_reeler_idx on auction_bids (reeler_id, placed_at)`.execute(db);

  await db.schema
    .createTable('auction_slots')
    .addColumn('slot_id', 'uuid', (c) => c.primaryKey())
    .addColumn('branch_id', 'uuid', (c) => c.notNull())
    .addColumn('inward_date', 'text', (c) => c.notNull())
    .addColumn('slot_no', 'integer', (c) => c.notNull())
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('lot_from', 'integer', (c) => c.notNull())
    .addColumn('lot_to', 'integer', (c) => c.notNull())
    .addColumn('lot_count', 'integer', (c) => c.notNull())
    .addColumn('bid_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .execute();
  await sql`create unique index auction_slots_number_idx on auction_slots (branch_id, inward_date, slot_no)`.execute(
    db,
  );
  await sql`create index auction_slots_starts_idx on auction_slots (starts_at)`.execute(db);
}

/**
 * A correction of a paid lot waiting for the Assistant Director (issue 22): what was asked, by whom, why. Null
 * when none waits; the approval list reads the lots where it is set.
 */
export async function addPendingCorrections(db: ReadModelDb): Promise<void> {
  await db.schema.alterTable('auction_lots').addColumn('pending_correction', 'jsonb').execute();
  await sql`create index auction_lots_pending_correction on auction_lots (branch_id)
    where pending_correction is not null`.execute(db);
}
