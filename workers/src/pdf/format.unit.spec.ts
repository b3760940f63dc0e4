import { describe, expect, it } from 'vitest';
import { formatIstDateTime } from './format.js';

describe('formatIstDateTime', () => {
  it('prints DD/MM/YYYY HH:MM in Asia/Kolkata (UTC+05:30), 24-hour', () => {
    expect(formatIstDateTime(new Date('2026-11-22T06:35:00Z'))).toBe('22/11/2026 12:05');
    expect(formatIstDateTime(new Date('2026-03-31T18:30:00Z'))).toBe('01/04/2026 00:00');
    expect(formatIstDateTime(new Date('2026-01-05T15:04:59Z'))).toBe('05/01/2026 20:34');
  });
});
