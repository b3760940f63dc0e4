import { type Job, type JobsOptions, Queue } from 'bullmq';
import { Redis } from 'ioredis';

export interface QueueProvider {
  get(name: string): Queue;
  close(): Promise<void>;
}

export interface QueueProviderOptions {
  redisUrl: string;
  /** Redis key prefix for every queue (tests use a unique one). BullMQ's default is 'bull'. */
  prefix?: string;
}

/** One Redis connection shared by every queue a reactor touches; queues are created on first use. */
export function createQueueProvider(options: QueueProviderOptions): QueueProvider {
  const connection = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
  const queues = new Map<string, Queue>();
  return {
    get(name) {
      let queue = queues.get(name);
      if (!queue) {
        queue = new Queue(name, { connection, ...(options.prefix ? { prefix: options.prefix } : {}) });
        queues.set(name, queue);
      }
      return queue;
    },
    async close() {
      await Promise.all([...queues.values()].map((q) => q.close()));
      queues.clear();
      await connection.quit();
    },
  };
}

/** The job id for one event's job: stable, so a re-run reactor adds nothing (BullMQ ignores a known id). */
export function jobIdFor(name: string, eventId: string): string {
  // BullMQ reserves ':' in custom ids.
  return `${name}-${eventId}`.replaceAll(':', '_');
}

/**
 * Adds a job whose id derives from the event id, so a reactor batch re-run after a crash creates no
 * duplicate. BullMQ ignores an id while that job is still stored: keep completed jobs (or remove them only
 * after an age far beyond any re-run) in the queue's options.
 */
export async function enqueueOnce<Data>(
  queue: Queue,
  name: string,
  data: Data,
  eventId: string,
  options: Omit<JobsOptions, 'jobId'> = {},
): Promise<Job> {
  return queue.add(name, data, { ...options, jobId: jobIdFor(name, eventId) });
}
