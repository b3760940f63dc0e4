import type { Projection } from '../../runtime/types.js';

/** Read models of farmers and reelers (issue 4). */
export const customerProjections: Projection[] = [];
