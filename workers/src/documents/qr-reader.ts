import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import jsQRModule from 'jsqr';
import { PNG } from 'pngjs';

const run = promisify(execFile);
// jsqr is CommonJS (`module.exports = jsQR`) but declares an ES default export, so under NodeNext the default
// import is the module object as far as TypeScript knows; at run time it is the function.
const jsQR = jsQRModule as unknown as typeof jsQRModule.default;

/**
 * Issue 26: reads the QR codes off a printed PDF the way a phone does, from the page's picture: pdftoppm (Debian's
 * poppler-utils, already used to look at every PDF) draws each page, jsQR finds the code. One code per page
 * image: a bill's first page, each token's band (a sheet of bid slips is cut into its bands first).
 *
 * Drawn at 300 dpi: the header's 80 pt QR has 85 modules with its quiet zone, so 150 dpi gives under two pixels a
 * module and jsQR missed about one code in fifteen (which ones depends on the token's pattern); a phone's camera
 * at reading distance resolves far more than 300 dpi, so the reader should too.
 */
const READ_DPI = 300;

export async function readQrCodesFromPdf(
  pdf: string,
  options: { dpi?: number; pages?: number } = {},
): Promise<string[]> {
  const directory = await mkdtemp(path.join(tmpdir(), 'cocoon-qr-'));
  try {
    await run('pdftoppm', [
      '-r',
      String(options.dpi ?? READ_DPI),
      '-gray',
      '-png',
      '-l',
      String(options.pages ?? 50),
      pdf,
      path.join(directory, 'page'),
    ]);
    const images = (await readdir(directory)).filter((name) => name.endsWith('.png')).sort();
    const found: string[] = [];
    for (const image of images) {
      for (const text of qrCodesOfPng(await readFile(path.join(directory, image)))) found.push(text);
    }
    return found;
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

/**
 * The codes on one page image. jsQR reports one code per picture, so the page is read whole, then by its thirds
 * (a sheet of three bid slips carries three codes); each distinct code once.
 */
export function qrCodesOfPng(png: Buffer): string[] {
  const image = PNG.sync.read(png);
  const found = new Set<string>();
  const read = (top: number, height: number) => {
    const slice = new Uint8ClampedArray(
      image.data.buffer,
      image.data.byteOffset + top * image.width * 4,
      height * image.width * 4,
    );
    const code = jsQR(slice, image.width, height, { inversionAttempts: 'dontInvert' });
    if (code?.data) found.add(code.data);
  };
  read(0, image.height);
  const third = Math.floor(image.height / 3);
  for (let band = 0; band < 3; band++) read(band * third, third);
  const half = Math.floor(image.height / 2);
  for (let band = 0; band < 2; band++) read(band * half, half);
  return [...found];
}
