import type { Logger } from '@cocoon/platform';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { LiveFrame } from './live-frames.js';

/**
 * How a second api process shares the live feed: each process publishes the frames of the events it appended on
 * one Redis channel per store, and every process (itself included, which skips its own) hands the others' frames
 * to its clients at once. Redis pub/sub is at most once; the store subscription behind it (LiveHub) delivers
 * anything a dropped connection lost, a moment later.
 */
export interface LiveRelay {
  publish(frames: readonly LiveFrame[]): void;
  close(): Promise<void>;
}

const relayMessageSchema = z.object({
  origin: z.string(),
  frames: z.array(
    z.object({
      id: z.string(),
      marketId: z.string(),
      text: z.string(),
      // The anonymous frame and the bidder (for "you lead" / "outbid") travel between api processes only.
      sealed: z.string().optional(),
      bid: z
        .object({ lotId: z.string(), bidNo: z.number(), reelerId: z.string(), amountPaise: z.number() })
        .optional(),
      // One reeler's own outcome ("mine"): the hub sends it to that reeler's phones only.
      own: z.object({ reelerId: z.string(), text: z.string() }).optional(),
    }),
  ),
});

export function redisLiveRelay(
  redis: Redis,
  channel: string,
  origin: string,
  onFrames: (frames: LiveFrame[]) => void,
  logger: Logger,
): LiveRelay {
  const subscriber = redis.duplicate();
  subscriber.on('error', (error) => logger.warn({ err: error }, 'live relay connection problem'));
  subscriber
    .subscribe(channel)
    .catch((error: unknown) => logger.warn({ err: error }, 'live relay not subscribed'));
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    const parsed = relayMessageSchema.safeParse(safeJson(text));
    if (!parsed.success) {
      logger.warn('live relay message ignored: not a relay message');
      return;
    }
    if (parsed.data.origin !== origin) onFrames(parsed.data.frames);
  });
  return {
    publish(frames) {
      if (frames.length === 0) return;
      redis
        .publish(channel, JSON.stringify({ origin, frames }))
        .catch((error: unknown) => logger.warn({ err: error }, 'live relay publish failed'));
    },
    async close() {
      subscriber.disconnect();
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
