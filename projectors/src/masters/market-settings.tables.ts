import type { DateOnly, Int8, Timestamp } from '../shared/column-types.js';

/** The tables `masters.market-settings` writes (its migration `0001_create`). */
export interface MarketSettingsTables {
  market_settings: {
    event_id: string;
    key: string;
    market_id: string | null;
    value: Int8;
    effective_from: DateOnly;
    set_by: string | null;
    set_at: Timestamp;
  };
}
