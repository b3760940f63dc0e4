import pg from 'pg';

/**
 * Holds the read side back, as a busy server may for a few seconds: an open transaction with an id keeps the
 * store's subscription, and so every projection and reactor, from passing it (the store delivers only below the
 * server's oldest open transaction; eventstore/src/postgres/queries.ts). Commands still run and answer. The
 * returned function lets the read side go on.
 */
export async function holdReadSide(databaseUrl: string): Promise<() => Promise<void>> {
  const holder = new pg.Client({ connectionString: databaseUrl });
  await holder.connect();
  await holder.query('BEGIN');
  await holder.query('SELECT txid_current()');
  return async () => {
    await holder.query('ROLLBACK');
    await holder.end();
  };
}
