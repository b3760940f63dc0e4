import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  checkOtp,
  OTP_MESSAGES,
  OTP_POLICY,
  type OtpCheck,
  otpExpiry,
  otpIssueDecision,
} from '@cocoon/domain';
import type { ReadModelDb } from '@cocoon/projectors';
import { sql } from 'kysely';
import { TooManyRequestsError } from '../../http/errors.js';

/**
 * One-time codes in `app.customer_otps`: only a salted hash of each code is kept. The rules (expiry, attempts,
 * issue rate) are the domain's pure functions; this file only stores and locks. Each number's rows are handled
 * under an advisory lock, so two simultaneous requests cannot both slip under the rate limit or both use one code.
 */
const hashCode = (salt: string, mobileNo: string, code: string) =>
  createHash('sha256').update(`${salt}:${mobileNo}:${code}`).digest('hex');

const lockNumber = (db: ReadModelDb, mobileNo: string) =>
  sql`SELECT pg_advisory_xact_lock(hashtext(${`customer-otp:${mobileNo}`}))`.execute(db);

/** Issues a fresh code (replacing any unused one) and answers it, for the SMS. 429 past the rate limit. */
export async function issueOtp(
  db: ReadModelDb,
  mobileNo: string,
  issuedBy: string,
  now: Date,
): Promise<{ code: string; expiresAt: Date }> {
  return db.transaction().execute(async (trx) => {
    await lockNumber(trx, mobileNo);
    const recent = await trx
      .selectFrom('app.customer_otps')
      .select('issued_at')
      .where('mobile_no', '=', mobileNo)
      .where('issued_at', '>', new Date(now.getTime() - OTP_POLICY.windowMs))
      .execute();
    const decision = otpIssueDecision(
      recent.map((r) => new Date(r.issued_at)),
      now,
    );
    if (!decision.allowed) {
      throw new TooManyRequestsError(
        OTP_MESSAGES.tooMany(decision.retryAfterSeconds),
        decision.retryAfterSeconds,
      );
    }
    await trx
      .updateTable('app.customer_otps')
      .set({ superseded_at: now })
      .where('mobile_no', '=', mobileNo)
      .where('superseded_at', 'is', null)
      .execute();
    const code = String(randomInt(0, 10 ** OTP_POLICY.digits)).padStart(OTP_POLICY.digits, '0');
    const salt = randomBytes(16).toString('hex');
    const expiresAt = otpExpiry(now);
    await trx
      .insertInto('app.customer_otps')
      .values({
        otp_id: randomUUID(),
        mobile_no: mobileNo,
        code_hash: hashCode(salt, mobileNo, code),
        salt,
        issued_at: now,
        expires_at: expiresAt,
        issued_by: issuedBy,
      })
      .execute();
    return { code, expiresAt };
  });
}

/**
 * Checks an entered code against the number's current one. A wrong code costs an attempt; the right one is
 * used up, so it can never verify twice. Answers the verdict and the attempts left.
 */
export async function useOtp(
  db: ReadModelDb,
  mobileNo: string,
  code: string,
  now: Date,
): Promise<{ verdict: OtpCheck; attemptsLeft: number }> {
  return db.transaction().execute(async (trx) => {
    await lockNumber(trx, mobileNo);
    const row = await trx
      .selectFrom('app.customer_otps')
      .selectAll()
      .where('mobile_no', '=', mobileNo)
      .where('superseded_at', 'is', null)
      .orderBy('issued_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    const matches =
      row !== undefined &&
      timingSafeEqual(Buffer.from(hashCode(row.salt, mobileNo, code)), Buffer.from(row.code_hash));
    const verdict = checkOtp(
      row && {
        expiresAt: new Date(row.expires_at),
        wrongAttempts: row.wrong_attempts,
        consumedAt: row.consumed_at ? new Date(row.consumed_at) : null,
      },
      matches,
      now,
    );
    let attempts = row?.wrong_attempts ?? 0;
    if (verdict === 'wrong') {
      attempts += 1;
      await trx
        .updateTable('app.customer_otps')
        .set({ wrong_attempts: attempts })
        .where('otp_id', '=', row!.otp_id)
        .execute();
    }
    if (verdict === 'valid') {
      await trx
        .updateTable('app.customer_otps')
        .set({ consumed_at: now })
        .where('otp_id', '=', row!.otp_id)
        .execute();
    }
    return { verdict, attemptsLeft: Math.max(0, OTP_POLICY.maxWrongAttempts - attempts) };
  });
}
