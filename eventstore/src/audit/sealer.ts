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
  const heads: StreamHead[] = [];
  for await (const head of options.store.streamHeads()) heads.push(head);
  const publicKey = publicKeyOf(options.privateKey);
  return options.audit.appendSeal((previous) =>
    signSeal(
      sealBody({
        sequence: (previous?.sequence ?? 0) + 1,
        sealedAt: options.now,
        prevSealHash: previous?.hash ?? null,
        heads,
        publicKey,
      }),
      options.privateKey,
    ),
  );
}

/** The daily seal: only when the last one is older than `intervalMs` (several api processes may ask). */
export async function sealIfDue(options: SealOptions & { intervalMs: number }): Promise<SignedSeal | null> {
  const last = await options.audit.latestSealAt();
  if (last && options.now.getTime() - last.getTime() < options.intervalMs) return null;
  return sealHistory(options);
}
