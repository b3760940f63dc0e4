import type { Generated } from 'kysely';
import type { Int8, Json, Timestamp } from '../shared/column-types.js';

/** The tables `auction.lots` writes (its migration `0001_create`, auction.schema.ts). */
export interface AuctionTables {
  auction_lots: {
    lot_id: string;
    /** The market. */
    branch_id: string;
    inward_date: string;
    lot_no: number;
    farmer_id: string;
    farmer_name: string;
    farmer_code: string;
    cocoon_type_id: string;
    silk_name: string;
    lays: number;
    cocoon_weight_grams: number;
    sample_count: number;
    cocoon_weight_mg: number;
    shell_weight_mg: number;
    defective_count: number;
    shell_ratio_bp: number;
    defect_bp: number;
    cocoons_per_kg: number;
    renditta_x100: number;
    floor_price_paise: number;
    slot_id: string | null;
    slot_no: number | null;
    slot_starts_at: Timestamp | null;
    slot_ends_at: Timestamp | null;
    bid_count: Generated<number>;
    round_bid_count: Generated<number>;
    highest_bid_id: string | null;
    highest_bid_paise: number | null;
    highest_reeler_id: string | null;
    highest_reeler_name: string | null;
    highest_reeler_code: string | null;
    highest_bid_at: Timestamp | null;
    decision: 'approved' | 'rejected' | null;
    decision_reason: string | null;
    decided_at: Timestamp | null;
    decided_by: string | null;
    net_grams: number | null;
    crates: Json<{ grossGrams: number; tareGrams: number }[]> | null;
    rate_paise: number | null;
    amount_paise: Int8 | null;
    farmer_levy_paise: Int8 | null;
    reeler_levy_paise: Int8 | null;
    farmer_net_paise: Int8 | null;
    reeler_payable_paise: Int8 | null;
    weighed_at: Timestamp | null;
    weighed_by: string | null;
    weight_corrections: Generated<number>;
    pending_correction: PendingCorrectionRow | null;
    created_at: Timestamp;
    created_by: string | null;
    updated_at: Timestamp;
  };
  auction_bids: {
    bid_id: string;
    lot_id: string;
    branch_id: string;
    slot_id: string;
    bid_no: number;
    reeler_id: string;
    reeler_name: string;
    reeler_code: string;
    amount_paise: number;
    placed_at: Timestamp;
  };
  auction_slots: {
    slot_id: string;
    branch_id: string;
    inward_date: string;
    slot_no: number;
    starts_at: Timestamp;
    ends_at: Timestamp;
    lot_from: number;
    lot_to: number;
    lot_count: number;
    bid_count: Generated<number>;
    created_at: Timestamp;
    created_by: string | null;
  };
}

/** `auction_lots.pending_correction`: a correction of a paid lot awaiting approval. */
export interface PendingCorrectionRow {
  requestId: string;
  netGrams: number;
  previousNetGrams: number;
  farmerNetPaise: number;
  previousFarmerNetPaise: number;
  reason: string;
  requestedBy: string;
  requestedAt: string;
}
