/**
 * Masters are deactivated, never deleted: an update carries the wanted isActive and the decider
 * turns a change of it into a Deactivated / Reactivated event, and nothing when it is already so.
 */
export function activationChange<D, R>(
  current: boolean,
  wanted: 0 | 1,
  deactivated: () => D,
  reactivated: () => R,
): Array<D | R> {
  if (current && wanted === 0) return [deactivated()];
  if (!current && wanted === 1) return [reactivated()];
  return [];
}
