import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text-like files; woff2, png and the like are compressed formats already. */
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.css',
  '.svg',
  '.json',
  '.map',
  '.txt',
  '.ttf',
  '.eot',
  '.woff',
]);

/** A sibling is kept only when it saves this much; otherwise the server sends the plain file. */
const MIN_SAVING = 0.9;

/**
 * After the build, writes `<file>.br` (brotli at quality 11) and `<file>.gz` (gzip at level 9) beside every
 * compressible file in the output, for api/src/http/static-ui.ts to serve by Accept-Encoding. Compressing
 * once here lets the slowest, smallest settings pay off (a server compressing per request could not afford
 * brotli 11), and uses node:zlib rather than a plugin so nothing breaks with the next vite.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'cocoon-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: () => precompressDir(outDir),
  };
}

/** Writes the .br and .gz siblings of every compressible file under `dir`. */
export async function precompressDir(dir: string): Promise<void> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.has(extname(file)));
  await Promise.all(files.map(compressOne));
}

/** When a sibling is newer than its file, a build before wrote it (the reelers' build runs after the staff app's). */
async function compressedAlready(file: string): Promise<boolean> {
  const [plain, sibling] = await Promise.all([stat(file), stat(`${file}.br`).catch(() => null)]);
  return sibling !== null && sibling.mtimeMs >= plain.mtimeMs;
}

async function compressOne(file: string): Promise<void> {
  if (await compressedAlready(file)) return;
  const plain = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(plain, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipAsync(plain, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length <= plain.length * MIN_SAVING) await writeFile(`${file}.br`, br);
  if (gz.length <= plain.length * MIN_SAVING) await writeFile(`${file}.gz`, gz);
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return filesUnder(path);
      return (await stat(path)).isFile() ? [path] : [];
    }),
  );
  return nested.flat();
}
