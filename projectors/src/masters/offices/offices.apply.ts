import type { AdOfficeEvent, BranchEvent, RegionEvent, StaffEvent } from '@cocoon/domain';
import { sql } from 'kysely';
import type { ReadModelTransaction } from '../../runtime/types.js';

export interface Stamp {
  at: string;
  by: string | null;
}

type Db = ReadModelTransaction;
const created = (stamp: Stamp) => ({ created_at: stamp.at, updated_at: stamp.at, updated_by: stamp.by });
const touched = (stamp: Stamp) => ({ updated_at: stamp.at, updated_by: stamp.by });

export async function applyRegion(db: Db, event: RegionEvent, stamp: Stamp): Promise<void> {
  const { regionId } = event.data;
  switch (event.type) {
    case 'RegionRegistered':
      await db
        .insertInto('regions')
        .values({
          region_id: regionId,
          region_code: event.data.regionCode,
          region_name: event.data.regionName,
          ...created(stamp),
        })
        .execute();
      return;
    case 'RegionRenamed': {
      const region_name = event.data.regionName;
      await db
        .updateTable('regions')
        .set({ region_name, ...touched(stamp) })
        .where('region_id', '=', regionId)
        .execute();
      for (const table of ['ad_offices', 'branches', 'staff'] as const) {
        await db.updateTable(table).set({ region_name }).where('region_id', '=', regionId).execute();
      }
      return;
    }
    case 'RegionDeactivated':
    case 'RegionReactivated':
      await db
        .updateTable('regions')
        .set({ is_active: event.type === 'RegionReactivated' ? 1 : 0, ...touched(stamp) })
        .where('region_id', '=', regionId)
        .execute();
      return;
  }
}

export async function applyAdOffice(db: Db, event: AdOfficeEvent, stamp: Stamp): Promise<void> {
  const { adOfficeId } = event.data;
  switch (event.type) {
    case 'AdOfficeOpened':
      await db
        .insertInto('ad_offices')
        .columns([
          'ad_office_id',
          'ad_code',
          'name',
          'region_id',
          'region_code',
          'region_name',
          'created_at',
          'updated_at',
          'updated_by',
        ])
        .expression(
          sql`SELECT ${adOfficeId}::uuid, ${event.data.adCode}, ${event.data.adOfficeName}, ${event.data.regionId}::uuid,
            (SELECT region_code FROM regions WHERE region_id = ${event.data.regionId}::uuid),
            (SELECT region_name FROM regions WHERE region_id = ${event.data.regionId}::uuid),
            ${stamp.at}::timestamptz, ${stamp.at}::timestamptz, ${stamp.by}`,
        )
        .execute();
      return;
    case 'AdOfficeRenamed': {
      const name = event.data.adOfficeName;
      await db
        .updateTable('ad_offices')
        .set({ name, ...touched(stamp) })
        .where('ad_office_id', '=', adOfficeId)
        .execute();
      for (const table of ['branches', 'staff'] as const) {
        await db
          .updateTable(table)
          .set({ ad_office_name: name })
          .where('ad_office_id', '=', adOfficeId)
          .execute();
      }
      return;
    }
    case 'AdOfficeDeactivated':
    case 'AdOfficeReactivated':
      await db
        .updateTable('ad_offices')
        .set({ is_active: event.type === 'AdOfficeReactivated' ? 1 : 0, ...touched(stamp) })
        .where('ad_office_id', '=', adOfficeId)
        .execute();
      return;
  }
}

export async function applyBranch(db: Db, event: BranchEvent, stamp: Stamp): Promise<void> {
  const { branchId } = event.data;
  switch (event.type) {
    case 'BranchOpened':
    case 'BranchUpdated': {
      const d = event.data;
      const office = await db
        .selectFrom('ad_offices')
        .select(['name', 'region_name'])
        .where('ad_office_id', '=', d.adOfficeId)
        .executeTakeFirst();
      const row = {
        name_en: d.branchName,
        name_ta: d.branchNameTa,
        ad_office_id: d.adOfficeId,
        ad_office_name: office?.name ?? null,
        region_id: d.regionId,
        region_name: office?.region_name ?? null,
        address1: d.address1,
        address2: d.address2,
        city: d.city,
        pin_code: d.pinCode,
        mobile_no: d.mobileNo,
        office_no: d.officeNo,
        alternate_no: d.alternateNo,
        email_id: d.emailId,
      };
      if (event.type === 'BranchOpened') {
        await db
          .insertInto('branches')
          .values({
            branch_id: branchId,
            branch_code: event.data.branchCode,
            kind: event.data.kind,
            ...row,
            ...created(stamp),
          })
          .execute();
        return;
      }
      await db
        .updateTable('branches')
        .set({ ...row, ...touched(stamp) })
        .where('branch_id', '=', branchId)
        .execute();
      // Staff of a branch follow it when it moves to another AD office (their AD and RJD change with it).
      await db
        .updateTable('staff')
        .set({
          branch_name: row.name_en,
          ad_office_id: row.ad_office_id,
          ad_office_name: row.ad_office_name,
          region_id: row.region_id,
          region_code: db.selectFrom('regions').select('region_code').where('region_id', '=', row.region_id),
          region_name: row.region_name,
        })
        .where('branch_id', '=', branchId)
        .execute();
      return;
    }
    case 'BranchDeactivated':
    case 'BranchReactivated':
      await db
        .updateTable('branches')
        .set({ is_active: event.type === 'BranchReactivated' ? 1 : 0, ...touched(stamp) })
        .where('branch_id', '=', branchId)
        .execute();
      return;
  }
}

export async function applyStaff(db: Db, event: StaffEvent, stamp: Stamp): Promise<void> {
  const { staffId } = event.data;
  switch (event.type) {
    case 'StaffRegistered': {
      const d = event.data;
      const branch = d.branchId
        ? await db
            .selectFrom('branches')
            .select(['branch_code', 'name_en', 'ad_office_id', 'region_id'])
            .where('branch_id', '=', d.branchId)
            .executeTakeFirst()
        : undefined;
      const adOfficeId = branch?.ad_office_id ?? d.adOfficeId;
      const office = adOfficeId
        ? await db
            .selectFrom('ad_offices')
            .select(['name', 'region_id'])
            .where('ad_office_id', '=', adOfficeId)
            .executeTakeFirst()
        : undefined;
      const regionId = branch?.region_id ?? office?.region_id ?? d.regionId;
      const region = regionId
        ? await db
            .selectFrom('regions')
            .select(['region_code', 'region_name'])
            .where('region_id', '=', regionId)
            .executeTakeFirst()
        : undefined;
      await db
        .insertInto('staff')
        .values({
          staff_id: staffId,
          user_name: d.userName,
          name: d.name,
          user_type: d.userType,
          designation: d.designation,
          mobile_no: d.mobileNo,
          email_id: d.emailId,
          region_id: regionId,
          region_code: region?.region_code ?? null,
          region_name: region?.region_name ?? null,
          ad_office_id: adOfficeId,
          ad_office_name: office?.name ?? null,
          branch_id: d.branchId,
          branch_code: branch?.branch_code ?? null,
          branch_name: branch?.name_en ?? null,
          ...created(stamp),
        })
        .execute();
      if (d.userType === 'AD' && d.adOfficeId) {
        await db
          .updateTable('ad_offices')
          .set({
            ad_staff_id: staffId,
            ad_name: d.name,
            ad_user_name: d.userName,
            ad_mobile_no: d.mobileNo,
            ad_email_id: d.emailId,
            ad_is_active: 1,
          })
          .where('ad_office_id', '=', d.adOfficeId)
          .execute();
      }
      return;
    }
    case 'StaffUpdated': {
      const d = event.data;
      await db
        .updateTable('staff')
        .set({
          name: d.name,
          designation: d.designation,
          mobile_no: d.mobileNo,
          email_id: d.emailId,
          ...touched(stamp),
        })
        .where('staff_id', '=', staffId)
        .execute();
      await db
        .updateTable('ad_offices')
        .set({ ad_name: d.name, ad_mobile_no: d.mobileNo, ad_email_id: d.emailId })
        .where('ad_staff_id', '=', staffId)
        .execute();
      return;
    }
    case 'StaffPasswordReset':
      await db.updateTable('staff').set(touched(stamp)).where('staff_id', '=', staffId).execute();
      return;
    case 'StaffDeactivated':
    case 'StaffReactivated': {
      const is_active = event.type === 'StaffReactivated' ? 1 : 0;
      await db
        .updateTable('staff')
        .set({ is_active, ...touched(stamp) })
        .where('staff_id', '=', staffId)
        .execute();
      await db
        .updateTable('ad_offices')
        .set({ ad_is_active: is_active })
        .where('ad_staff_id', '=', staffId)
        .execute();
      return;
    }
  }
}
