import { setImmediate as yieldToEventLoop } from 'node:timers/promises';

export type OnProgress = (done: number, total: number) => void;

/**
 * After each record of a batch: report how far the batch is, then let the event loop run. Laying out a
 * day's bills is seconds of synchronous work, and meanwhile the worker must renew its job lock and send
 * the progress it reports.
 */
export async function recordDone(
  onProgress: OnProgress | undefined,
  done: number,
  total: number,
): Promise<void> {
  onProgress?.(done, total);
  await yieldToEventLoop();
}
