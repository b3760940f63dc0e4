import { CUSTOMER_EVENT_TYPES, customerEventSchema, maskLast4, type StoredProfile } from '@cocoon/domain';
import type { RecordedEvent } from '@cocoon/eventstore';
import { sql, type UpdateObject } from 'kysely';
import type { ReadModels } from '../../read-models.js';
import type { Projection, ReadModelDb, ReadModelTransaction } from '../../runtime/types.js';
import { stampOf } from '../../shared/stamp.js';

/**
 * Farmers and reelers for the list screens, the entry form and the OTP lookup. Masked copies of Aadhaar, PAN and
 * bank account sit beside the full values, so list queries never select a full number.
 */
export const customersProjection: Projection = {
  name: 'masters.customers',
  eventTypes: CUSTOMER_EVENT_TYPES,
  tables: ['customers'],
  migrations: {
    '0001_create': async (db: ReadModelDb) => {
      await db.schema
        .createTable('customers')
        .addColumn('customer_id', 'uuid', (c) => c.primaryKey())
        .addColumn('customer_type', 'text', (c) => c.notNull())
        .addColumn('branch_id', 'uuid', (c) => c.notNull())
        .addColumn('head_code', 'text', (c) => c.notNull())
        .addColumn('ledger_name', 'text', (c) => c.notNull())
        .addColumn('father_name', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('street_name', 'text')
        .addColumn('area_name', 'text')
        .addColumn('city', 'text', (c) => c.notNull())
        .addColumn('taluk_id', 'integer', (c) => c.notNull())
        .addColumn('district_id', 'integer', (c) => c.notNull())
        .addColumn('pincode', 'text', (c) => c.notNull())
        .addColumn('mobile_no', 'text', (c) => c.notNull())
        .addColumn('whatsapp', 'text')
        .addColumn('alt_phone', 'text')
        .addColumn('email_id', 'text')
        .addColumn('gst_no', 'text')
        .addColumn('aadhaar_no', 'text')
        .addColumn('aadhaar_masked', 'text')
        .addColumn('pan_no', 'text')
        .addColumn('pan_masked', 'text')
        .addColumn('bank_ac_no', 'text')
        .addColumn('bank_ac_masked', 'text')
        .addColumn('bank_ac_name', 'text')
        .addColumn('bank_name', 'text')
        .addColumn('bank_branch_name', 'text')
        .addColumn('ifsc_code', 'text')
        .addColumn('bank_ac_type', 'text')
        .addColumn('position', 'text')
        .addColumn('device_id', 'text')
        .addColumn('gender', 'text', (c) => c.notNull())
        .addColumn('community', 'text')
        .addColumn('tsc_id', 'uuid')
        .addColumn('basin_count', 'integer')
        .addColumn('license_no', 'text')
        // ISO text, not date: node-pg would turn a date into a local-midnight Date and shift it a day.
        .addColumn('license_date', 'text')
        .addColumn('reeler_type', 'text')
        .addColumn('farmer_type', 'text')
        .addColumn('is_active', 'smallint', (c) => c.notNull())
        .addColumn('verified_at', 'timestamptz')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('created_by', 'text')
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .addColumn('updated_by', 'text')
        .execute();
      // The list screens: one market's farmers (or reelers) sorted by name, head code or mobile, a page at a
      // time. customer_id last makes the order total, so OFFSET pages are stable (50,000 in a market).
      await sql`create index customers_name_idx on customers
                (branch_id, customer_type, lower(ledger_name), customer_id)`.execute(db);
      await sql`create index customers_head_code_idx on customers (branch_id, customer_type, head_code)`.execute(
        db,
      );
      await sql`create index customers_mobile_idx on customers (branch_id, customer_type, mobile_no)`.execute(
        db,
      );
      // Admin sees every market: the same orders without the market prefix.
      await sql`create index customers_all_name_idx on customers (customer_type, lower(ledger_name), customer_id)`.execute(
        db,
      );
      // OTP lookups by mobile across markets in scope.
      await sql`create index customers_by_mobile_idx on customers (mobile_no)`.execute(db);
    },
    // The list search is a substring match (ILIKE '%text%') on name, head code and mobile; trigram indexes
    // answer it without reading every row of a large market. pg_trgm ships with PostgreSQL (contrib, trusted);
    // where it is missing the search still works, only slower, so its absence must not stop a start.
    '0002_search': async (db: ReadModelDb) => {
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from pg_available_extensions where name = 'pg_trgm'`.execute(db);
      if (rows[0]?.n !== 1) return;
      // In public, not this generation's schema: dropping an old generation must not drop the extension.
      await sql`create extension if not exists pg_trgm with schema public`.execute(db);
      for (const column of ['ledger_name', 'head_code', 'mobile_no']) {
        await sql`create index ${sql.id(`customers_${column}_trgm_idx`)} on customers
                  using gin (${sql.ref(column)} public.gin_trgm_ops)`.execute(db);
      }
    },
  },

  async apply(events: RecordedEvent[], db: ReadModelTransaction) {
    for (const recorded of events) {
      const event = customerEventSchema.parse({ type: recorded.type, data: recorded.data });
      const { at, by } = stampOf(recorded);
      const update = (values: UpdateObject<ReadModels, 'customers'>) =>
        db
          .updateTable('customers')
          .set({ ...values, updated_at: at, updated_by: by })
          .where('customer_id', '=', event.data.customerId)
          .execute();
      switch (event.type) {
        case 'CustomerRegistered':
          await db
            .insertInto('customers')
            .values({
              customer_id: event.data.customerId,
              customer_type: event.data.customerType,
              branch_id: event.data.branchId,
              head_code: event.data.headCode,
              ...profileColumns(event.data),
              is_active: event.data.isActive,
              created_at: at,
              created_by: by,
              updated_at: at,
              updated_by: by,
            })
            .onConflict((oc) => oc.column('customer_id').doNothing())
            .execute();
          break;
        case 'CustomerUpdated':
          await update(profileColumns(event.data));
          break;
        case 'CustomerVerified':
          await update({ is_active: 1, verified_at: event.data.verifiedAt });
          break;
        case 'CustomerDeactivated':
          await update({ is_active: 0 });
          break;
        case 'CustomerReactivated':
          await update({ is_active: sql`case when verified_at is null then 2 else 1 end` });
          break;
        // A farmer's new bank details apply when the second person approves them (issue 25).
        case 'CustomerBankChangeApproved': {
          const a = event.data.approved;
          await update({
            bank_ac_no: a.bankAcNo,
            bank_ac_masked: maskLast4(a.bankAcNo),
            bank_ac_name: a.bankAcName,
            bank_name: a.bankName,
            bank_branch_name: a.bankBranchName,
            ifsc_code: a.ifscCode,
            bank_ac_type: a.bankAcType,
          });
          break;
        }
        default:
          break;
      }
    }
  },
};

function profileColumns(p: StoredProfile) {
  return {
    ledger_name: p.ledgerName,
    father_name: p.fatherName,
    address: p.address,
    street_name: p.streetName,
    area_name: p.areaName,
    city: p.city,
    taluk_id: p.talukId,
    district_id: p.districtId,
    pincode: p.pincode,
    mobile_no: p.mobileNo,
    whatsapp: p.whatsApp,
    alt_phone: p.altPhone,
    email_id: p.emailId,
    gst_no: p.gstNo,
    aadhaar_no: p.aadhaarNo,
    aadhaar_masked: maskLast4(p.aadhaarNo),
    pan_no: p.panNo,
    pan_masked: maskLast4(p.panNo),
    bank_ac_no: p.bankAcNo,
    bank_ac_masked: maskLast4(p.bankAcNo),
    bank_ac_name: p.bankAcName,
    bank_name: p.bankName,
    bank_branch_name: p.bankBranchName,
    ifsc_code: p.ifscCode,
    bank_ac_type: p.bankAcType,
    position: p.position,
    device_id: p.deviceId,
    gender: p.gender,
    community: p.community,
    tsc_id: p.tsc,
    basin_count: p.basinCount,
    license_no: p.licenseNo,
    license_date: p.licenseDate,
    reeler_type: p.reelerType,
    farmer_type: p.farmerType,
  };
}
