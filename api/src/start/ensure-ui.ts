import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';

/** `npm start` builds the UI when it is missing or older than its sources (ui/ and the shared domain/). */
const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
const logger = pino({ name: 'start' });

function newestMtime(path: string): number {
  const info = statSync(path, { throwIfNoEntry: false });
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist' || entry === '.tsbuild') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const built = statSync(join(root, 'ui/dist/index.html'), { throwIfNoEntry: false })?.mtimeMs ?? 0;
const sources = Math.max(
  newestMtime(join(root, 'ui/src')),
  newestMtime(join(root, 'ui/index.html')),
  newestMtime(join(root, 'ui/vite.config.ts')),
  newestMtime(join(root, 'domain/src')),
);
if (built < sources) {
  logger.info('building the user interface (ui/dist)');
  execFileSync('npm', ['run', 'build', '-w', 'ui'], { cwd: root, stdio: 'inherit' });
}
