import type { Projection } from '../../runtime/types.js';
import { officesProjection } from './offices.js';

/** Read models of regions, AD offices, branches/TSCs and staff. */
export const officeProjections: Projection[] = [officesProjection];
