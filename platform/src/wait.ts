/** Resolves after `ms`, or at once when `signal` aborts (a stopping process does not sit out a pause). */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  if (signal?.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}

/** What one look at a reader's position found: past the awaited one, not yet, or never (it has failed). */
export type Reached = 'yes' | 'not-yet' | 'never';

/**
 * Looks with `probe` until it answers 'yes' (true) or 'never' (false), or `timeoutMs` has passed (false).
 * The pause between looks grows from 10 ms to 100 ms: a reader is usually a few ms behind, and a slow one
 * should not be hammered.
 */
export async function waitUntilReached(probe: () => Promise<Reached>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  let pause = 10;
  for (;;) {
    const reached = await probe();
    if (reached !== 'not-yet') return reached === 'yes';
    const left = deadline - Date.now();
    if (left <= 0) return false;
    await sleep(Math.min(pause, left));
    pause = Math.min(100, Math.round(pause * 1.5));
  }
}
