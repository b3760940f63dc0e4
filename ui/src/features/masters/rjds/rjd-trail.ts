import { MASTERS_CRUMB, RJD_LIST } from '../paths';

export const RJD_TRAIL = [MASTERS_CRUMB, { text: 'Regional Joint Director', href: RJD_LIST }];
