import type { Projection } from '../../runtime/types.js';
import { bankChangesProjection } from './bank-changes.js';
import { customersProjection } from './customers.js';

/** Read models of farmers and reelers. */
export const customerProjections: Projection[] = [customersProjection, bankChangesProjection];
