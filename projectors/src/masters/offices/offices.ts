import {
  AD_OFFICE_EVENT_TYPES,
  adOfficeEventSchema,
  BRANCH_EVENT_TYPES,
  branchEventSchema,
  REGION_EVENT_TYPES,
  regionEventSchema,
  STAFF_EVENT_TYPES,
  staffEventSchema,
} from '@cocoon/domain';
import type { RecordedEvent } from '@cocoon/eventstore';
import type { Projection, ReadModelTransaction } from '../../runtime/types.js';
import { stampOf } from '../../shared/stamp.js';
import { applyAdOffice, applyBranch, applyRegion, applyStaff, type Stamp } from './offices.apply.js';
import { createOfficeTables } from './offices.schema.js';

const REGION = new Set<string>(REGION_EVENT_TYPES);
const AD_OFFICE = new Set<string>(AD_OFFICE_EVENT_TYPES);
const BRANCH = new Set<string>(BRANCH_EVENT_TYPES);

/**
 * Regions, AD offices, branches/TSCs and staff in one projection: each row carries the names of the offices
 * above it (the lists show them, and scope filters join on them), so a rename or a branch moving to another
 * AD office updates rows of the other tables in the same transaction, in event order.
 */
export const officesProjection: Projection = {
  name: 'masters.offices',
  eventTypes: [...REGION_EVENT_TYPES, ...AD_OFFICE_EVENT_TYPES, ...BRANCH_EVENT_TYPES, ...STAFF_EVENT_TYPES],
  tables: ['regions', 'ad_offices', 'branches', 'staff'],
  migrations: { '0001_create': createOfficeTables },
  async apply(events: RecordedEvent[], db: ReadModelTransaction) {
    for (const recorded of events) {
      const stamp: Stamp = stampOf(recorded);
      const raw = { type: recorded.type, data: recorded.data };
      if (REGION.has(recorded.type)) await applyRegion(db, regionEventSchema.parse(raw), stamp);
      else if (AD_OFFICE.has(recorded.type)) await applyAdOffice(db, adOfficeEventSchema.parse(raw), stamp);
      else if (BRANCH.has(recorded.type)) await applyBranch(db, branchEventSchema.parse(raw), stamp);
      else await applyStaff(db, staffEventSchema.parse(raw), stamp);
    }
  },
};
