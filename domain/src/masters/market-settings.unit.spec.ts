import { describe, expect, it } from 'vitest';
import { ConflictError } from '../shared/errors.js';
import { specFor } from '../shared/given-when-then.js';
import {
  marketSettings,
  type SettingValue,
  setMarketSettingSchema,
  valueInForce,
} from './market-settings.js';

const HOSUR = '11111111-1111-4111-8111-111111111111';
const levy = (value: number, effectiveFrom: string, marketId: string | null = null): SettingValue => ({
  key: 'farmerlevy',
  value,
  effectiveFrom,
  marketId,
});

describe('market settings', () => {
  it('records a value with its effective-from date', () => {
    const data = { key: 'farmerlevy' as const, value: 150, effectiveFrom: '2025-04-01', marketId: null };
    specFor(marketSettings)()
      .when({ type: 'SetMarketSetting', data })
      .thenEmits([{ type: 'MarketSettingSet', data }], (a, b) => expect(a).toEqual(b));
    specFor(marketSettings)([{ type: 'MarketSettingSet', data }])
      .when({ type: 'SetMarketSetting', data })
      .thenThrows((fn) => expect(fn).toThrow(ConflictError));
  });

  it("answers last March's levy for last March and today's for today", () => {
    const history = [levy(100, '2024-04-01'), levy(150, '2025-04-01')];
    expect(valueInForce(history, 'farmerlevy', HOSUR, '2025-03-15')?.value).toBe(100);
    expect(valueInForce(history, 'farmerlevy', HOSUR, '2025-04-01')?.value).toBe(150);
  });

  it("prefers the market's own value unless an all-markets value is newer", () => {
    const history = [levy(100, '2024-04-01'), levy(80, '2024-06-01', HOSUR), levy(120, '2025-01-01')];
    expect(valueInForce(history, 'farmerlevy', HOSUR, '2024-12-31')?.value).toBe(80);
    expect(valueInForce(history, 'farmerlevy', null, '2024-12-31')?.value).toBe(100);
    expect(valueInForce(history, 'farmerlevy', HOSUR, '2025-02-01')?.value).toBe(120);
  });

  it('falls back to the documented defaults, and to nothing for the silk rate', () => {
    expect(valueInForce([], 'rendittafactor', null, '2025-01-01')?.value).toBe(130);
    expect(valueInForce([], 'minbidincrement', null, '2025-01-01')?.value).toBe(100);
    expect(valueInForce([], 'silkrate', null, '2025-01-01')).toBeNull();
  });

  it('validates ranges and dates', () => {
    const bad = setMarketSettingSchema.safeParse({
      key: 'farmerlevy',
      value: 5000,
      effectiveFrom: '2025-13-01',
    });
    expect(bad.error?.issues.map((i) => i.path.join('.'))).toEqual(
      expect.arrayContaining(['value', 'effectiveFrom']),
    );
    expect(
      setMarketSettingSchema.safeParse({ key: 'nonsense', value: 1, effectiveFrom: '2025-01-01' }).success,
    ).toBe(false);
  });
});
