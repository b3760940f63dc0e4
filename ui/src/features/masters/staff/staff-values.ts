import type { StaffMember } from './staff-api';

/** The staff form as its inputs hold it; register and update schemas each take the fields they know. */
export interface StaffValues {
  staffId: string;
  userName: string;
  name: string;
  userType: string;
  designation: string;
  emailId: string;
  mobileNo: string;
  password: string;
  branchId: string;
  isActive: number;
}

export const emptyStaff = (userType = ''): StaffValues => ({
  staffId: '',
  userName: '',
  name: '',
  userType,
  designation: '',
  emailId: '',
  mobileNo: '',
  password: '',
  branchId: '',
  isActive: 1,
});

export const staffValues = (member: StaffMember): StaffValues => ({
  ...emptyStaff(member.userType),
  staffId: member.staffId,
  userName: member.userName,
  name: member.name,
  designation: member.designation ?? '',
  emailId: member.emailId,
  mobileNo: member.mobileNo,
  branchId: member.branchId ?? '',
  isActive: member.isActive,
});
