import { performance } from 'node:perf_hooks';
import { PassThrough } from 'node:stream';
import { stageSince } from '@cocoon/platform';
import type { Context } from 'koa';
import type { LiveSession } from '../auth/middleware.js';
import type { LiveAudience, LiveHub } from './live-hub.js';

/**
 * How long a phone's or a board's frames may wait to leave together (issue 28): at 200 bids a second over 40
 * lots, each bid's frames went to 200 phones in a write of their own (about 50 socket writes per bid, the api's
 * largest cost); a shared tick bounds them at ten a second per phone. A tenth of a second is well inside what a
 * reeler can notice on a phone; the staff room is not held.
 */
export const PHONE_FLUSH_MS = 100;

const phoneFlushes = new Set<() => void>();
let phoneTickDue = false;

/** Runs `flush` at the next shared tick, with every other phone's. */
function onPhoneTick(flush: () => void): void {
  phoneFlushes.add(flush);
  if (phoneTickDue) return;
  phoneTickDue = true;
  setTimeout(() => {
    phoneTickDue = false;
    const due = [...phoneFlushes];
    phoneFlushes.clear();
    for (const run of due) run();
  }, PHONE_FLUSH_MS);
}

/**
 * Answers a request with a Server-Sent-Events stream of the live auction feed for the given markets (null =
 * all), as its audience may see it (names for staff; phones and the board per the market's bidder identity). A comment line every few seconds (LIVE_PING_SECONDS) keeps proxies from closing an idle connection; the first event tells the
 * client the server time so its countdowns follow the server clock, which decides when bidding closes.
 */
export async function streamLiveFeed(
  ctx: Context,
  hub: LiveHub,
  markets: ReadonlySet<string> | null,
  audience: LiveAudience,
  now: Date,
  session: LiveSession,
): Promise<void> {
  const body = new PassThrough();
  ctx.req.socket.setTimeout(0);
  ctx.req.socket.setNoDelay(true);
  ctx.req.socket.setKeepAlive(true);
  ctx.set({
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
  });
  ctx.status = 200;
  ctx.body = body;

  // The ping interval tells the client how long a silence means the connection died unnoticed.
  body.write(
    `event: hello\ndata: ${JSON.stringify({ serverTime: now.toISOString(), pingMs: session.pingMs })}\n\n`,
  );
  // In the closing seconds of a slot many bids arrive within one turn of the event loop: they leave in one
  // socket write per client rather than one each. A phone's or a board's frames wait for the shared tick
  // (PHONE_FLUSH_MS), so each gets at most ten writes a second however many lots take bids; the staff room's
  // leave at the end of the turn.
  let pending: Buffer[] = [];
  const flush = () => {
    const started = performance.now();
    if (!body.writableEnded && pending.length > 0)
      body.write(pending.length === 1 ? pending[0] : Buffer.concat(pending));
    pending = [];
    stageSince('live: one socket write to one client', started);
  };
  const schedule = audience.kind === 'staff' ? () => setImmediate(flush) : () => onPhoneTick(flush);
  const detach = await hub.attach({
    markets,
    audience,
    send(frame) {
      if (pending.length === 0) schedule();
      pending.push(frame);
    },
  });
  // A revoked session (logout, deactivation, a new password) ends its feeds at once, in every api process; each
  // ping also asks whether the session is still open (an idle end, or a notice lost while the database
  // connection was down) and ends the feed within one ping.
  let ended = false;
  let unwatch = () => {};
  const ping = setInterval(() => {
    session.stillOpen().then(
      (open) => (open ? body.write(`: ping ${Date.now()}\n\n`) : stop()),
      () => body.write(`: ping ${Date.now()}\n\n`),
    );
  }, session.pingMs);
  const stop = () => {
    if (ended) return;
    ended = true;
    clearInterval(ping);
    unwatch();
    detach();
    body.end();
  };
  ctx.req.on('close', stop);
  ctx.req.on('error', stop);
  unwatch = await session.onEnd(stop);
  if (ended) unwatch();
  // A revocation committed before this process was listening was not heard: ask once now.
  else if (!(await session.stillOpen().catch(() => true))) stop();
}
