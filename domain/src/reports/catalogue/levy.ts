import type { ReportDefinition } from '../report-definition.js';

/** The Levy menu (spec section 2, /app/levy/). */
export const LEVY_MENU: readonly ReportDefinition[] = [];
