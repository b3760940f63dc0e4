import { createReadStream, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { isReelerPagePath, VERIFY_PATH } from '@cocoon/domain';
import type { Context, Next } from 'koa';
import { chooseEncoding, type StaticEncoding } from './accept-encoding.js';
import { BUILT_ASSETS } from './security-headers.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
  '.map': 'application/json',
};

/** Where the build puts each precompressed sibling (ui/build/precompress.ts). */
const SUFFIX: Record<StaticEncoding, string> = { br: '.br', gzip: '.gz', identity: '' };

async function fileStat(path: string): Promise<Stats | null> {
  try {
    const found = await stat(path);
    return found.isFile() ? found : null;
  } catch {
    return null;
  }
}

/** The page a printed document's QR opens (issue 26): its own small entry of the build, not the staff app. */
const VERIFY_PAGES = new Set([VERIFY_PATH, `${VERIFY_PATH}/`]);

/**
 * The page a path that is no file of the build gets: the verify page's own entry, the reelers' (issue 28: their
 * login and bid page on a phone, without the staff app), or the staff app's index.html, whose router decides.
 */
function pageFor(path: string): string {
  if (VERIFY_PAGES.has(path)) return 'verify.html';
  return isReelerPagePath(path) ? 'reeler.html' : 'index.html';
}

/**
 * Serves the built UI; any other non-API path gets its entry's HTML (pageFor) so the SPA router decides (deep
 * links work).
 * Every file is served from its brotli or gzip sibling when the build wrote one and the browser accepts it:
 * markets are on weak mobile data, and the build compresses harder than a server could per request.
 */
export function staticUi(distDir: string) {
  const root = normalize(distDir + sep);
  return async (ctx: Context, next: Next) => {
    if (
      (ctx.method !== 'GET' && ctx.method !== 'HEAD') ||
      ctx.path.startsWith('/api/') ||
      ctx.path === '/api'
    ) {
      return next();
    }
    let relative: string;
    try {
      relative = decodeURIComponent(ctx.path);
    } catch {
      relative = '/';
    }
    const candidate = normalize(join(root, relative));
    // The compressed siblings are served only as what they encode, never under their own name.
    const insideRoot = candidate.startsWith(root) && !/\.(br|gz)$/.test(candidate);
    const found = insideRoot && (await fileStat(candidate));
    // A built file that is not there is a 404, never a page: its answer carries none of a page's headers
    // (http/security-headers.ts).
    if (!found && ctx.path.startsWith(BUILT_ASSETS)) return next();
    const path = found ? candidate : join(root, pageFor(ctx.path));
    const immutable = path.includes(`${sep}assets${sep}`);
    const variants = new Map<StaticEncoding, Stats>();
    for (const encoding of ['identity', 'br', 'gzip'] as const) {
      const found = await fileStat(path + SUFFIX[encoding]);
      if (found) variants.set(encoding, found);
    }
    if (!variants.has('identity')) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The user interface is not built. Run `npm run build` (npm start does this for you).';
      return;
    }
    // A client refusing every encoding on offer still gets the plain file: a 406 for a page helps nobody.
    const encoding =
      chooseEncoding(ctx.get('Accept-Encoding') || undefined, new Set(variants.keys())) ?? 'identity';
    const file = variants.get(encoding) as Stats;

    ctx.status = 200;
    ctx.type = TYPES[extname(path)] ?? 'application/octet-stream';
    ctx.vary('Accept-Encoding');
    // Vite fingerprints assets, so they can be cached for good; the pages' HTML must always be revalidated.
    // An immutable file is never revalidated, so it carries no validators (issue 28: bytes on a slow link).
    ctx.set('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    if (!immutable) {
      // Each encoding is its own representation, so its own tag (RFC 9110 8.8.3).
      ctx.etag = `"${file.size.toString(36)}-${Math.floor(file.mtimeMs).toString(36)}-${encoding}"`;
      ctx.lastModified = file.mtime;
      if (ctx.fresh) {
        ctx.status = 304;
        return;
      }
    }
    if (encoding !== 'identity') ctx.set('Content-Encoding', encoding);
    ctx.body = createReadStream(path + SUFFIX[encoding]);
    ctx.length = file.size;
  };
}
