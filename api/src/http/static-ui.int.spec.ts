import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../testing/client.js';
import { startTestApp, type TestApp } from '../testing.js';
import { API_COMPRESSION_THRESHOLD_BYTES } from './compression.js';

let app: TestApp;
let dist: string;
const INDEX = `<!doctype html><html><head><title>Cocoon Market</title></head><body>${'<div></div>'.repeat(200)}</body></html>`;
const VERIFY = `<!doctype html><html><head><title>Verify a market document</title></head><body>${'<p></p>'.repeat(200)}</body></html>`;
const REELER = `<!doctype html><html><head><title>Bid | Cocoon Market</title></head><body>${'<i></i>'.repeat(200)}</body></html>`;
const SCRIPT = `export const screens = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `screen ${i}`))};`;

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A plain node:http GET: fetch would ask for and undo the compression this spec is about. */
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(`${app.url}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * A dist as the build leaves it: a hashed script with both siblings, index.html, the verify page's verify.html and
 * the reelers' reeler.html with both, a png with none.
 */
function writeDist(dir: string): void {
  mkdirSync(join(dir, 'assets'));
  const put = (name: string, text: string) => {
    writeFileSync(join(dir, name), text);
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(text));
    writeFileSync(join(dir, `${name}.gz`), gzipSync(text));
  };
  put('index.html', INDEX);
  put('verify.html', VERIFY);
  put('reeler.html', REELER);
  put('assets/index-abc123.js', SCRIPT);
  writeFileSync(join(dir, 'assets', 'logo-def456.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'cocoon-dist-'));
  writeDist(dist);
  app = await startTestApp({ name: 'static_ui', uiDist: dist });
});

afterAll(async () => {
  await app?.stop();
  rmSync(dist, { recursive: true, force: true });
});

describe('static UI by Accept-Encoding', () => {
  it('answers brotli when offered, with its length, type, Vary and the immutable cache of a hashed asset', async () => {
    const answer = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(SCRIPT.length / 2);
    expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
  });

  it('answers gzip when brotli is not accepted, or is weighted lower', async () => {
    for (const header of ['gzip, deflate', 'br;q=0.5, gzip', 'br;q=0, *']) {
      const answer = await get('/assets/index-abc123.js', { 'accept-encoding': header });
      expect(answer.headers['content-encoding'], header).toBe('gzip');
      expect(gunzipSync(answer.body).toString()).toBe(SCRIPT);
    }
  });

  it('answers the plain file without Accept-Encoding, for identity, or when nothing offered is acceptable', async () => {
    const cases: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'br;q=0, gzip;q=0' },
    ];
    for (const headers of cases) {
      const answer = await get('/assets/index-abc123.js', headers);
      expect(answer.headers['content-encoding'], JSON.stringify(headers)).toBeUndefined();
      expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
      expect(answer.body.toString()).toBe(SCRIPT);
      expect(Number(answer.headers['content-length'])).toBe(SCRIPT.length);
    }
  });

  it('sends a file with no compressed sibling as it is', async () => {
    const answer = await get('/assets/logo-def456.png', { 'accept-encoding': 'br, gzip' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['content-type']).toBe('image/png');
    expect(answer.body.length).toBe(4);
  });

  it('answers index.html and the SPA fallback compressed and never cached without revalidation', async () => {
    for (const path of ['/', '/login', '/app/inward', '/display']) {
      const answer = await get(path, { 'accept-encoding': 'br' });
      expect(answer.status, path).toBe(200);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(answer.body).toString()).toBe(INDEX);
    }
  });

  it("answers the verify page at /v, a printed document's QR address, like index.html: compressed, revalidated", async () => {
    for (const [path, encoding] of [
      ['/v', 'br'],
      ['/v/', 'gzip'],
      ['/v', 'identity'],
    ] as const) {
      const answer = await get(path, { 'accept-encoding': encoding });
      expect(answer.status, path).toBe(200);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
      expect(answer.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      const body =
        encoding === 'br'
          ? brotliDecompressSync(answer.body)
          : encoding === 'gzip'
            ? gunzipSync(answer.body)
            : answer.body;
      expect(body.toString(), path).toBe(VERIFY);
    }
    const etag = String((await get('/v', { 'accept-encoding': 'br' })).headers.etag);
    const again = await get('/v', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    // Only the page itself: anything under it, or a path merely starting so, is the staff app's.
    for (const path of ['/v/other', '/verify', '/vx']) {
      const answer = await get(path, { 'accept-encoding': 'identity' });
      expect(answer.body.toString(), path).toBe(INDEX);
    }
  });

  it('never serves a compressed sibling under its own name, nor a page for a built file that is not there', async () => {
    for (const path of ['/assets/index-abc123.js.br', '/assets/gone-123abc.js']) {
      const answer = await get(path, { 'accept-encoding': 'identity' });
      expect(answer.status, path).toBe(404);
      expect(answer.body.toString(), path).not.toContain('<html');
    }
  });

  it("answers the reelers' pages with their own entry, reeler.html, and only those (issue 28)", async () => {
    for (const path of ['/reeler', '/reeler/', '/reeler/login', '/reeler/bid', '/reeler/bid?x=1']) {
      const answer = await get(path, { 'accept-encoding': 'identity' });
      expect(answer.status, path).toBe(200);
      expect(answer.headers['cache-control'], path).toBe('no-cache');
      expect(answer.body.toString(), path).toBe(REELER);
    }
    for (const path of ['/reelers', '/app/reeler', '/reelerbid']) {
      const answer = await get(path, { 'accept-encoding': 'identity' });
      expect(answer.body.toString(), path).toBe(INDEX);
    }
  });

  it("sends a page's security headers with every page, and only nosniff and CORP with a built file (issue 28)", async () => {
    for (const path of ['/', '/reeler/bid', '/v']) {
      const page = await get(path, { 'accept-encoding': 'br' });
      expect(page.headers['content-security-policy'], path).toContain("default-src 'self'");
      expect(page.headers['x-frame-options'], path).toBe('DENY');
      expect(page.headers['x-content-type-options'], path).toBe('nosniff');
      expect(page.headers.etag, path).toBeDefined();
    }
    const asset = await get('/assets/index-abc123.js', { 'accept-encoding': 'br' });
    expect(asset.status).toBe(200);
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const header of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy', 'etag'])
      expect(asset.headers[header], header).toBeUndefined();
  });

  it('answers 304 to a revalidation with the tag of the same encoding, and the body to another encoding', async () => {
    const first = await get('/login', { 'accept-encoding': 'gzip' });
    const etag = String(first.headers.etag);
    const again = await get('/login', { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const other = await get('/login', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(other.status).toBe(200);
    expect(other.headers['content-encoding']).toBe('br');
  });

  it('answers HEAD with the headers of the GET and no body', async () => {
    const answer = await get('/assets/index-abc123.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(Number(answer.headers['content-length'])).toBeGreaterThan(0);
    expect(answer.body.length).toBe(0);
  });
});

describe('API answers', () => {
  it('compresses JSON above the threshold with brotli, or gzip, and says Vary', async () => {
    const br = await get('/api/openapi.json', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    const document = JSON.parse(brotliDecompressSync(br.body).toString());
    expect(document.openapi).toBeDefined();
    const plainLength = Buffer.byteLength(JSON.stringify(document));
    expect(plainLength).toBeGreaterThan(API_COMPRESSION_THRESHOLD_BYTES);
    expect(br.body.length).toBeLessThan(plainLength / 4);

    const gz = await get('/api/openapi.json', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(document);

    const plain = await get('/api/openapi.json', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toEqual(document);
  });

  it('leaves an answer below the threshold as it is', async () => {
    const answer = await get('/api/no-such-route', { 'accept-encoding': 'br, gzip' });
    expect(answer.status).toBe(404);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.body.toString())).toEqual({ message: 'Not found', statusCode: 404 });
  });

  it('never compresses the live feed: its frames must leave as they happen', async () => {
    const token = await apiClient(app.url).login('hosur.admin');
    const abort = new AbortController();
    const response = await fetch(`${app.url}/api/BiddingInfo/LiveStream`, {
      headers: {
        authorization: `Bearer ${token}`,
        'accept-encoding': 'br, gzip',
        accept: 'text/event-stream',
      },
      signal: abort.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('content-encoding')).toBeNull();
    // The first frame arrives while the stream stays open: nothing holds it back.
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toMatch(/^event: hello\n/);
    abort.abort();
  });
});
