import { PassThrough, type Writable } from 'node:stream';
import type { ReportRow } from '@cocoon/domain';

/** The bytes a writer sends to a stream, as one buffer (a file stored whole: the export job, the unit specs). */
export async function collect(write: (out: Writable) => Promise<void>): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  await write(out);
  if (!out.writableEnded) out.end();
  await ended;
  return Buffer.concat(chunks);
}

/** Rows held in memory as the row stream the file writers read. */
export async function* fromArray(rows: readonly ReportRow[]): AsyncGenerator<ReportRow> {
  yield* rows;
}
