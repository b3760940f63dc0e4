import { sealIfDue } from '@cocoon/eventstore';
import type { AppDeps } from '../http/context.js';

/** How often the api looks whether a seal is due; the interval itself is AUDIT_SEAL_INTERVAL_HOURS. */
const CHECK_EVERY_MS = 15 * 60 * 1000;

/**
 * The daily seal, run by the api process: it holds the event store and the private key, which the workers do not
 * (they only render documents). Every api process checks; the seal lock makes them take one seal between them.
 * Answers a function that stops it.
 */
export function startDailySeal(deps: AppDeps): () => void {
  const { privateKey } = deps.audit.keys;
  if (!privateKey) {
    deps.logger.warn(
      'no AUDIT_SEAL_PRIVATE_KEY: the event history is not sealed (docs/operations.md, "Tamper-evident event history")',
    );
    return () => undefined;
  }
  const intervalMs = deps.config.AUDIT_SEAL_INTERVAL_HOURS * 60 * 60 * 1000;
  // One check at a time: a seal over many streams may outlast the check interval.
  let busy = false;
  const check = () => {
    if (busy) return;
    busy = true;
    sealIfDue({ store: deps.store, audit: deps.audit.log, privateKey, now: deps.clock(), intervalMs })
      .then((seal) => {
        if (seal)
          deps.logger.info(
            { sequence: seal.body.sequence, streams: seal.body.streams.length },
            'history sealed',
          );
      })
      .catch((error: unknown) =>
        deps.logger.error({ err: error }, 'daily history seal failed; retrying later'),
      )
      .finally(() => {
        busy = false;
      });
  };
  const timer = setInterval(check, CHECK_EVERY_MS);
  timer.unref();
  check();
  return () => clearInterval(timer);
}
