import { BANK_FILE_TEMPLATES, type BatchRow } from '@cocoon/domain';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import {
  bankFileName,
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
});

describe('bank file', () => {
  it('writes the common columns: type, account, IFSC, rupees with 2 decimals, name, reference, dd/MM/yyyy, narration', () => {
    const csv = renderBankFile(batch([row(1)]), 'generic', '2026-11-23');
    expect(csv.split('\r\n')).toEqual([
      'Transaction Type,Beneficiary Account No,IFSC Code,Amount,Beneficiary Name,Customer Reference,Value Date,Narration',
      'NEFT,50100234567891,IDIB000H014,59752.69,Murugan 1,202611220420001,23/11/2026,HSR cocoon lots 1',
      '',
    ]);
  });

  it('has the same eight columns in every template, in its own order and names', () => {
    for (const template of BANK_FILE_TEMPLATES) {
      const [header, line] = parse(renderBankFile(batch([row(1)]), template, '2026-11-23')) as string[][];
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
    const [, line] = parse(csv) as string[][];
    expect(line?.[4]).toBe('\'=cmd|"/c calc"!A1, Murugan');
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
      { rowId: 'row-2', outcome: 'failed', reason: 'Invalid account' },
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
