import { plainCell, type ReportAnswer } from '@cocoon/domain';
import { stringify } from 'csv-stringify';
import type { ReportFileMeta } from './report-file.js';

/**
 * A cell a spreadsheet would run as a formula (= + - @, or a leading tab or carriage return, OWASP's "CSV
 * injection") gets a leading apostrophe: a farmer named "=HYPERLINK(...)" stays text. Numbers are written by us
 * from integers, so a negative amount ("-12.50") is left as the number it is.
 */
export function neutralise(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

const BOM = '\uFEFF';
const PROGRESS_EVERY = 2_000;

/**
 * UTF-8 with a BOM (Excel then reads Tamil names right), the header row with units, the rows, the totals row.
 * Numbers are plain decimals (kg 3 places, rupees 2) so a script parses them back exactly.
 */
export async function reportCsv(answer: ReportAnswer, meta: ReportFileMeta): Promise<Buffer> {
  const { columns } = answer;
  const stringifier = stringify({ record_delimiter: 'windows' });
  const chunks: Buffer[] = [];
  stringifier.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    stringifier.on('end', resolve);
    stringifier.on('error', reject);
  });
  stringifier.write(columns.map((c) => neutralise(c.header)));
  answer.rows.forEach((row, index) => {
    stringifier.write(
      columns.map((c) => {
        const cell = row[c.key];
        const value = typeof cell === 'object' && cell !== null ? null : cell;
        const text = plainCell(value, c.type);
        return typeof value === 'number' ? text : neutralise(text);
      }),
    );
    if (meta.onProgress && index % PROGRESS_EVERY === 0)
      meta.onProgress(Math.round((index / answer.rows.length) * 100));
  });
  stringifier.write(
    columns.map((c, i) => {
      const total = answer.totals[c.key];
      if (total !== null && total !== undefined) return plainCell(total, c.type);
      return i === 0 ? 'Total' : '';
    }),
  );
  stringifier.end();
  await done;
  return Buffer.concat([Buffer.from(BOM, 'utf8'), ...chunks]);
}
