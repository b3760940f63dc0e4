/** Spec section 4, "isActive status label in tables": 1 Active, 0 inActive, anything else Pending. */
export type ActiveLabel = 'Active' | 'inActive' | 'Pending';

export function isActiveLabel(value: unknown): ActiveLabel {
  // Booleans are the same flag in another encoding (JSON true/false for 1/0).
  if (value === 1 || value === '1' || value === true) return 'Active';
  if (value === 0 || value === '0' || value === false) return 'inActive';
  return 'Pending';
}
