import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { plainCell, type ReportAnswer, type ReportRow } from '@cocoon/domain';
import { stringify } from 'csv-stringify';
import { collect, fromArray } from './file-stream.js';
import type { ReportFileMeta } from './report-file.js';

/**
 * A cell a spreadsheet would run as a formula (= + - @, or a leading tab or carriage return, OWASP's "CSV
 * injection") gets a leading apostrophe: a farmer named "=HYPERLINK(...)" stays text. Numbers are written by us
 * from integers, so a negative amount ("-12.50") is left as the number it is.
 */
export function neutralise(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

const PROGRESS_EVERY = 2_000;

/**
 * UTF-8 with a BOM (Excel then reads Tamil names right), the header row with units, the rows, the totals row.
 * Numbers are plain decimals (kg 3 places, rupees 2) so a script parses them back exactly. The rows come one at a
 * time (a report's cursor, issue 28) and go to `out` as they are written, waiting while `out` is full: memory
 * holds a batch of rows, not the file.
 */
export async function writeReportCsv(
  head: ReportAnswer,
  rows: AsyncIterable<ReportRow>,
  out: Writable,
  meta: ReportFileMeta,
): Promise<void> {
  const { columns } = head;
  const stringifier = stringify({ record_delimiter: 'windows', bom: true });
  const piped = pipeline(stringifier, out);
  const write = async (record: string[]) => {
    if (!stringifier.write(record)) await once(stringifier, 'drain');
  };
  await write(columns.map((c) => neutralise(c.header)));
  let index = 0;
  for await (const row of rows) {
    await write(
      columns.map((c) => {
        const cell = row[c.key];
        const value = typeof cell === 'object' && cell !== null ? null : cell;
        const text = plainCell(value, c.type);
        return typeof value === 'number' ? text : neutralise(text);
      }),
    );
    if (meta.onProgress && index % PROGRESS_EVERY === 0)
      meta.onProgress(Math.round((index / Math.max(1, head.rowCount ?? head.rows.length)) * 100));
    index++;
  }
  await write(
    columns.map((c, i) => {
      const total = head.totals[c.key];
      if (total !== null && total !== undefined) return plainCell(total, c.type);
      return i === 0 ? 'Total' : '';
    }),
  );
  stringifier.end();
  await piped;
}

/** The whole CSV of an answer held in memory (a small report, the unit specs). */
export const reportCsv = (answer: ReportAnswer, meta: ReportFileMeta): Promise<Buffer> =>
  collect((out) => writeReportCsv(answer, fromArray(answer.rows), out, meta));
