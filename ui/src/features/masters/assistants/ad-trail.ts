import { AD_LIST, MASTERS_CRUMB } from '../paths';

export const AD_TRAIL = [MASTERS_CRUMB, { text: 'Assistant Director', href: AD_LIST }];
