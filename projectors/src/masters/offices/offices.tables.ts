import type { Generated } from 'kysely';
import type { Timestamp } from '../../shared/column-types.js';

/** Columns every office table ends with (`audited` in offices.schema.ts). */
interface Audited {
  is_active: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  updated_by: string | null;
}

/** The tables `masters.offices` writes (its migration `0001_create`, offices.schema.ts). */
export interface OfficesTables {
  regions: Audited & {
    region_id: string;
    region_code: string;
    region_name: string;
  };
  ad_offices: Audited & {
    ad_office_id: string;
    ad_code: string;
    name: string;
    region_id: string;
    region_code: string | null;
    region_name: string | null;
    ad_staff_id: string | null;
    ad_name: string | null;
    ad_user_name: string | null;
    ad_mobile_no: string | null;
    ad_email_id: string | null;
    ad_is_active: number | null;
  };
  branches: Audited & {
    branch_id: string;
    branch_code: string;
    name_en: string;
    name_ta: string;
    kind: 'market' | 'tsc';
    ad_office_id: string;
    ad_office_name: string | null;
    region_id: string;
    region_name: string | null;
    address1: string;
    address2: string | null;
    city: string;
    pin_code: string;
    mobile_no: string;
    office_no: string | null;
    alternate_no: string | null;
    email_id: string;
  };
  staff: Audited & {
    staff_id: string;
    user_name: string;
    name: string;
    user_type: string;
    designation: string | null;
    mobile_no: string;
    email_id: string;
    region_id: string | null;
    region_code: string | null;
    region_name: string | null;
    ad_office_id: string | null;
    ad_office_name: string | null;
    branch_id: string | null;
    branch_code: string | null;
    branch_name: string | null;
  };
}
