import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { ConfigError, createLogger } from '@cocoon/platform';
import { OpsUsageError, opsDatabase } from './database.js';
import { RestoreError, restoreBackup } from './restore.js';

/** `npm run restore -- <file>`: a backup into an empty database, then every read model rebuilt from it. */
const USAGE = `Usage: npm run restore -- <file>
Restores into DATABASE_URL, else into npm start's own PostgreSQL (.data/; created when missing). The database
must be empty: restore never merges into one in use.`;

const logger = createLogger({
  level: process.env.LOG_LEVEL ?? 'info',
  name: 'restore',
  destination: process.stderr,
});
const file = process.argv[2];
if (!file || file.startsWith('-')) {
  process.stderr.write(`${USAGE}\n`);
  process.exit(2);
}
if (!existsSync(resolve(file))) {
  process.stderr.write(`No such file: ${resolve(file)}\n`);
  process.exit(2);
}
try {
  const database = await opsDatabase(logger);
  try {
    const summary = await restoreBackup(database.url, resolve(file), logger);
    const events = summary.tables['eventstore.events'] ?? 0;
    process.stdout.write(
      `Restored ${events} events and ${summary.rows - events} other rows from a backup of ${summary.header.createdAt}; ` +
        `rebuilt ${summary.rebuilt.length} read models.\n`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof RestoreError || error instanceof OpsUsageError || error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  logger.fatal({ err: error }, 'restore failed');
  process.exit(1);
}
