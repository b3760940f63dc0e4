import { MARKET_SETTINGS } from '@cocoon/domain';
import { describe, expect, it } from 'vitest';
import {
  formatSettingValue,
  inputText,
  parseSettingValue,
  settingFormSchema,
  settingText,
  withUnit,
} from './setting-units';

describe('setting units', () => {
  it('reads Rupees into exact paise by string arithmetic', () => {
    expect(parseSettingValue('4700.50', 'paise')).toBe(470050);
    expect(parseSettingValue('4700.5', 'paise')).toBe(470050);
    expect(parseSettingValue('4,700', 'paise')).toBe(470000);
    expect(parseSettingValue('₹ 0.07', 'paise')).toBe(7);
    // 0.29 × 100 is 28.999999999999996 in floating point; digits are not.
    expect(parseSettingValue('0.29', 'paise')).toBe(29);
    expect(parseSettingValue('1234567.89', 'paise')).toBe(123456789);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', '4700.505', '-1', '1e3', 'abc', '12.3.4', '.5']) {
      expect(parseSettingValue(text, 'paise'), text).toBeUndefined();
    }
    expect(parseSettingValue('1.5', 'factor')).toBeUndefined();
    expect(parseSettingValue('130', 'factor')).toBe(130);
  });

  it('reads a percentage into basis points', () => {
    expect(parseSettingValue('1.25', 'basisPoints')).toBe(125);
    expect(parseSettingValue('1.25 %', 'basisPoints')).toBe(125);
    expect(parseSettingValue('20', 'basisPoints')).toBe(2000);
  });

  it('shows integers in Rupees and percent with lakh grouping', () => {
    expect(formatSettingValue(470050, 'paise')).toBe('4,700.50');
    expect(formatSettingValue(12345678905, 'paise')).toBe('12,34,56,789.05');
    expect(withUnit(125, 'basisPoints')).toBe('1.25 %');
    expect(withUnit(7, 'paise')).toBe('₹0.07');
    expect(withUnit(130, 'factor')).toBe('130');
    expect(inputText(470050, 'paise')).toBe('4700.50');
  });

  it('checks the range in the units the user sees, then the api schema', () => {
    const rule = { key: 'farmerlevy', ...MARKET_SETTINGS.farmerlevy };
    const schema = settingFormSchema(rule);
    const form = { key: 'farmerlevy', value: '1.25', effectiveFrom: '2026-12-01', marketId: '' };
    expect(schema.parse(form)).toEqual({
      key: 'farmerlevy',
      value: 125,
      effectiveFrom: '2026-12-01',
      marketId: null,
    });
    const tooHigh = schema.safeParse({ ...form, value: '25' });
    expect(tooHigh.error?.issues[0]).toMatchObject({
      path: ['value'],
      message: 'Must be between 0.00 % and 20.00 %',
    });
    expect(schema.safeParse({ ...form, value: '1.255' }).error?.issues[0]?.message).toMatch(
      /at most 2 decimals/,
    );
    expect(schema.safeParse({ ...form, effectiveFrom: '' }).error?.issues[0]?.path).toEqual([
      'effectiveFrom',
    ]);
  });

  it('shows days with their unit and a choice by its option label, never its number', () => {
    expect(withUnit(3, 'days')).toBe('3 days');
    expect(withUnit(1, 'days')).toBe('1 day');
    expect(withUnit(15, 'minutes')).toBe('15 minutes');
    expect(parseSettingValue('15', 'minutes')).toBe(15);
    expect(parseSettingValue('1.5', 'minutes')).toBeUndefined();
    const mode = { key: 'reelerpaymode', ...MARKET_SETTINGS.reelerpaymode };
    expect(settingText(mode, 0)).toBe('After invoice, within the days allowed');
    expect(settingText(mode, 1)).toBe('Deposit in advance');
    expect(settingText({ ...mode, options: undefined }, 1)).toBe('Option 2');
  });

  it('sets a choice by its option position, and refuses what is not an option', () => {
    const rule = { key: 'reelerpaymode', ...MARKET_SETTINGS.reelerpaymode };
    const schema = settingFormSchema(rule);
    const form = { key: 'reelerpaymode', value: '1', effectiveFrom: '2026-12-01', marketId: '' };
    expect(schema.parse(form)).toMatchObject({ key: 'reelerpaymode', value: 1 });
    for (const value of ['2', '', 'Deposit in advance']) {
      expect(schema.safeParse({ ...form, value }).error?.issues[0]?.message, value).toBe(
        'Choose one of the options',
      );
    }
  });

  it('checks days as whole numbers in range', () => {
    const rule = { key: 'reelerbardays', ...MARKET_SETTINGS.reelerbardays };
    const schema = settingFormSchema(rule);
    const form = { key: 'reelerbardays', value: '7', effectiveFrom: '2026-12-01', marketId: '' };
    expect(schema.parse(form)).toMatchObject({ value: 7 });
    expect(schema.safeParse({ ...form, value: '2.5' }).error?.issues[0]?.message).toBe(
      'Enter a number of days',
    );
    expect(schema.safeParse({ ...form, value: '366' }).error?.issues[0]?.message).toBe(
      'Must be between 0 days and 365 days',
    );
  });
});
