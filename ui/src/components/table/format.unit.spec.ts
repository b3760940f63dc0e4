import { describe, expect, it } from 'vitest';
import { cellAlignment, formatCellValue, formatNumber, formatTime } from './format';

describe('formatCellValue', () => {
  it('groups plain numbers the Indian way (lakh, crore)', () => {
    expect(formatCellValue(1234567)).toBe('12,34,567');
    expect(formatCellValue(123456789)).toBe('12,34,56,789');
  });

  it('shows two decimals for type 3 and three for type 4', () => {
    expect(formatCellValue(1234567.5, { valueType: 3 })).toBe('12,34,567.50');
    expect(formatCellValue(12.3456, { valueType: 4 })).toBe('12.346');
    expect(formatNumber(0, 3)).toBe('0.00');
  });

  it('shows HH:MM for type 1 and for the time flag', () => {
    expect(formatCellValue('09:05:33', { valueType: 1 })).toBe('09:05');
    expect(formatCellValue('7:30', { isTime: true })).toBe('07:30');
  });

  it('leaves text alone and shows nothing for empty values', () => {
    expect(formatCellValue('Double cocoon')).toBe('Double cocoon');
    expect(formatCellValue(null)).toBe('');
    expect(formatCellValue(undefined, { valueType: 3 })).toBe('');
  });
});

describe('formatTime', () => {
  it('reads timestamps in Indian time whatever the machine zone', () => {
    expect(formatTime('2026-11-22T04:30:00Z')).toBe('10:00');
    expect(formatTime(new Date('2026-11-22T18:45:00Z'))).toBe('00:15');
  });

  it('answers empty for what is not a time', () => {
    expect(formatTime('soon')).toBe('');
  });
});

describe('cellAlignment', () => {
  it('right-aligns numbers and decimal columns, left-aligns text and times', () => {
    expect(cellAlignment({}, 42)).toBe('right');
    expect(cellAlignment({ valueType: 3 }, '12.5')).toBe('right');
    expect(cellAlignment({}, 'text')).toBe('left');
    expect(cellAlignment({ valueType: 1 }, 930)).toBe('left');
  });

  it("lets the column's own alignment win", () => {
    expect(cellAlignment({ alignment: 'center' }, 42)).toBe('center');
  });
});
