import type { CustomerType } from '@cocoon/domain';
import type { Timestamp } from '../../shared/column-types.js';

/** The tables `masters.customers` writes (its migrations `0001_create`, `0002_search`). */
export interface CustomersTables {
  customers: {
    customer_id: string;
    customer_type: CustomerType;
    branch_id: string;
    head_code: string;
    ledger_name: string;
    father_name: string;
    address: string;
    street_name: string | null;
    area_name: string | null;
    city: string;
    taluk_id: number;
    district_id: number;
    pincode: string;
    mobile_no: string;
    whatsapp: string | null;
    alt_phone: string | null;
    email_id: string | null;
    gst_no: string | null;
    aadhaar_no: string | null;
    aadhaar_masked: string | null;
    pan_no: string | null;
    pan_masked: string | null;
    bank_ac_no: string | null;
    bank_ac_masked: string | null;
    bank_ac_name: string | null;
    bank_name: string | null;
    bank_branch_name: string | null;
    ifsc_code: string | null;
    bank_ac_type: string | null;
    position: string | null;
    device_id: string | null;
    gender: string;
    community: string | null;
    tsc_id: string | null;
    basin_count: number | null;
    license_no: string | null;
    /** ISO text, not date (see the migration). */
    license_date: string | null;
    reeler_type: string | null;
    farmer_type: string | null;
    /** 1 active, 0 deactivated, 2 awaiting OTP verification. */
    is_active: number;
    verified_at: Timestamp | null;
    created_at: Timestamp;
    created_by: string | null;
    updated_at: Timestamp;
    updated_by: string | null;
  };
}
