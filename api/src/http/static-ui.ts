import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { Context, Next } from 'koa';

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

async function fileAt(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** Serves the built UI; any other non-API path gets index.html so the SPA router decides (deep links work). */
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
    const insideRoot = candidate.startsWith(root);
    const path = insideRoot && (await fileAt(candidate)) ? candidate : join(root, 'index.html');
    if (!(await fileAt(path))) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The user interface is not built. Run `npm run build` (npm start does this for you).';
      return;
    }
    ctx.type = TYPES[extname(path)] ?? 'application/octet-stream';
    // Vite fingerprints assets, so they can be cached for good; index.html must always be fresh.
    ctx.set(
      'Cache-Control',
      path.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    ctx.body = createReadStream(path);
  };
}
