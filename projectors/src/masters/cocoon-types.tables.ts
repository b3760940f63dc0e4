import type { Generated } from 'kysely';
import type { Timestamp } from '../shared/column-types.js';

/** The tables `masters.cocoon-types` writes (its migration `0001_create`). */
export interface CocoonTypesTables {
  cocoon_types: {
    cocoon_id: string;
    name: string;
    short_name: string;
    is_active: Generated<number>;
    created_at: Timestamp;
    updated_at: Timestamp;
    updated_by: string | null;
  };
}
