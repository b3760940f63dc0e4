import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { performance } from 'node:perf_hooks';

export interface Answer<T = unknown> {
  status: number;
  body: T;
  /** Round trip in milliseconds, from sending the request to the whole answer read. */
  ms: number;
  /** performance.now() when the request was sent (bid-to-screen timing starts here). */
  sentAt: number;
}

export interface JsonClient {
  get<T = unknown>(path: string, token?: string): Promise<Answer<T>>;
  post<T = unknown>(path: string, body: unknown, token?: string): Promise<Answer<T>>;
  close(): void;
}

/**
 * A small JSON client over node:http with kept-alive connections (many simulated reelers, little client CPU, so
 * the figures are the server's). Every POST carries a fresh Idempotency-Key, as the UI sends one per submit.
 */
export function jsonClient(baseUrl: string, maxSockets = 128): JsonClient {
  const origin = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const call = <T>(method: 'GET' | 'POST', path: string, body: unknown, token?: string) => {
    const payload = method === 'POST' ? JSON.stringify(body ?? {}) : null;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    if (payload !== null) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(payload));
      headers['idempotency-key'] = randomUUID();
    }
    return send<T>(method, path, payload, headers).catch(
      (error: NodeJS.ErrnoException & { reused?: boolean }) => {
        // A kept-alive connection the server closed as the request left (its idle timeout): sent again once on a
        // new connection, as browsers do, with the same Idempotency-Key, so a bid is never placed twice.
        if (error.reused && (error.code === 'ECONNRESET' || error.code === 'EPIPE')) {
          return send<T>(method, path, payload, headers);
        }
        throw error;
      },
    );
  };
  const send = <T>(method: string, path: string, payload: string | null, headers: Record<string, string>) =>
    new Promise<Answer<T>>((resolve, reject) => {
      const sentAt = performance.now();
      const request = http.request(
        {
          host: origin.hostname,
          port: origin.port || 80,
          path: `/api${path}`,
          method,
          headers,
          agent,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed: unknown = text;
            try {
              parsed = text ? JSON.parse(text) : null;
            } catch {
              // not JSON (a proxy's error page): keep the text for the message
            }
            resolve({
              status: response.statusCode ?? 0,
              body: parsed as T,
              ms: performance.now() - sentAt,
              sentAt,
            });
          });
        },
      );
      request.on('error', (error) => reject(Object.assign(error, { reused: request.reusedSocket })));
      if (payload !== null) request.write(payload);
      request.end();
    });
  return {
    get: (path, token) => call('GET', path, undefined, token),
    post: (path, body, token) => call('POST', path, body, token),
    close: () => agent.destroy(),
  };
}
