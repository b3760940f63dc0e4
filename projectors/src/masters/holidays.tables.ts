import type { Timestamp } from '../shared/column-types.js';

/** The table `masters.holidays` writes (its migration `0001_create`): one row per market and holiday date. */
export interface HolidaysTables {
  holidays: {
    market_id: string;
    /** 'YYYY-MM-DD' text: a date column would come back as a local-midnight Date. */
    holiday_date: string;
    name: string;
    name_tamil: string | null;
    source: string;
    added_by: string | null;
    added_at: Timestamp;
  };
}
