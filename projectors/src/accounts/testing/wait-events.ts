import { randomUUID } from 'node:crypto';
import {
  type AccountEvent,
  farmerPaymentsStream,
  type HolidayEvent,
  holidaysStream,
  MARKET_SETTINGS_STREAM,
  type MarketSettingEvent,
  type MarketSettingKey,
  type PaidLot,
} from '@cocoon/domain';
import { type Item, item, type Person } from '../../reports/testing/report-world.js';

/**
 * Hand-made events of the farmer's wait (issue 25): a market's holiday, a setting, and a bank run — rows added,
 * the file exported, the bank's answers — as the payment commands store them.
 */
const other = (stream: string, e: HolidayEvent | MarketSettingEvent, marketId: string, date: string): Item =>
  item(stream, e as unknown as AccountEvent, marketId, date);

export const holidayOn = (marketId: string, date: string, name = 'Holiday'): Item =>
  other(
    holidaysStream(marketId),
    { type: 'HolidayAdded', data: { marketId, date, name, nameTamil: null, source: 'manual' } },
    marketId,
    '2026-04-01',
  );

export const settingFrom = (
  key: MarketSettingKey,
  value: number,
  marketId: string | null,
  effectiveFrom = '2026-04-01',
): Item =>
  other(
    MARKET_SETTINGS_STREAM,
    { type: 'MarketSettingSet', data: { key, value, effectiveFrom, marketId } },
    marketId ?? '00000000-0000-4000-8000-000000000000',
    effectiveFrom,
  );

export interface RunLot {
  lotId: string;
  lotNo: number;
  date: string;
  netPaise: number;
}

export interface BankRun {
  batchId: string;
  /** One row id per farmer, in the order given. */
  rowIds: string[];
  items: Item[];
}

let batches = 0;
const pay = (marketId: string, e: AccountEvent, date: string) =>
  item(farmerPaymentsStream(marketId), e, marketId, date);

/** A batch opened on `date` with one row per farmer (their lots' nets), exported that day when asked. */
export function bankRun(
  marketId: string,
  date: string,
  rows: { farmer: Person; lots: RunLot[] }[],
  options: { exported: boolean },
): BankRun {
  const n = ++batches;
  const batchId = randomUUID();
  const rowIds = rows.map(() => randomUUID());
  const paid = (l: RunLot): PaidLot => ({
    lotId: l.lotId,
    lotNo: l.lotNo,
    auctionDate: l.date,
    billNo: null,
    amountPaise: l.netPaise,
  });
  const items = [
    pay(
      marketId,
      {
        type: 'OnlineBatchOpened',
        data: {
          batchId,
          marketId,
          batchNo: `HSR/OB2627/${String(n).padStart(5, '0')}`,
          financialYear: '202627',
          sequence: n,
          batchDate: date,
          openedBy: 'hsr.admin',
        },
      },
      date,
    ),
    pay(
      marketId,
      {
        type: 'BatchRowsAdded',
        data: {
          batchId,
          addedOn: date,
          addedBy: 'hsr.admin',
          rows: rows.map((row, i) => ({
            rowId: rowIds[i]!,
            farmerId: row.farmer.id,
            farmerCode: row.farmer.code,
            farmerName: row.farmer.name,
            bank: {
              accountNo: '50100234567890',
              ifsc: 'IDIB000H014',
              accountName: row.farmer.name,
              bankName: null,
            },
            lots: row.lots.map(paid),
            amountPaise: row.lots.reduce((s, l) => s + l.netPaise, 0),
            reference: `${date.replaceAll('-', '')}123${String(i + 1).padStart(4, '0')}`,
          })),
        },
      },
      date,
    ),
  ];
  if (options.exported)
    items.push(
      pay(
        marketId,
        {
          type: 'BatchExported',
          data: { batchId, template: 'generic', exportedOn: date, exportedBy: 'hsr.admin' },
        },
        date,
      ),
    );
  return { batchId, rowIds, items };
}

/** The bank credited a row on `paidOn` (its credit date, from the response file). */
export const rowPaid = (marketId: string, run: BankRun, row: number, paidOn: string, readOn = paidOn): Item =>
  pay(
    marketId,
    {
      type: 'BatchRowPaid',
      data: {
        batchId: run.batchId,
        rowId: run.rowIds[row]!,
        bankReference: `UTR${randomUUID().slice(0, 8)}`,
        paidOn,
        recordedBy: 'hsr.admin',
      },
    },
    readOn,
  );

/** The bank returned a row. */
export const rowFailed = (marketId: string, run: BankRun, row: number, failedOn: string): Item =>
  pay(
    marketId,
    {
      type: 'BatchRowFailed',
      data: {
        batchId: run.batchId,
        rowId: run.rowIds[row]!,
        reason: '02 No such account',
        failedOn,
        recordedBy: 'hsr.admin',
      },
    },
    failedOn,
  );
