import { BANK_FILE_TEMPLATES, type BatchRow } from '@cocoon/domain';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import {
  asciiName,
  bankFileName,
  decodeResponseFile,
  guardCell,
  parseBankResponse,
  renderBankFile,
  TEMPLATES,
  templateOfSetting,
  transactionType,
} from './bank-files.js';

const row = (n: number, overrides: Partial<BatchRow> = {}): BatchRow => ({
  rowId: `row-${n}`,
  farmerId: `farmer-${n}`,
  farmerName: `Farmer ${n}`,
  farmerCode: `F${n}`,
  bank: {
    accountNo: `5010023456789${n}`,
    ifsc: 'IDIB000H014',
    accountName: `Murugan ${n}`,
    bankName: 'Indian Bank',
  },
  lots: [{ lotId: `lot-${n}`, lotNo: n, auctionDate: '2026-11-20', billNo: null, amountPaise: 59_752_69 }],
  amountPaise: 59_752_69,
  reference: `20261122042000${n}`,
  ...overrides,
});
const batch = (rows: BatchRow[]) => ({
  marketCode: 'HSR',
  batchNo: 'HSR/OB2627/00001',
  batchDate: '2026-11-22',
  rows,
  fileSerial: 12,
});
/** The file's rows without the template's control records (parsed as CSV). */
const dataRecords = (csv: string, template: (typeof BANK_FILE_TEMPLATES)[number]) => {
  const records = parse(csv, { relax_column_count: true }) as string[][];
  const { header, trailer } = TEMPLATES[template].control;
  return records.slice(header ? 1 : 0, trailer ? -1 : undefined);
};

describe('bank file', () => {
  it('writes the common columns: type, account, IFSC, rupees with 2 decimals, name, reference, dd/MM/yyyy, narration', () => {
    const csv = renderBankFile(batch([row(1)]), 'generic', '2026-11-23');
    expect(csv.split('\r\n')).toEqual([
      'FILEHDR,HSR000012,HSR,HSR/OB2627/00001,23/11/2026,1,59752.69',
      'Transaction Type,Beneficiary Account No,IFSC Code,Amount,Beneficiary Name,Customer Reference,Value Date,Narration',
      'NEFT,50100234567891,IDIB000H014,59752.69,Murugan 1,202611220420001,23/11/2026,HSR cocoon lots 1',
      '',
    ]);
  });

  it('has the same eight columns in every template, in its own order and names', () => {
    for (const template of BANK_FILE_TEMPLATES) {
      const [header, line] = dataRecords(renderBankFile(batch([row(1)]), template, '2026-11-23'), template);
      expect(header).toHaveLength(8);
      expect(header).toEqual(TEMPLATES[template].columns.map(([, name]) => name));
      expect(line).toContain('59752.69');
      expect(line).toContain('202611220420001');
    }
  });

  it('pays by internal transfer at the same bank, RTGS from Rs 2 lakh, else NEFT', () => {
    expect(transactionType('indian-bank', 'IDIB000H014', 100)).toBe('IFT');
    expect(transactionType('sbi', 'IDIB000H014', 100)).toBe('NEFT');
    expect(transactionType('generic', 'SBIN0001234', 2_00_000_00)).toBe('RTGS');
    expect(transactionType('generic', 'SBIN0001234', 1_99_999_99)).toBe('NEFT');
  });

  it('keeps a cell that a spreadsheet would run as a formula as text, and quotes commas', () => {
    expect(guardCell('=HYPERLINK("http://x")')).toBe('\'=HYPERLINK("http://x")');
    for (const start of ['+', '-', '@', '\t']) expect(guardCell(`${start}1`)).toBe(`'${start}1`);
    expect(guardCell('Murugan K')).toBe('Murugan K');
    const csv = renderBankFile(
      batch([row(1, { bank: { ...row(1).bank, accountName: '=cmd|"/c calc"!A1, Murugan' } })]),
      'generic',
      '2026-11-23',
    );
    const [, line] = dataRecords(csv, 'generic');
    // Issue 25: the name is ASCII letters and spaces, so nothing of the formula is left to run.
    expect(line?.[4]).toBe('cmd c calc A1 Murugan');
  });

  it('names the file with the market code, date and batch number; reads the setting as a template', () => {
    expect(bankFileName('HSR', '2026-11-22', 'HSR/OB2627/00001')).toBe(
      'bankfile-HSR-2026-11-22-OB2627-00001.csv',
    );
    expect(templateOfSetting(1)).toBe('sbi');
    expect(templateOfSetting(null)).toBe('generic');
    expect(templateOfSetting(99)).toBe('generic');
  });
});

describe('bank response file', () => {
  const rows = new Map([
    ['202611220420001', { rowId: 'row-1' }],
    ['202611220420002', { rowId: 'row-2' }],
  ]);

  it('reads paid rows with the UTR and failed rows with the reason, columns found by name in any order', () => {
    const csv =
      'UTR No,Txn Status,Cust Ref,Return Reason\r\nN123,Success,202611220420001,\r\n,REJECTED,202611220420002,Invalid account\r\n';
    expect(parseBankResponse(csv, rows)).toEqual([
      { rowId: 'row-1', outcome: 'paid', bankReference: 'N123' },
      { rowId: 'row-2', outcome: 'failed', reason: 'Invalid account', reasonCode: '02' },
    ]);
  });

  it('refuses, naming the line: an unknown reference, a reference twice, an unknown status, paid without UTR', () => {
    const head = 'Customer Reference,Status,UTR\r\n';
    expect(() => parseBankResponse(`${head}202611220420001,S,U1\r\n123,S,U2\r\n`, rows)).toThrow(
      'Line 3: reference 123 is not in this batch',
    );
    expect(() => parseBankResponse(`${head}202611220420001,S,U1\r\n202611220420001,S,U2\r\n`, rows)).toThrow(
      'Line 3: reference 202611220420001 is listed twice',
    );
    expect(() => parseBankResponse(`${head}202611220420001,PENDING,U1\r\n`, rows)).toThrow(
      'Line 2: status PENDING of reference 202611220420001 is not paid or failed',
    );
    expect(() => parseBankResponse(`${head}202611220420001,SUCCESS,\r\n`, rows)).toThrow(
      'Line 2: reference 202611220420001 is paid but has no bank reference',
    );
    expect(() => parseBankResponse('Name,Amount\r\nx,1\r\n', rows)).toThrow(/header row/);
    expect(() => parseBankResponse('"unclosed\r\n', rows)).toThrow(/not a CSV file/);
  });
});

describe('bank file bytes (issue 25)', () => {
  const tamil = row(2, {
    farmerName: 'முருகன்',
    bank: { ...row(2).bank, accountName: 'Murugán Kandasámy Venkataraman Subramaniam Pillai' },
    amountPaise: 1_23,
  });
  const noAscii = row(3, {
    farmerName: 'Selvi',
    bank: { ...row(3).bank, accountName: 'செல்வி' },
    amountPaise: 10_00,
  });

  it('is plain ASCII without a byte-order mark in every template, names cut to 40, control totals and serial', () => {
    for (const template of BANK_FILE_TEMPLATES) {
      const bytes = Buffer.from(
        renderBankFile(batch([row(1), tamil, noAscii]), template, '2026-11-23'),
        'utf8',
      );
      expect(bytes[0]).not.toBe(0xef);
      expect(bytes.every((b) => b === 0x0d || b === 0x0a || (b >= 0x20 && b <= 0x7e))).toBe(true);
      const text = decodeResponseFile(bytes, template);
      const records = parse(text, { relax_column_count: true }) as string[][];
      const control = [
        ...(TEMPLATES[template].control.header ? [records[0]] : []),
        ...(TEMPLATES[template].control.trailer ? [records.at(-1)] : []),
      ];
      expect(control.length).toBeGreaterThan(0);
      const fields = control.flat();
      expect(fields).toContain('3');
      expect(fields).toContain('59763.92');
      expect(fields).toContain('HSR000012');
      const names = dataRecords(text, template)
        .slice(1)
        .map((cells) => cells[TEMPLATES[template].columns.findIndex(([c]) => c === 'name')]);
      expect(names).toEqual(['Murugan 1', 'Murugan Kandasamy Venkataraman Subramani', 'Selvi']);
      expect(names[1]).toHaveLength(40);
    }
  });

  it('transliterates accents and drops script it cannot carry', () => {
    expect(asciiName('Ramésh  Kumar')).toBe('Ramesh Kumar');
    expect(asciiName('முருகன்')).toBe('');
    expect(asciiName('A'.repeat(50))).toHaveLength(40);
  });

  it('reads a response file in its encoding, refusing invalid bytes naming the line', () => {
    const good = Buffer.from('Customer Reference,Status,UTR\r\n202611220420001,S,U1\r\n');
    expect(decodeResponseFile(good, 'generic')).toContain('U1');
    const latin = Buffer.concat([good, Buffer.from([0x32, 0x30, 0xe9, 0x0d, 0x0a])]);
    expect(() => decodeResponseFile(latin, 'generic')).toThrow(
      /^Line 3: byte 0xE9 at position 3 is not ASCII/,
    );
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), good]);
    expect(() => decodeResponseFile(bom, 'sbi')).toThrow(/^Line 1: byte 0xEF/);
  });

  it('maps returns onto the reference codes and reads the credit date', () => {
    const rows = new Map([
      ['202611220420001', { rowId: 'row-1' }],
      ['202611220420002', { rowId: 'row-2' }],
      ['202611220420003', { rowId: 'row-3' }],
    ]);
    const csv =
      'Cust Ref,Status,UTR,Credit Date,Return Code,Return Reason\r\n' +
      '202611220420001,SUCCESS,SBIN326112233,24/11/2026,,\r\n' +
      '202611220420002,RETURNED,,,02,No such account\r\n' +
      '202611220420003,RETURNED,,,AC06,Dormant\r\n';
    expect(
      parseBankResponse(csv, rows, { template: 'canara', from: '2026-11-23', to: '2026-11-25' }),
    ).toEqual([
      { rowId: 'row-1', outcome: 'paid', bankReference: 'SBIN326112233', paidOn: '2026-11-24' },
      { rowId: 'row-2', outcome: 'failed', reason: 'No such account', reasonCode: '02' },
      { rowId: 'row-3', outcome: 'failed', reason: 'Dormant', reasonCode: '54' },
    ]);
    expect(() =>
      parseBankResponse(csv.replace('24/11/2026', '20/11/2026'), rows, {
        from: '2026-11-23',
        to: '2026-11-25',
      }),
    ).toThrow('Line 2: credit date 20/11/2026 is not between the file');
    expect(() => parseBankResponse(csv.replace('24/11/2026', '31/02/2026'), rows)).toThrow(
      'Line 2: credit date 31/02/2026 is not a date',
    );
  });

  it("skips the template's own control records in a response file", () => {
    const rows = new Map([['202611220420001', { rowId: 'row-1' }]]);
    const csv = 'FILEHDR,HSR000012\r\nCustomer Reference,Status,UTR\r\n202611220420001,S,U1\r\n';
    expect(parseBankResponse(csv, rows, { template: 'generic' })).toEqual([
      { rowId: 'row-1', outcome: 'paid', bankReference: 'U1' },
    ]);
  });
});
