import pg from 'pg';

/**
 * Container health check for the projectors service: the read-model database answers and no projection is
 * stopped on a poison event (a failed one needs an operator: `npm run projections -- status`).
 */
const client = new pg.Client({ connectionString: process.env.DATABASE_URL, connectionTimeoutMillis: 5000 });
try {
  await client.connect();
  const failed = await client.query("SELECT name FROM projection.checkpoints WHERE status = 'failed'");
  process.exitCode = failed.rowCount === 0 ? 0 : 1;
} catch {
  process.exitCode = 1;
} finally {
  await client.end().catch(() => undefined);
}
