/**
 * Server-Sent Events over fetch. The browser's EventSource cannot send an Authorization header, and the
 * live streams are behind bearer tokens (staff and reelers alike), so the stream is read by hand: bytes
 * → text (UTF-8 split across chunks survives) → lines (CRLF split across chunks survives) → events, as the
 * HTML standard's event-stream interpretation describes.
 */
export interface SseMessage {
  /** The `event:` field; 'message' when the server named none. */
  event: string;
  /** The `data:` lines joined with newlines. */
  data: string;
  id?: string;
}

/** Incremental event-stream parser: feed it text as it arrives, take the complete events out. */
export class SseParser {
  private buffer = '';
  private started = false;
  /** A chunk ended in CR: a LF at the start of the next chunk belongs to the same line break. */
  private pendingCr = false;
  private eventType = '';
  private dataLines: string[] = [];
  private lastId: string | undefined;

  push(text: string): SseMessage[] {
    let chunk = text;
    if (chunk.length === 0) return [];
    if (!this.started) {
      this.started = true;
      if (chunk.charCodeAt(0) === 0xfeff) chunk = chunk.slice(1);
    }
    if (this.pendingCr && chunk.startsWith('\n')) chunk = chunk.slice(1);
    this.pendingCr = false;
    this.buffer += chunk;
    const out: SseMessage[] = [];
    let start = 0;
    for (let i = 0; i < this.buffer.length; i++) {
      const c = this.buffer[i];
      if (c !== '\n' && c !== '\r') continue;
      const line = this.buffer.slice(start, i);
      if (c === '\r') {
        if (i + 1 === this.buffer.length) this.pendingCr = true;
        else if (this.buffer[i + 1] === '\n') i++;
      }
      start = i + 1;
      const message = this.line(line);
      if (message) out.push(message);
    }
    this.buffer = this.buffer.slice(start);
    return out;
  }

  private line(line: string): SseMessage | undefined {
    if (line === '') return this.dispatch();
    if (line.startsWith(':')) return undefined; // a comment: the server's keep-alive ping
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') this.eventType = value;
    else if (field === 'data') this.dataLines.push(value);
    else if (field === 'id' && !value.includes('\0')) this.lastId = value;
    return undefined;
  }

  private dispatch(): SseMessage | undefined {
    const type = this.eventType;
    const lines = this.dataLines;
    this.eventType = '';
    this.dataLines = [];
    // The standard: a block with no data line dispatches nothing.
    if (lines.length === 0) return undefined;
    const message: SseMessage = { event: type || 'message', data: lines.join('\n') };
    if (this.lastId !== undefined) message.id = this.lastId;
    return message;
  }
}

/** 'offline': the device has no network; the reader waits for it and reconnects the moment it is back. */
export type SseStatus = 'connecting' | 'open' | 'reconnecting' | 'offline' | 'closed';

/** What the reader needs to know of the device's network (ui/src/api/connectivity.ts in the browser). */
export interface SseNetwork {
  /** The device has no network at all (not merely a failed request). */
  offline(): boolean;
  /** Called on every change, including a request getting through again; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export interface SseOptions {
  url: string;
  /** Read on every (re)connect: the token may change while the page is open. */
  token: () => string | null;
  onMessage: (message: SseMessage) => void;
  /** Called each time a connection is established: what happened while away must be read again. */
  onOpen?: () => void;
  onStatus?: (status: SseStatus) => void;
  /** 401/403: retrying cannot help; the caller ends the session or explains. The reader stops. */
  onRefused?: (status: number) => void;
  signal: AbortSignal;
  /**
   * First retry delay; it doubles on each failure up to `maxDelayMs`, and resets after a good connection.
   * The cap is short (2 s) because a reeler back from a dropped signal in a closing slot cannot wait for a
   * long backoff; the jitter still spreads a hall of phones reconnecting after a server restart.
   */
  initialDelayMs?: number;
  maxDelayMs?: number;
  /**
   * This long without a byte (not even the server's ping comment) means the connection died silently (a
   * sleeping laptop, a dropped mobile link), so it is torn down and opened again. A function is read at each
   * byte: the server's hello says its ping interval.
   */
  idleTimeoutMs?: number | (() => number);
  /**
   * How long a new connection may take to answer. A request sent while the link was silently dead never
   * will; after this it is dropped and tried again at once (the wait was the backoff), so a link that comes
   * back with no event is used within this long. Generous for a hall's slow mobile data.
   */
  connectTimeoutMs?: number;
  /**
   * The device's network: going offline drops the connection at once (it is dead, whether or not the
   * browser has noticed yet) and coming back cuts the wait short, so the board is read again straight away.
   */
  network?: SseNetwork;
  fetch?: typeof fetch;
  /** Jitter source, so many devices reconnecting after a server restart do not arrive at once. */
  random?: () => number;
}

/** The delay before reconnect attempt `attempt` (0-based): doubling, capped, with up to 20 % jitter. */
export function retryDelay(attempt: number, initialMs: number, maxMs: number, random: () => number): number {
  const base = Math.min(maxMs, initialMs * 2 ** Math.min(attempt, 20));
  return Math.round(base * (0.8 + 0.2 * random()));
}

/**
 * Reads the stream until `signal` aborts, reconnecting with backoff after every failure or end of stream.
 * Resolves when aborted or refused; never rejects.
 */
export async function readEventStream(options: SseOptions): Promise<void> {
  const {
    signal,
    initialDelayMs = 500,
    maxDelayMs = 2000,
    idleTimeoutMs = 45_000,
    connectTimeoutMs = 3000,
    random = Math.random,
    network,
  } = options;
  const idleMs = typeof idleTimeoutMs === 'function' ? idleTimeoutMs : () => idleTimeoutMs;
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  let failures = 0;
  let status: SseStatus | undefined;
  const report = (next: SseStatus) => {
    if (next === status) return;
    status = next;
    options.onStatus?.(next);
  };
  report('connecting');
  // The current connection, or the wait before the next one: both end early on a change of network.
  let stopAttempt: (() => void) | undefined;
  let wake: (() => void) | undefined;
  const unsubscribe = network?.subscribe(() => {
    if (network.offline()) stopAttempt?.();
    else wake?.();
  });

  while (!signal.aborted) {
    if (network?.offline()) {
      report('offline');
      // No request can get through: wait for the network (or the cap, in case the browser never says).
      await sleep(maxDelayMs, signal, (w) => {
        wake = w;
      });
      wake = undefined;
      if (signal.aborted) break;
      // Try even if still "offline": a request that gets through is what proves the way is open again.
    }
    const attempt = new AbortController();
    const stop = () => attempt.abort();
    stopAttempt = stop;
    signal.addEventListener('abort', stop, { once: true });
    let idle: ReturnType<typeof setTimeout> | undefined;
    let timedOut = false;
    const touch = (ms = idleMs()) => {
      clearTimeout(idle);
      idle = setTimeout(() => {
        timedOut = true;
        stop();
      }, ms);
    };
    try {
      const token = options.token();
      const headers: Record<string, string> = { Accept: 'text/event-stream', 'Cache-Control': 'no-cache' };
      if (token) headers.Authorization = `Bearer ${token}`;
      touch(Math.min(connectTimeoutMs, idleMs()));
      const response = await doFetch(options.url, { headers, signal: attempt.signal, cache: 'no-store' });
      if (response.status === 401 || response.status === 403) {
        report('closed');
        options.onRefused?.(response.status);
        return;
      }
      if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
      touch();
      const parser = new SseParser();
      const decoder = new TextDecoder();
      const reader = response.body.getReader();
      // Aborting the request normally errors the body too; cancelling makes sure a pending read ends.
      attempt.signal.addEventListener('abort', () => void reader.cancel().catch(() => undefined), {
        once: true,
      });
      report('open');
      options.onOpen?.();
      if (attempt.signal.aborted) throw new Error('stopped while opening');
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        // Only a stream that delivers resets the backoff: one that opens and drops at once keeps backing off.
        failures = 0;
        for (const message of parser.push(decoder.decode(value, { stream: true }))) {
          options.onMessage(message);
        }
        // After the messages: the hello that says the ping interval sets the silence allowed from now on.
        touch();
      }
    } catch {
      // Network failure, idle timeout or abort: the loop decides below whether to go on.
    } finally {
      clearTimeout(idle);
      stopAttempt = undefined;
      signal.removeEventListener('abort', stop);
    }
    if (signal.aborted) break;
    if (network?.offline()) continue;
    report('reconnecting');
    // A connection that timed out has already waited longer than a backoff would.
    if (timedOut) continue;
    await sleep(retryDelay(failures++, initialDelayMs, maxDelayMs, random), signal, (w) => {
      wake = w;
    });
    wake = undefined;
  }
  unsubscribe?.();
  report('closed');
}

/** Waits `ms`, or less: until the signal aborts or the `onWake` handle it hands out is called. */
function sleep(ms: number, signal: AbortSignal, onWake?: (wake: () => void) => void): Promise<void> {
  return new Promise((done) => {
    const timer = setTimeout(finish, ms);
    signal.addEventListener('abort', finish, { once: true });
    onWake?.(finish);
    function finish() {
      clearTimeout(timer);
      signal.removeEventListener('abort', finish);
      done();
    }
  });
}
