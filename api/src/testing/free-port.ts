import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';

/** A port free on 127.0.0.1 right now, for a server a test or a bench starts as a separate process. */
export function freePort(): Promise<number> {
  return new Promise((done, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => done(port));
    });
  });
}
