import {
  BANK_FILE_NAME_LENGTH,
  BANK_FILE_TEMPLATES,
  type BankFileTemplate,
  type BatchRow,
  displayDate,
  type RowResult,
  returnReasonCode,
  rupeesText,
  ValidationError,
} from '@cocoon/domain';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

/**
 * The bulk NEFT upload file of an online batch, and the bank's response file read back.
 *
 * money-and-reports.md ("Paying farmers"): the common columns are transaction type (NEFT/RTGS/IFT), beneficiary
 * account, IFSC, amount, beneficiary name, customer reference, value date dd/MM/yyyy and narration; the formats
 * differ by bank. The templates below keep those eight columns and differ in header names and order. They are
 * ASSUMPTIONS made from the banks' public bulk-upload descriptions, to be confirmed with each bank's branch
 * before a market uses its template for real money (a bank may also want the market's debit account, a batch
 * header row or a fixed-width file: add a template then).
 */
type Column = 'type' | 'account' | 'ifsc' | 'amount' | 'name' | 'reference' | 'valueDate' | 'narration';

/**
 * A field of a control record (issue 25): the file serial, the record count and total amount (rupees with 2
 * decimals), the value date, the market's code, the batch number, or a fixed text (`{ text }`).
 */
type ControlField = 'serial' | 'count' | 'total' | 'valueDate' | 'marketCode' | 'batchNo' | { text: string };

interface Template {
  /** The bank's own IFSC prefix: a beneficiary at the same bank is paid by internal transfer (IFT). */
  ifscPrefix: string | null;
  columns: ReadonlyArray<[Column, string]>;
  /**
   * Issue 25. The encoding of the bank's files both ways: our file is plain ASCII (no byte-order mark) in every
   * template; a response file is read in this encoding and refused, naming the line, when its bytes are not.
   */
  encoding: 'ascii' | 'utf-8';
  /** The beneficiary name's length limit (transliterated to ASCII and cut to it). */
  nameLength: number;
  /** The control records: a line before the column names (header) and/or after the rows (trailer). */
  control: { header?: readonly ControlField[]; trailer?: readonly ControlField[] };
  /** The bank's own return codes → the reference table's (RETURN_REASONS); NACH codes and words are known. */
  returnCodes: Readonly<Record<string, string>>;
}

const COMMON = { encoding: 'ascii', nameLength: BANK_FILE_NAME_LENGTH, returnCodes: {} } as const;

export const TEMPLATES: Record<BankFileTemplate, Template> = {
  // Generic NEFT: the eight common columns in the order money-and-reports.md lists them.
  generic: {
    ...COMMON,
    ifscPrefix: null,
    control: {
      header: [{ text: 'FILEHDR' }, 'serial', 'marketCode', 'batchNo', 'valueDate', 'count', 'total'],
    },
    columns: [
      ['type', 'Transaction Type'],
      ['account', 'Beneficiary Account No'],
      ['ifsc', 'IFSC Code'],
      ['amount', 'Amount'],
      ['name', 'Beneficiary Name'],
      ['reference', 'Customer Reference'],
      ['valueDate', 'Value Date'],
      ['narration', 'Narration'],
    ],
  },
  // State Bank of India (assumed CMP bulk upload layout): beneficiary first, payment mode after the amount.
  sbi: {
    ...COMMON,
    ifscPrefix: 'SBIN',
    control: { trailer: [{ text: 'TRAILER' }, 'count', 'total', 'serial'] },
    columns: [
      ['account', 'Beneficiary Account Number'],
      ['name', 'Beneficiary Name'],
      ['ifsc', 'IFSC Code'],
      ['amount', 'Amount (Rs)'],
      ['type', 'Payment Mode'],
      ['reference', 'Customer Reference Number'],
      ['valueDate', 'Value Date (DD/MM/YYYY)'],
      ['narration', 'Remarks'],
    ],
  },
  // Indian Bank (assumed): payment type, then name before account.
  'indian-bank': {
    ...COMMON,
    ifscPrefix: 'IDIB',
    control: {
      header: [{ text: 'H' }, 'serial', 'valueDate'],
      trailer: [{ text: 'T' }, 'count', 'total'],
    },
    columns: [
      ['type', 'Payment Type'],
      ['name', 'Beneficiary Name'],
      ['account', 'Beneficiary A/c No'],
      ['ifsc', 'IFSC'],
      ['amount', 'Amount'],
      ['reference', 'Reference No'],
      ['valueDate', 'Value Date'],
      ['narration', 'Remarks'],
    ],
  },
  // Indian Overseas Bank (assumed): short headers, IFSC before the name.
  iob: {
    ...COMMON,
    ifscPrefix: 'IOBA',
    control: { trailer: [{ text: 'T' }, 'serial', 'count', 'total'] },
    columns: [
      ['type', 'Txn Type'],
      ['account', 'Benef Account'],
      ['ifsc', 'Benef IFSC'],
      ['name', 'Benef Name'],
      ['amount', 'Amount'],
      ['reference', 'Cust Ref'],
      ['valueDate', 'Value Date'],
      ['narration', 'Narration'],
    ],
  },
  // Canara Bank (assumed): name first, reference before the amount.
  canara: {
    ...COMMON,
    ifscPrefix: 'CNRB',
    control: { header: [{ text: 'HDR' }, 'serial', 'count', 'total', 'valueDate'] },
    // Canara's own return codes as we assume them (confirm with the bank): mapped onto the NACH codes.
    returnCodes: { AC01: '02', AC04: '01', AC06: '54', BE01: '03' },
    columns: [
      ['name', 'Beneficiary Name'],
      ['account', 'Account Number'],
      ['ifsc', 'IFSC Code'],
      ['type', 'Transaction Type'],
      ['reference', 'Customer Ref No'],
      ['amount', 'Amount'],
      ['valueDate', 'Value Date'],
      ['narration', 'Narration'],
    ],
  },
};

/** The template of setting `bankfiletemplate` (an index into BANK_FILE_TEMPLATES; generic when unset or odd). */
export const templateOfSetting = (value: number | null | undefined): BankFileTemplate =>
  BANK_FILE_TEMPLATES[value ?? 0] ?? 'generic';

export const isTemplate = (name: string): name is BankFileTemplate =>
  (BANK_FILE_TEMPLATES as readonly string[]).includes(name);

/** RTGS takes Rs 2 lakh and more (RBI's minimum); below that NEFT; same bank, an internal transfer. */
const RTGS_MIN_PAISE = 2_00_000_00;
export function transactionType(template: BankFileTemplate, ifsc: string, amountPaise: number): string {
  const prefix = TEMPLATES[template].ifscPrefix;
  if (prefix && ifsc.toUpperCase().startsWith(prefix)) return 'IFT';
  return amountPaise >= RTGS_MIN_PAISE ? 'RTGS' : 'NEFT';
}

/**
 * A cell a spreadsheet would run as a formula (= + - @, or a tab / carriage return that some treat alike) is
 * prefixed with an apostrophe: a farmer's name typed as `=HYPERLINK(...)` stays text (OWASP CSV injection).
 */
export const guardCell = (value: string): string => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** NEFT narration is 30 characters at most at most banks. */
const narrationOf = (marketCode: string, row: BatchRow) =>
  `${marketCode} cocoon lots ${row.lots.map((lot) => lot.lotNo).join(' ')}`.slice(0, 30);

export interface BankFileBatch {
  marketCode: string;
  batchNo: string;
  batchDate: string;
  rows: readonly BatchRow[];
  /** Issue 25: the market's file serial given at export (absent on files exported before serials). */
  fileSerial?: number | null;
}

/**
 * A name as a bank file carries it: plain ASCII (accents taken off; letters the bank cannot read, such as Tamil
 * script, dropped), spaces collapsed, cut to the template's limit. Empty when nothing ASCII is left.
 */
export function asciiName(name: string, limit: number = BANK_FILE_NAME_LENGTH): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9 .&'-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, limit)
    .trim();
}

/** The file serial as written: the market's code and 6 digits (HSR000012). */
export const fileSerialText = (marketCode: string, serial: number | null | undefined) =>
  `${marketCode}${String(serial ?? 0).padStart(6, '0')}`;

/**
 * The file's rows in reference order, between the template's control records; the value date is the run's pay-on
 * date (or the export date). Every byte is ASCII and there is no byte-order mark.
 */
export function renderBankFile(batch: BankFileBatch, template: BankFileTemplate, valueDate: string): string {
  const { columns, control, nameLength } = TEMPLATES[template];
  const rows = [...batch.rows].sort((a, b) => a.reference.localeCompare(b.reference));
  const total = rows.reduce((sum, row) => sum + row.amountPaise, 0);
  const controlRecord = (fields: readonly ControlField[]) =>
    fields.map((field) => {
      if (typeof field === 'object') return field.text;
      switch (field) {
        case 'serial':
          return fileSerialText(batch.marketCode, batch.fileSerial);
        case 'count':
          return String(rows.length);
        case 'total':
          return rupeesText(total);
        case 'valueDate':
          return displayDate(valueDate);
        case 'marketCode':
          return batch.marketCode;
        case 'batchNo':
          return batch.batchNo;
        default:
          return '';
      }
    });
  const name = (row: BatchRow) =>
    asciiName(row.bank.accountName, nameLength) ||
    asciiName(row.farmerName, nameLength) ||
    asciiName(row.farmerCode, nameLength);
  const cells = (row: BatchRow): Record<Column, string> => ({
    type: transactionType(template, row.bank.ifsc, row.amountPaise),
    account: row.bank.accountNo,
    ifsc: row.bank.ifsc,
    amount: rupeesText(row.amountPaise),
    name: name(row),
    reference: row.reference,
    valueDate: displayDate(valueDate),
    narration: narrationOf(batch.marketCode, row),
  });
  const options = { record_delimiter: 'windows' } as const;
  const body = stringify(
    rows.map((row) => {
      const values = cells(row);
      return columns.map(([column]) => guardCell(values[column]));
    }),
    { ...options, header: true, columns: columns.map(([, header]) => header) },
  );
  const header = control.header ? stringify([controlRecord(control.header)], options) : '';
  const trailer = control.trailer ? stringify([controlRecord(control.trailer)], options) : '';
  const file = `${header}${body}${trailer}`;
  // Every cell above is ASCII by construction (the name transliterated, the rest digits and codes): a slip here
  // would send the bank a file it refuses, so it is caught before it leaves.
  const bad = file.search(/[^\x20-\x7E\r\n]/);
  if (bad >= 0) throw new Error(`bank file: a character that is not ASCII at ${bad}`);
  return file;
}

export const bankFileName = (marketCode: string, batchDate: string, batchNo: string) =>
  `bankfile-${marketCode}-${batchDate}-${batchNo.split('/').slice(1).join('-')}.csv`.replace(/[^\w.-]/g, '_');

/**
 * The bank's response file: a header row, then one row per payment. The columns are found by name (the banks
 * name them differently): the customer reference, the status, the bank's reference (UTR) and the reason of a
 * failure. Statuses read as paid: success, paid, processed, credited, s; failed: failed, rejected, returned,
 * return, f. Anything else, an unknown reference, a reference twice or a paid row without the bank's reference is
 * refused naming the line (the whole file: nothing is recorded from a file that is not understood).
 */
const HEADERS = {
  reference: [
    'customer reference',
    'customer reference number',
    'customer ref no',
    'cust ref',
    'reference',
    'reference no',
  ],
  status: ['status', 'transaction status', 'txn status'],
  bankReference: ['bank reference', 'utr', 'utr no', 'utr number', 'bank ref', 'bank ref no'],
  reason: ['reason', 'failure reason', 'remarks', 'return reason', 'rejection reason'],
  reasonCode: ['reason code', 'return code', 'return reason code', 'code'],
  creditDate: ['credit date', 'value date', 'paid on', 'transaction date', 'settlement date', 'date'],
} as const;
const PAID = new Set(['success', 'successful', 'paid', 'processed', 'credited', 's']);
const FAILED = new Set(['failed', 'failure', 'rejected', 'returned', 'return', 'f']);

const fileError = (message: string) => new ValidationError(message, { csv: [message] });

/**
 * A response file's bytes read in the template's encoding (issue 25): every line must be valid in it (ASCII:
 * bytes 0x20-0x7E and tabs; UTF-8: well formed, a leading byte-order mark allowed), else a 400 names the first
 * bad line and byte. Answers the text.
 */
export function decodeResponseFile(bytes: Uint8Array, template: BankFileTemplate): string {
  const { encoding } = TEMPLATES[template];
  let line = 1;
  let start = 0;
  const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  const checkLine = (from: number, to: number) => {
    const part = bytes.subarray(from, to);
    if (encoding === 'ascii') {
      const at = part.findIndex((b) => b > 0x7e || (b < 0x20 && b !== 0x09 && b !== 0x0d));
      if (at >= 0) {
        const byte = part[at]?.toString(16).toUpperCase().padStart(2, '0');
        throw fileError(
          `Line ${line}: byte 0x${byte} at position ${at + 1} is not ASCII; the ${template} template's response file is plain ASCII`,
        );
      }
      return;
    }
    try {
      utf8.decode(part);
    } catch {
      throw fileError(`Line ${line}: the bytes are not valid UTF-8`);
    }
  };
  for (let i = 0; i < bytes.length; i += 1) {
    if (bytes[i] === 0x0a) {
      checkLine(start, i);
      line += 1;
      start = i + 1;
    }
  }
  checkLine(start, bytes.length);
  return new TextDecoder(encoding === 'ascii' ? 'ascii' : 'utf-8').decode(bytes);
}

/** The response file given as text: each line's characters checked against the template's encoding. */
export function checkResponseText(text: string, template: BankFileTemplate): string {
  if (TEMPLATES[template].encoding !== 'ascii') return text;
  const lines = text.split('\n');
  lines.forEach((content, index) => {
    const at = content.search(/[^\x20-\x7E\t\r]/);
    if (at >= 0) {
      throw fileError(
        `Line ${index + 1}: character ${JSON.stringify(content[at])} at position ${at + 1} is not ASCII; the ${template} template's response file is plain ASCII`,
      );
    }
  });
  return text;
}

const RESPONSE_DATE = /^(\d{2})[/.-](\d{2})[/.-](\d{4})$|^(\d{4})-(\d{2})-(\d{2})$/;

/** A credit date as banks write it (DD/MM/YYYY, DD-MM-YYYY, YYYY-MM-DD), as YYYY-MM-DD; null when not a date. */
export function responseDate(text: string): string | null {
  const m = RESPONSE_DATE.exec(text.trim());
  if (!m) return null;
  const [y, mo, d] = m[4] ? [m[4], m[5], m[6]] : [m[3], m[2], m[1]];
  const iso = `${y}-${mo}-${d}`;
  const parsed = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== iso ? null : iso;
}

export interface ResponseOptions {
  /** The template whose return codes and control records the file has (generic when absent). */
  template?: BankFileTemplate;
  /** A credit date must lie between these (the export date and today). */
  from?: string;
  to?: string;
}

export function parseBankResponse(
  csv: string,
  rowsByReference: ReadonlyMap<string, { rowId: string }>,
  options: ResponseOptions = {},
): RowResult[] {
  const template = TEMPLATES[options.template ?? 'generic'];
  const markers = new Set(
    [template.control.header?.[0], template.control.trailer?.[0]]
      .filter((f): f is { text: string } => typeof f === 'object')
      .map((f) => f.text.toUpperCase()),
  );
  let parsed: Array<{ record: string[]; info: { lines: number } }>;
  try {
    parsed = parse(csv, {
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
      bom: true,
      info: true,
    }) as unknown as typeof parsed;
  } catch (error) {
    throw fileError(`The response file is not a CSV file: ${(error as Error).message}`);
  }
  // Control records (the template's header and trailer) are not rows.
  const records = parsed.filter(({ record }) => !markers.has((record[0] ?? '').toUpperCase()));
  const [first, ...rest] = records;
  if (!first) throw fileError('The response file is empty');
  const header = first.record;
  const names = header.map((h) =>
    h
      .toLowerCase()
      .replace(/[^a-z0-9 ]/g, '')
      .replace(/\s+/g, ' ')
      .trim(),
  );
  const find = (candidates: readonly string[]) => names.findIndex((name) => candidates.includes(name));
  const at = {
    reference: find(HEADERS.reference),
    status: find(HEADERS.status),
    bankReference: find(HEADERS.bankReference),
    reason: find(HEADERS.reason),
    reasonCode: find(HEADERS.reasonCode),
    creditDate: find(HEADERS.creditDate),
  };
  if (at.reference < 0 || at.status < 0) {
    throw fileError('The response file needs a header row with the customer reference and status columns');
  }
  const seen = new Set<string>();
  return rest.map(({ record: cells, info }) => {
    const line = info.lines;
    const cell = (i: number) => (i >= 0 ? (cells[i] ?? '').replace(/^'/, '').trim() : '');
    const reference = cell(at.reference);
    const row = rowsByReference.get(reference);
    if (!row) throw fileError(`Line ${line}: reference ${reference || '(empty)'} is not in this batch`);
    if (seen.has(reference)) throw fileError(`Line ${line}: reference ${reference} is listed twice`);
    seen.add(reference);
    const status = cell(at.status).toLowerCase();
    if (PAID.has(status)) {
      const bankReference = cell(at.bankReference);
      if (!bankReference)
        throw fileError(`Line ${line}: reference ${reference} is paid but has no bank reference`);
      const paid = { rowId: row.rowId, outcome: 'paid' as const, bankReference: bankReference.slice(0, 100) };
      const dateText = cell(at.creditDate);
      if (!dateText) return paid;
      const paidOn = responseDate(dateText);
      if (!paidOn) throw fileError(`Line ${line}: credit date ${dateText} is not a date (DD/MM/YYYY)`);
      if ((options.from && paidOn < options.from) || (options.to && paidOn > options.to)) {
        throw fileError(`Line ${line}: credit date ${dateText} is not between the file's export and today`);
      }
      return { ...paid, paidOn };
    }
    if (FAILED.has(status)) {
      const code = cell(at.reasonCode);
      const reason = cell(at.reason) || code || 'Failed at the bank (no reason given)';
      const reasonCode = returnReasonCode(code || reason, template.returnCodes);
      return { rowId: row.rowId, outcome: 'failed', reason: reason.slice(0, 100), reasonCode };
    }
    throw fileError(
      `Line ${line}: status ${cell(at.status) || '(empty)'} of reference ${reference} is not paid or failed`,
    );
  });
}
