import type { KeyObject } from 'node:crypto';
import type { ChainedEvent, EventStore, HistorySnapshot, StreamHead } from '../port.js';
import type { AuditLog, StoredSeal, VerificationRun } from './audit-log.js';
import { chainBody, chainLink } from './chain-hash.js';
import { type SealBody, sealHash, sealSignatureValid } from './seal.js';

export type HistoryProblemKind =
  | 'altered'
  | 'unhashed'
  | 'removed'
  | 'inserted'
  | 'seal-mismatch'
  | 'seal-invalid'
  | 'seal-missing';

/** One finding, naming the stream and revision (or the seal) it is about. */
export interface HistoryProblem {
  kind: HistoryProblemKind;
  stream?: string;
  revision?: number;
  seal?: number;
  message: string;
}

export interface VerifyOptions {
  store: EventStore;
  /** Where the seals are read from (never trusted: each is checked against `publicKey`). */
  seals: AsyncIterable<StoredSeal>;
  publicKey: KeyObject;
  clock?: () => Date;
}

const PAGE = 1000;

interface SealedHead {
  hash: string | null;
  seal: number;
}

/**
 * Walks every seal and every stream (`npm run verify`): recomputes each stream's chain, checks each seal's
 * signature against the configured public key and its link to the seal before, and checks every head a valid
 * seal recorded is still in its stream with the same hash. The streams are read in one consistent view taken
 * after the seals (EventStore.readHistory), so appends during the run are neither half seen nor reported, and
 * every seal read records heads inside that view; the run names the position the view ends at.
 */
export async function verifyHistory(options: VerifyOptions): Promise<VerificationRun> {
  const clock = options.clock ?? (() => new Date());
  const startedAt = clock();
  const problems: HistoryProblem[] = [];
  const { sealed, count: seals } = await checkSeals(options.seals, options.publicKey, problems);
  const { position, streams, events } = await options.store.readHistory(async (history) => {
    let streams = 0;
    let events = 0;
    for await (const head of history.streamHeads()) {
      streams++;
      events += await checkStream(history, head, sealed.get(head.streamName), problems);
      sealed.delete(head.streamName);
    }
    return { position: history.position, streams, events };
  });
  for (const [stream, heads] of sealed) {
    const [revision, { seal }] = [...heads].sort((a, b) => b[0] - a[0])[0]!;
    problems.push({
      kind: 'removed',
      stream,
      revision,
      seal,
      message: `${stream}: the whole stream is gone; seal ${seal} recorded it at revision ${revision}`,
    });
  }
  return {
    startedAt,
    finishedAt: clock(),
    position,
    ok: problems.length === 0,
    streams,
    events,
    seals,
    problemCount: problems.length,
    problems,
  };
}

/** Verifies, then records the run for the dashboard. */
export async function verifyAndRecord(
  options: Omit<VerifyOptions, 'seals'> & { audit: AuditLog },
): Promise<VerificationRun> {
  const run = await verifyHistory({ ...options, seals: options.audit.seals() });
  await options.audit.recordRun(run);
  return run;
}

async function checkSeals(
  stored: AsyncIterable<StoredSeal>,
  publicKey: KeyObject,
  problems: HistoryProblem[],
): Promise<{ sealed: Map<string, Map<number, SealedHead>>; count: number }> {
  const sealed = new Map<string, Map<number, SealedHead>>();
  let expected = 1;
  let prevHash: string | null = null;
  let count = 0;
  for await (const seal of stored) {
    count++;
    if (seal.sequence > expected) {
      problems.push({
        kind: 'seal-missing',
        seal: expected,
        message: `seal ${expected}${seal.sequence - 1 > expected ? `–${seal.sequence - 1}` : ''} removed`,
      });
      prevHash = null;
    }
    expected = seal.sequence + 1;
    const body = asSealBody(seal.body);
    if (!body || body.sequence !== seal.sequence) {
      problems.push({
        kind: 'seal-invalid',
        seal: seal.sequence,
        message: `seal ${seal.sequence} is malformed`,
      });
      prevHash = null;
      continue;
    }
    if (!sealSignatureValid(body, seal.signature, publicKey)) {
      problems.push({
        kind: 'seal-invalid',
        seal: seal.sequence,
        message: `seal ${seal.sequence}: its signature does not verify with the configured public key (altered, or signed by another key)`,
      });
      prevHash = null;
      continue;
    }
    // prevHash is null after a gap or a bad seal: that link is already reported, the next one starts afresh.
    if (prevHash !== null && body.prevSealHash !== prevHash)
      problems.push({
        kind: 'seal-invalid',
        seal: seal.sequence,
        message: `seal ${seal.sequence} does not follow seal ${seal.sequence - 1} (a seal was replaced)`,
      });
    prevHash = sealHash(body);
    for (const [stream, revision, hash] of body.streams) {
      const heads = sealed.get(stream) ?? new Map<number, SealedHead>();
      sealed.set(stream, heads);
      if (!heads.has(revision)) heads.set(revision, { hash, seal: body.sequence });
    }
  }
  return { sealed, count };
}

/** Checks one stream's chain link by link; answers how many events it read. */
async function checkStream(
  history: HistorySnapshot,
  head: StreamHead,
  sealed: Map<number, SealedHead> | undefined,
  problems: HistoryProblem[],
): Promise<number> {
  const stream = head.streamName;
  let expected = 0;
  let prevHash: string | null = null;
  let count = 0;
  for (;;) {
    const page: ChainedEvent[] = await history.readChain(stream, expected, PAGE);
    for (const event of page) {
      count++;
      const gap = event.revision > expected;
      if (gap) problems.push(removed(stream, expected, event.revision - 1, 'the chain skips'));
      if (event.hash === null) {
        problems.push({
          kind: 'unhashed',
          stream,
          revision: event.revision,
          message: `${stream}@${event.revision}: has no chain hash`,
        });
      } else if (!gap) {
        // Linked to the stored hash before it, so one altered event is named alone, not with every one after it.
        const hash = chainLink(chainBody(event), event.revision, prevHash);
        if (hash !== event.hash)
          problems.push({
            kind: 'altered',
            stream,
            revision: event.revision,
            message: `${stream}@${event.revision}: does not match its chain hash (altered, inserted or moved)`,
          });
      }
      const seal = sealed?.get(event.revision);
      if (seal && seal.hash !== event.hash)
        problems.push({
          kind: 'seal-mismatch',
          stream,
          revision: event.revision,
          seal: seal.seal,
          message: `${stream}@${event.revision}: differs from seal ${seal.seal} (history rewritten since)`,
        });
      prevHash = event.hash;
      expected = event.revision + 1;
    }
    if (page.length < PAGE) break;
  }
  const last = expected - 1;
  if (head.countedRevision !== undefined && head.countedRevision > last)
    problems.push(removed(stream, last + 1, head.countedRevision, "the stream's revision counter is ahead"));
  if (head.countedRevision !== undefined && head.countedRevision < last)
    problems.push({
      kind: 'inserted',
      stream,
      revision: head.countedRevision + 1,
      message: `${stream}@${head.countedRevision + 1}: written outside the event store (the revision counter stops at ${head.countedRevision})`,
    });
  for (const [revision, seal] of sealed ?? []) {
    if (revision > last)
      problems.push({
        kind: 'removed',
        stream,
        revision,
        seal: seal.seal,
        message: `${stream}@${revision}: removed; seal ${seal.seal} recorded it as the stream's head`,
      });
  }
  return count;
}

function removed(stream: string, from: number, to: number, why: string): HistoryProblem {
  const which = from === to ? `revision ${from}` : `revisions ${from}–${to}`;
  return { kind: 'removed', stream, revision: from, message: `${stream}@${from}: ${which} removed (${why})` };
}

function asSealBody(value: unknown): SealBody | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const body = value as Partial<SealBody>;
  const ok =
    typeof body.sequence === 'number' &&
    typeof body.sealedAt === 'string' &&
    (body.prevSealHash === null || typeof body.prevSealHash === 'string') &&
    typeof body.keyId === 'string' &&
    Array.isArray(body.streams) &&
    body.streams.every(
      (s) =>
        Array.isArray(s) &&
        s.length === 3 &&
        typeof s[0] === 'string' &&
        typeof s[1] === 'number' &&
        (s[2] === null || typeof s[2] === 'string'),
    );
  return ok ? (body as SealBody) : undefined;
}
