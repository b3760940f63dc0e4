/** A restore refused before or while loading, with the reason for the operator (nothing was written). */
export class RestoreError extends Error {
  override readonly name = 'RestoreError';
}
