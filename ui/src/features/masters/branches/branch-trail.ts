import { MASTERS_CRUMB, TSC_LIST } from '../paths';

export const BRANCH_TRAIL = [MASTERS_CRUMB, { text: 'TSC', href: TSC_LIST }];
