import { resolve } from 'node:path';
import { ConfigError, createLogger } from '@cocoon/platform';
import { BackupError, writeBackup } from './backup.js';
import { OpsUsageError, opsDatabase } from './database.js';

/** `npm run backup -- <file>`: events and the app's own tables into one gzip'd NDJSON file (backup-format.ts). */
const USAGE = `Usage: npm run backup -- <file>        e.g. npm run backup -- cocoon-$(date +%F).ndjson.gz
Reads DATABASE_URL, else npm start's own PostgreSQL (.data/, started for the backup if it is not running).`;

const logger = createLogger({
  level: process.env.LOG_LEVEL ?? 'info',
  name: 'backup',
  destination: process.stderr,
});
const file = process.argv[2];
if (!file || file.startsWith('-')) {
  process.stderr.write(`${USAGE}\n`);
  process.exit(2);
}
try {
  const database = await opsDatabase(logger);
  try {
    const summary = await writeBackup(database.url, resolve(file), logger);
    const events = summary.tables['eventstore.events'] ?? 0;
    process.stdout.write(
      `Backed up ${events} events and ${summary.rows - events} other rows (${Object.keys(summary.tables).length} tables) to ${summary.file}\n`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof BackupError || error instanceof OpsUsageError || error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  logger.fatal({ err: error }, 'backup failed');
  process.exit(1);
}
