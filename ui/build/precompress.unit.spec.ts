import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressDir', () => {
  it('writes brotli and gzip siblings of text files that decode to the file, and none for compressed formats', async () => {
    dir = mkdtempSync(join(tmpdir(), 'cocoon-precompress-'));
    mkdirSync(join(dir, 'assets'));
    const script = `export const lots = ${JSON.stringify(Array.from({ length: 500 }, (_, i) => ({ lotNo: i })))};`;
    writeFileSync(join(dir, 'assets', 'index-abc.js'), script);
    writeFileSync(join(dir, 'index.html'), `<!doctype html>${'<p>Cocoon Market</p>'.repeat(50)}`);
    writeFileSync(join(dir, 'assets', 'font-def.woff2'), Buffer.from('wOF2 already compressed'));
    writeFileSync(join(dir, 'tiny.svg'), '<svg/>');

    await precompressDir(dir);

    const js = join(dir, 'assets', 'index-abc.js');
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(readFileSync(`${js}.br`).length).toBeLessThan(readFileSync(`${js}.gz`).length);
    expect(existsSync(join(dir, 'index.html.br'))).toBe(true);
    expect(existsSync(join(dir, 'assets', 'font-def.woff2.br'))).toBe(false);
    // Too small to gain: the server sends the plain file.
    expect(existsSync(join(dir, 'tiny.svg.br'))).toBe(false);
  });
});
