import { createConnection, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP relay in front of the app that can go silent: while cut, every byte either way is dropped and no
 * connection is closed, as when a phone's mobile link dies without the browser noticing (no 'offline' event,
 * no error, just nothing). Connections open at the cut stay dead afterwards, like a NAT mapping that is gone;
 * new ones work again once it is restored.
 */
export interface SilentLink {
  url: string;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startSilentLink(target: string): Promise<SilentLink> {
  const { hostname, port } = new URL(target);
  let cut = false;
  const dead = new WeakSet<Socket>();
  const open = new Set<Socket>();
  const forward = (from: Socket, to: Socket) =>
    from.on('data', (chunk) => {
      if (!cut && !dead.has(from)) to.write(chunk);
    });
  const server: Server = createServer((client) => {
    const upstream = createConnection({ host: hostname, port: Number(port) });
    if (cut) {
      dead.add(client);
      dead.add(upstream);
    }
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        open.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    forward(client, upstream);
    forward(upstream, client);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('relay has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    cut() {
      cut = true;
      for (const socket of open) dead.add(socket);
    },
    restore() {
      cut = false;
    },
    async close() {
      for (const socket of open) socket.destroy();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}
