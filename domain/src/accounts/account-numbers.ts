/** `'2026-11-24'` → `'2026-11'`: the accounting month a date is posted in. */
export const monthOf = (date: string): string => date.slice(0, 7);
