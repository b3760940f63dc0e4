/**
 * The arithmetic of the login challenge (login-challenge.ts), apart from its schemas so that the browser's
 * worker doing the work loads these few lines and nothing else.
 */
/** The text whose SHA-256 must start with the zero bits. */
export const challengeText = (token: string, solution: string | number) => `${token}:${solution}`;

/** Leading zero bits of a digest. */
export function leadingZeroBits(digest: Uint8Array): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}
