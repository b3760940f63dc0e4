import { DOCUMENTS_QUEUE } from '@cocoon/domain';
import { Queue } from 'bullmq';
import pg from 'pg';
import { loadWorkerConfig } from './config.js';

/**
 * Container health check for the workers service: the document table is reachable and at least one
 * worker is connected to the documents queue (BullMQ names its Redis clients, so Redis can tell).
 */
async function healthy(): Promise<boolean> {
  const config = loadWorkerConfig();
  const client = new pg.Client({ connectionString: config.DATABASE_URL, connectionTimeoutMillis: 5000 });
  const queue = new Queue(DOCUMENTS_QUEUE, {
    connection: { url: config.REDIS_URL, maxRetriesPerRequest: 1, connectTimeout: 5000 },
  });
  try {
    await client.connect();
    await client.query('SELECT 1 FROM documents.document_files LIMIT 1');
    return (await queue.getWorkersCount()) > 0;
  } finally {
    await Promise.all([client.end().catch(() => undefined), queue.close().catch(() => undefined)]);
  }
}

process.exitCode = (await healthy().catch(() => false)) ? 0 : 1;
