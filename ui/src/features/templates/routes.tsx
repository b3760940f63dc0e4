import type { ComponentType } from 'react';

/** The unguarded template routes of spec section 2 (filled in by the templates feature). */
export const templateRoutes: Array<{ path: string; component: ComponentType }> = [];
