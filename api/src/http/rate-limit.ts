import type { Redis } from 'ioredis';
import { TooManyRequestsError } from './errors.js';

/**
 * A fixed one-minute window per key in Redis, shared by every api process: the first request of a window sets
 * its expiry. Used where anyone may call without logging in (the public document check), so a script cannot
 * walk the space of codes; a person scanning or typing never meets it.
 */
export async function withinRate(
  redis: Redis,
  key: string,
  perMinute: number,
  now: Date,
  message: string,
): Promise<void> {
  const minute = Math.floor(now.getTime() / 60_000);
  const windowKey = `${key}:${minute}`;
  const [[, count]] = (await redis.multi().incr(windowKey).expire(windowKey, 90).exec()) as [
    [Error | null, number],
    [Error | null, number],
  ];
  if (count > perMinute) {
    throw new TooManyRequestsError(message, 60 - Math.floor((now.getTime() % 60_000) / 1000));
  }
}
