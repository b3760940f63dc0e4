import { existsSync } from 'node:fs';

/** Where Debian's PostgreSQL keeps its Unix socket. */
const SYSTEM_SOCKET_DIR = '/var/run/postgresql';

/**
 * The bench's database URL as `npm start` reaches its own PostgreSQL: through the server's Unix socket when the
 * server is on this machine and has one (api/src/start/embedded-postgres.ts), else unchanged. BENCH_DATABASE_TCP=1
 * keeps TCP (the before of docs/measurements.md, "The bid path, eighth round").
 */
export function asNpmStartReachesIt(databaseUrl: string): { url: string; via: string } {
  const url = new URL(databaseUrl);
  const port = url.port || '5432';
  const local = url.hostname === '127.0.0.1' || url.hostname === 'localhost';
  if (url.searchParams.has('host'))
    return { url: databaseUrl, via: `Unix socket ${url.searchParams.get('host')}` };
  if (
    process.env.BENCH_DATABASE_TCP === '1' ||
    !local ||
    !existsSync(`${SYSTEM_SOCKET_DIR}/.s.PGSQL.${port}`)
  )
    return { url: databaseUrl, via: `TCP ${url.hostname}:${port}` };
  url.searchParams.set('host', SYSTEM_SOCKET_DIR);
  return { url: url.toString(), via: `Unix socket ${SYSTEM_SOCKET_DIR}, as npm start reaches its own` };
}
