import { describe, expect, it } from 'vitest';
import { DISPLAY_TOKEN_PREFIX, isDisplayToken } from './display-sessions.js';
import { isReelerToken, REELER_TOKEN_PREFIX } from './reeler-sessions.js';
import { newStaffToken } from './sessions.js';

/**
 * The api tells a token's kind by its first characters (middleware.ts). Random bytes in base64url can begin with
 * a reeler's or a display's prefix (`_` is in its alphabet): a staff token must never read as either.
 */
describe('a staff token', () => {
  it.each([REELER_TOKEN_PREFIX, DISPLAY_TOKEN_PREFIX])('is never read as a token starting %s', (prefix) => {
    // 32 bytes whose base64url begins with the other kind's prefix, as randomBytes gives about once in 2,62,144.
    const random = Buffer.from(`${prefix}${'A'.repeat(40)}`, 'base64url');
    expect(random.toString('base64url').startsWith(prefix)).toBe(true);
    const token = newStaffToken(random);
    expect(isReelerToken(token)).toBe(false);
    expect(isDisplayToken(token)).toBe(false);
  });
});
