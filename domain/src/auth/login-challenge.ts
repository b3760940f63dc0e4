import { z } from 'zod';

/**
 * The login's proof-of-work step (OWASP, credential stuffing: make each guess cost the guesser). Once an
 * address has failed too often, a login from it without a device cookie for the account is answered with a
 * challenge instead of being checked: find a `solution` such that SHA-256 of `${token}:${solution}` starts
 * with `bits` zero bits, and send the login again with it. The server signs the token, binds it to the
 * account and address, lets it expire and accepts it once.
 */
export const loginChallengeSchema = z.object({
  token: z.string(),
  /** Leading zero bits the hash must have; about 2^bits tries. */
  bits: z.number().int().min(0).max(32),
  expiresAt: z.string(),
});
export type LoginChallenge = z.infer<typeof loginChallengeSchema>;

/** What a login sends back with a solved challenge. */
export const loginChallengeProofSchema = z.object({
  token: z.string().max(400),
  solution: z.string().regex(/^\d{1,16}$/, 'solution is a whole number'),
});
export type LoginChallengeProof = z.infer<typeof loginChallengeProofSchema>;
