import type { Projection } from '../../runtime/types.js';

/** Read models of regions, AD offices, branches/TSCs and staff (issue 4). */
export const officeProjections: Projection[] = [];
