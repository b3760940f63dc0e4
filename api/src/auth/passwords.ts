import { hash, type Options, verify } from '@node-rs/argon2';

// argon2id with the OWASP 2024 minimum (19 MiB, 2 passes): strong, yet a login stays well under a second
// on the market's 2-core server.
// `Algorithm` is an ambient const enum (unusable with verbatimModuleSyntax); 2 is its Argon2id member.
const OPTIONS: Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash of a random password, verified against when the username is unknown so timing reveals nothing. */
export const DUMMY_HASH = hash('no-such-user-password', OPTIONS);
