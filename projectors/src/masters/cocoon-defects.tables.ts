import type { Generated } from 'kysely';
import type { Timestamp } from '../shared/column-types.js';

/** The tables `masters.cocoon-defects` writes (its migration `0001_create`). */
export interface CocoonDefectsTables {
  cocoon_defects: {
    defect_id: string;
    defect_code: string;
    defect_name: string;
    is_active: Generated<number>;
    created_at: Timestamp;
    updated_at: Timestamp;
    updated_by: string | null;
  };
}
