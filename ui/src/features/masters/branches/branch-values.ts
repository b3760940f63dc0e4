import type { Branch } from './branch-api';

/** The TSC/tscinput form as the inputs hold it; the save and update schemas each take what they know. */
export interface BranchValues {
  branchId: string;
  branchCode: string;
  kind: 'market' | 'tsc' | '';
  branchName: string;
  branchNameTa: string;
  /** Only narrows the AD office picker; the AD office decides the region. */
  regionId: string;
  adOfficeId: string;
  address1: string;
  address2: string;
  city: string;
  pinCode: string;
  mobileNo: string;
  officeNo: string;
  alternateNo: string;
  emailId: string;
  userName: string;
  password: string;
  isActive: number;
}

export const EMPTY_BRANCH: BranchValues = {
  branchId: '',
  branchCode: '',
  kind: '',
  branchName: '',
  branchNameTa: '',
  regionId: '',
  adOfficeId: '',
  address1: '',
  address2: '',
  city: '',
  pinCode: '',
  mobileNo: '',
  officeNo: '',
  alternateNo: '',
  emailId: '',
  userName: '',
  password: '',
  isActive: 1,
};

export function branchValues(branch: Branch): BranchValues {
  return {
    ...EMPTY_BRANCH,
    ...branch,
    address2: branch.address2 ?? '',
    officeNo: branch.officeNo ?? '',
    alternateNo: branch.alternateNo ?? '',
  };
}
