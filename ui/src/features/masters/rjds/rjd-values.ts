import { updateRegionSchema, updateStaffSchema } from '@cocoon/domain';
import type { z } from 'zod';
import type { StaffMember } from '../staff/staff-api';

/** Spec section 3, "Regional joint director": region name, code, name (and the RJD's login and contact). */
export interface RjdValues {
  staffId: string;
  regionId: string;
  regionName: string;
  regionCode: string;
  name: string;
  userName: string;
  password: string;
  mobileNo: string;
  emailId: string;
  isActive: number;
}

export const EMPTY_RJD: RjdValues = {
  staffId: '',
  regionId: '',
  regionName: '',
  regionCode: '',
  name: '',
  userName: '',
  password: '',
  mobileNo: '',
  emailId: '',
  isActive: 1,
};

export const rjdValues = (member: StaffMember): RjdValues => ({
  ...EMPTY_RJD,
  staffId: member.staffId,
  regionId: member.regionId ?? '',
  regionName: member.regionName ?? '',
  regionCode: member.regionCode ?? '',
  name: member.name,
  userName: member.userName,
  mobileNo: member.mobileNo,
  emailId: member.emailId,
  isActive: member.isActive,
});

/** The edit: the staff update's fields and the region's name, by the api's own rules for each. */
export const rjdUpdateSchema = updateStaffSchema.extend({
  regionId: updateRegionSchema.shape.regionId,
  regionName: updateRegionSchema.shape.regionName,
});
export type RjdUpdate = z.output<typeof rjdUpdateSchema>;
