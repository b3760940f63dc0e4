import type { CreateTableBuilder } from 'kysely';
import type { ReadModelDb } from '../../runtime/types.js';

const audited = <Table extends string, Column extends string>(table: CreateTableBuilder<Table, Column>) =>
  table
    .addColumn('is_active', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_by', 'text');

/** The four office tables (read.regions, read.ad_offices, read.branches, read.staff). */
export async function createOfficeTables(db: ReadModelDb): Promise<void> {
  await audited(
    db.schema
      .createTable('regions')
      .addColumn('region_id', 'uuid', (c) => c.primaryKey())
      .addColumn('region_code', 'text', (c) => c.notNull())
      .addColumn('region_name', 'text', (c) => c.notNull()),
  ).execute();

  await audited(
    db.schema
      .createTable('ad_offices')
      .addColumn('ad_office_id', 'uuid', (c) => c.primaryKey())
      .addColumn('ad_code', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('region_id', 'uuid', (c) => c.notNull())
      .addColumn('region_code', 'text')
      .addColumn('region_name', 'text')
      // The office's Assistant Director (the latest registered): the AD master shows office and AD as one row.
      .addColumn('ad_staff_id', 'uuid')
      .addColumn('ad_name', 'text')
      .addColumn('ad_user_name', 'text')
      .addColumn('ad_mobile_no', 'text')
      .addColumn('ad_email_id', 'text')
      .addColumn('ad_is_active', 'smallint'),
  ).execute();
  await db.schema.createIndex('ad_offices_region_idx').on('ad_offices').column('region_id').execute();

  await audited(
    db.schema
      .createTable('branches')
      .addColumn('branch_id', 'uuid', (c) => c.primaryKey())
      .addColumn('branch_code', 'text', (c) => c.notNull())
      .addColumn('name_en', 'text', (c) => c.notNull())
      .addColumn('name_ta', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('ad_office_id', 'uuid', (c) => c.notNull())
      .addColumn('ad_office_name', 'text')
      .addColumn('region_id', 'uuid', (c) => c.notNull())
      .addColumn('region_name', 'text')
      .addColumn('address1', 'text', (c) => c.notNull())
      .addColumn('address2', 'text')
      .addColumn('city', 'text', (c) => c.notNull())
      .addColumn('pin_code', 'text', (c) => c.notNull())
      .addColumn('mobile_no', 'text', (c) => c.notNull())
      .addColumn('office_no', 'text')
      .addColumn('alternate_no', 'text')
      .addColumn('email_id', 'text', (c) => c.notNull()),
  ).execute();
  await db.schema.createIndex('branches_ad_office_idx').on('branches').column('ad_office_id').execute();
  await db.schema.createIndex('branches_region_idx').on('branches').column('region_id').execute();

  await audited(
    db.schema
      .createTable('staff')
      .addColumn('staff_id', 'uuid', (c) => c.primaryKey())
      .addColumn('user_name', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('user_type', 'text', (c) => c.notNull())
      .addColumn('designation', 'text')
      .addColumn('mobile_no', 'text', (c) => c.notNull())
      .addColumn('email_id', 'text', (c) => c.notNull())
      .addColumn('region_id', 'uuid')
      .addColumn('region_code', 'text')
      .addColumn('region_name', 'text')
      .addColumn('ad_office_id', 'uuid')
      .addColumn('ad_office_name', 'text')
      .addColumn('branch_id', 'uuid')
      .addColumn('branch_code', 'text')
      .addColumn('branch_name', 'text'),
  ).execute();
  await db.schema.createIndex('staff_branch_idx').on('staff').column('branch_id').execute();
  await db.schema.createIndex('staff_ad_office_idx').on('staff').column('ad_office_id').execute();
  await db.schema.createIndex('staff_region_idx').on('staff').column('region_id').execute();
}
