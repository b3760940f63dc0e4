import type { AdOffice } from './ad-api';

/** The AD form as its inputs hold it; Register-AD and UpdateMasAssistantDirector each take what they know. */
export interface AdValues {
  adOfficeId: string;
  staffId: string;
  adCode: string;
  regionId: string;
  adOfficeName: string;
  name: string;
  mobileNo: string;
  emailId: string;
  userName: string;
  password: string;
  isActive: number;
}

export const EMPTY_AD: AdValues = {
  adOfficeId: '',
  staffId: '',
  adCode: '',
  regionId: '',
  adOfficeName: '',
  name: '',
  mobileNo: '',
  emailId: '',
  userName: '',
  password: '',
  isActive: 1,
};

export const adValues = (office: AdOffice): AdValues => ({
  ...EMPTY_AD,
  adOfficeId: office.adOfficeId,
  staffId: office.staffId ?? '',
  adCode: office.adCode,
  regionId: office.regionId,
  adOfficeName: office.adOfficeName,
  name: office.name ?? '',
  mobileNo: office.mobileNo ?? '',
  emailId: office.emailId ?? '',
  userName: office.userName ?? '',
  isActive: office.isActive,
});
