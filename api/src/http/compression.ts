import { constants } from 'node:zlib';
import type { Context, Next } from 'koa';
import koaCompress from 'koa-compress';

/** Below this an answer fits in a packet or two anyway; compressing it costs more CPU than it saves wire. */
export const API_COMPRESSION_THRESHOLD_BYTES = 1024;

const SSE = /^text\/event-stream\b/i;

/**
 * The API's answers compressed on the fly: brotli at quality 4 (most of brotli's gain at gzip's speed; the
 * static UI is precompressed at 11 at build instead) or gzip, by the request's Accept-Encoding, above
 * API_COMPRESSION_THRESHOLD_BYTES. Never the live feeds (text/event-stream): a compressor holds frames back
 * until its block fills, and a bid must reach the phones when it is placed. Their `no-transform` says the
 * same to koa-compress and to proxies; the filter keeps it true if that header ever changes.
 */
export function apiCompression() {
  const compress = koaCompress({
    threshold: API_COMPRESSION_THRESHOLD_BYTES,
    filter: (type) => !SSE.test(type) && compressible(type),
    br: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    gzip: { level: 6 },
    // One answer per Accept-Encoding on every Node version (zstd exists from Node 22.15 only).
    deflate: false,
    zstd: false,
  });
  return (ctx: Context, next: Next) => (isApi(ctx.path) ? compress(ctx, next) : next());
}

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');

/** JSON, text (CSV exports) and XML; PDFs and XLSX are compressed already. */
function compressible(type: string): boolean {
  return /^(application\/(json|[a-z.+-]*\+json|xml)|text\/)/i.test(type);
}
