import {
  BANK_FILE_TEMPLATES,
  type BankFileTemplate,
  type BatchRow,
  type BatchRowResult,
  displayDate,
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

interface Template {
  /** The bank's own IFSC prefix: a beneficiary at the same bank is paid by internal transfer (IFT). */
  ifscPrefix: string | null;
  columns: ReadonlyArray<[Column, string]>;
}

export const TEMPLATES: Record<BankFileTemplate, Template> = {
  // Generic NEFT: the eight common columns in the order money-and-reports.md lists them.
  generic: {
    ifscPrefix: null,
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
    ifscPrefix: 'SBIN',
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
    ifscPrefix: 'IDIB',
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
    ifscPrefix: 'IOBA',
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
    ifscPrefix: 'CNRB',
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
}

/** The file's rows in reference order; the value date is the export date. */
export function renderBankFile(batch: BankFileBatch, template: BankFileTemplate, valueDate: string): string {
  const { columns } = TEMPLATES[template];
  const rows = [...batch.rows].sort((a, b) => a.reference.localeCompare(b.reference));
  const cells = (row: BatchRow): Record<Column, string> => ({
    type: transactionType(template, row.bank.ifsc, row.amountPaise),
    account: row.bank.accountNo,
    ifsc: row.bank.ifsc,
    amount: rupeesText(row.amountPaise),
    name: row.bank.accountName || row.farmerName,
    reference: row.reference,
    valueDate: displayDate(valueDate),
    narration: narrationOf(batch.marketCode, row),
  });
  return stringify(
    rows.map((row) => {
      const values = cells(row);
      return columns.map(([column]) => guardCell(values[column]));
    }),
    { header: true, columns: columns.map(([, header]) => header), record_delimiter: 'windows' },
  );
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
} as const;
const PAID = new Set(['success', 'successful', 'paid', 'processed', 'credited', 's']);
const FAILED = new Set(['failed', 'failure', 'rejected', 'returned', 'return', 'f']);

const fileError = (message: string) => new ValidationError(message, { csv: [message] });

export function parseBankResponse(
  csv: string,
  rowsByReference: ReadonlyMap<string, { rowId: string }>,
): BatchRowResult[] {
  let records: string[][];
  try {
    records = parse(csv, { skip_empty_lines: true, trim: true, relax_column_count: true, bom: true });
  } catch (error) {
    throw fileError(`The response file is not a CSV file: ${(error as Error).message}`);
  }
  const [header, ...lines] = records;
  if (!header) throw fileError('The response file is empty');
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
  };
  if (at.reference < 0 || at.status < 0) {
    throw fileError('The response file needs a header row with the customer reference and status columns');
  }
  const seen = new Set<string>();
  return lines.map((cells, index) => {
    const line = index + 2;
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
      return { rowId: row.rowId, outcome: 'paid', bankReference: bankReference.slice(0, 100) };
    }
    if (FAILED.has(status)) {
      const reason = cell(at.reason) || 'Failed at the bank (no reason given)';
      return { rowId: row.rowId, outcome: 'failed', reason: reason.slice(0, 100) };
    }
    throw fileError(
      `Line ${line}: status ${cell(at.status) || '(empty)'} of reference ${reference} is not paid or failed`,
    );
  });
}
