import { LOT_REGISTER, LOTS_DRILL, MESSAGES, type ReportDefinition } from '@cocoon/domain';
import { describe, expect, it } from 'vitest';
import {
  drillSearch,
  formParams,
  hasAnyParam,
  readReportParams,
  reportKeys,
  reportParamErrors,
  reportSearch,
  uniqueMessages,
} from './report-params';

const MARKET = '6f1c2d3e-4a5b-4c6d-8e7f-901234567890';
const of = (...parameters: ReportDefinition['parameters']) => ({ parameters });

describe("a report's parameters in the URL", () => {
  it("takes its keys from the definition's parameter kinds, in order", () => {
    expect(reportKeys(LOT_REGISTER)).toEqual(['marketId', 'from', 'to', 'cocoonTypeId', 'status']);
    expect(reportKeys(of('month', 'market'))).toEqual(['month', 'marketId']);
  });

  it('reads what the URL names and nothing else', () => {
    expect(readReportParams(LOT_REGISTER, '?from=2024-11-05&to=2024-11-06&x=1')).toEqual({
      marketId: '',
      from: '2024-11-05',
      to: '2024-11-06',
      cocoonTypeId: '',
      status: '',
    });
    expect(hasAnyParam(LOT_REGISTER, 'x=1')).toBe(false);
    expect(hasAnyParam(LOT_REGISTER, 'from=')).toBe(true);
  });

  it('starts an empty form at today, this month and this financial year; a cleared date stays cleared', () => {
    expect(formParams(of('dateRange'), '', '2025-02-10')).toEqual({ from: '2025-02-10', to: '2025-02-10' });
    expect(formParams(of('date'), '', '2025-02-10')).toEqual({ date: '2025-02-10' });
    expect(formParams(of('month', 'accountingYear'), '', '2025-02-10')).toEqual({
      month: '2025-02',
      accountingYear: '202425',
    });
    expect(formParams(of('accountingYear'), '', '2025-04-01')).toEqual({ accountingYear: '202526' });
    expect(formParams(of('dateRange'), 'from=&to=2025-01-01', '2025-02-10')).toEqual({
      from: '',
      to: '2025-01-01',
    });
  });

  it('writes only what is chosen, in the key order, so the same choice is the same URL', () => {
    const params = {
      status: 'sold',
      to: '2024-11-06',
      from: '2024-11-05',
      marketId: MARKET,
      cocoonTypeId: '',
    };
    expect(reportSearch(LOT_REGISTER, params)).toBe(
      `marketId=${MARKET}&from=2024-11-05&to=2024-11-06&status=sold`,
    );
  });

  it('writes a drill filter out, numbers included', () => {
    expect(
      drillSearch({ marketId: MARKET, from: '2024-11-05', to: '2024-11-05', minRatePaise: 40_000 }),
    ).toBe(`marketId=${MARKET}&from=2024-11-05&to=2024-11-05&minRatePaise=40000`);
  });
});

describe("the spec's messages before calling", () => {
  it('asks for both dates of a range', () => {
    const errors = reportParamErrors(LOT_REGISTER, { from: '', to: '2024-11-05' });
    expect(errors.from).toEqual([MESSAGES.selectFromToDate]);
    expect(uniqueMessages(errors)).toEqual([MESSAGES.selectFromToDate]);
    expect(uniqueMessages(reportParamErrors(LOT_REGISTER, { from: '', to: '' }))).toEqual([
      MESSAGES.selectFromToDate,
    ]);
  });

  it('asks for a date, and for all fields of a month or a customer', () => {
    expect(uniqueMessages(reportParamErrors(of('date'), { date: '' }))).toEqual([MESSAGES.selectDate]);
    expect(
      uniqueMessages(reportParamErrors(of('month', 'farmer'), { month: '2024-11', farmerId: '' })),
    ).toEqual([MESSAGES.selectAllFields]);
  });

  it('refuses a range that ends before it starts, and passes a complete one', () => {
    expect(reportParamErrors(LOT_REGISTER, { from: '2024-11-06', to: '2024-11-05' }).to).toHaveLength(1);
    expect(
      reportParamErrors(LOT_REGISTER, { from: '2024-11-05', to: '2024-11-05', marketId: MARKET }),
    ).toEqual({});
  });

  it('needs nothing for the drill-down, whose filter is all optional', () => {
    expect(reportParamErrors(LOTS_DRILL, readReportParams(LOTS_DRILL, ''))).toEqual({});
  });
});

describe('a report of one customer without a market parameter', () => {
  it('keeps the market the customer was picked from in the URL, first', () => {
    const history = of('farmer', 'dateRange');
    expect(reportKeys(history)).toEqual(['marketId', 'farmerId', 'from', 'to']);
    expect(reportKeys(of('market', 'farmer'))).toEqual(['marketId', 'farmerId']);
    expect(
      reportParamErrors(history, { marketId: '', farmerId: '', from: '2024-11-05', to: '2024-11-05' }),
    ).toEqual({ farmerId: [MESSAGES.selectAllFields] });
  });
});
