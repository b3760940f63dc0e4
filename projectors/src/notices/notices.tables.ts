import type { Json, Timestamp } from '../shared/column-types.js';

/** The tables `notices.registry` writes (its migration `0001_create`). */
export interface NoticesTables {
  /** Every template the Admin registered, deactivated ones kept (a message names the one it used). */
  notice_templates: {
    template_id: string;
    purpose: string;
    dlt_template_id: string;
    gateway_template_id: string | null;
    header: string;
    language: string;
    text: string;
    slots: Json<{ name: string; maxLength: number }[]>;
    active: boolean;
    saved_by: string | null;
    saved_at: Timestamp;
  };
  /** A market's default language for notices; a market without a row writes in Tamil. */
  notice_market_languages: { market_id: string; language: string };
  /** A farmer's own choice: language (null: the market's) and opt-out. */
  notice_farmer_preferences: {
    market_id: string;
    farmer_id: string;
    language: string | null;
    opt_out: boolean;
    set_by: string | null;
    set_at: Timestamp;
  };
}
