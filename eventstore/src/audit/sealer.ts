import type { KeyObject } from 'node:crypto';
import type { EventStore, StreamHead } from '../port.js';
import type { AuditLog } from './audit-log.js';
import { type SignedSeal, sealBody, signSeal } from './seal.js';
import { publicKeyOf } from './seal-keys.js';

export interface SealOptions {
  store: EventStore;
  audit: AuditLog;
  privateKey: KeyObject;
  now: Date;
}

/** Seals every stream's current head (on demand, or once a day). */
export async function sealHistory(options: SealOptions): Promise<SignedSeal> {
  return (await seal(options, () => true))!;
}

/**
 * The daily seal: only when the last one is older than `intervalMs`. Decided under the seal lock, so several api
 * processes asking at once take one seal between them.
 */
export async function sealIfDue(options: SealOptions & { intervalMs: number }): Promise<SignedSeal | null> {
  const due = (last: Date | null | undefined) =>
    !last || options.now.getTime() - last.getTime() >= options.intervalMs;
  // A cheap look first: the hourly check should not read every stream's head when nothing is due.
  if (!due(await options.audit.latestSealAt())) return null;
  return seal(options, due);
}

async function seal(
  options: SealOptions,
  due: (lastSealedAt: Date | undefined) => boolean,
): Promise<SignedSeal | null> {
  // One consistent view, as the verifier reads: every head is as it stood at one moment.
  const heads = await options.store.readHistory(async (history) => {
    const heads: StreamHead[] = [];
    for await (const head of history.streamHeads()) heads.push(head);
    return heads;
  });
  const publicKey = publicKeyOf(options.privateKey);
  return options.audit.appendSeal((previous) =>
    due(previous?.sealedAt)
      ? signSeal(
          sealBody({
            sequence: (previous?.sequence ?? 0) + 1,
            sealedAt: options.now,
            prevSealHash: previous?.hash ?? null,
            heads,
            publicKey,
          }),
          options.privateKey,
        )
      : null,
  );
}
