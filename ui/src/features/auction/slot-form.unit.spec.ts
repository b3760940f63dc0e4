import { describe, expect, it } from 'vitest';
import { issuesToFieldErrors } from '../../components/form/field-errors';
import { durationMinutes, emptySlot, normaliseTime, slotFormSchema } from './slot-form';

describe('slot times', () => {
  it('reads the quick ways a time is typed as HH:MM', () => {
    expect(normaliseTime('10:30')).toBe('10:30');
    expect(normaliseTime('9:05')).toBe('09:05');
    expect(normaliseTime('1030')).toBe('10:30');
    expect(normaliseTime('930')).toBe('09:30');
    expect(normaliseTime('half past')).toBe('half past');
  });

  it('gives the duration once both times read', () => {
    expect(durationMinutes('10:00', '10:45')).toBe(45);
    expect(durationMinutes('1000', '0945')).toBe(-15);
    expect(durationMinutes('10:00', '')).toBeUndefined();
    expect(durationMinutes('25:00', '26:00')).toBeUndefined();
  });
});

describe('slotFormSchema', () => {
  const typed = {
    ...emptySlot('2026-11-22'),
    startTime: '1000',
    endTime: '10:30',
    lotFrom: '1',
    lotTo: '12',
  };

  it('sends the command', () => {
    const result = slotFormSchema.safeParse(typed);
    expect(result.success && result.data).toEqual({
      inwardDate: '2026-11-22',
      startTime: '10:00',
      endTime: '10:30',
      lotFrom: 1,
      lotTo: 12,
    });
  });

  it('refuses an end before the start and a range that runs backwards', () => {
    const result = slotFormSchema.safeParse({ ...typed, endTime: '09:30', lotFrom: '9', lotTo: '5' });
    expect(issuesToFieldErrors(result.error!.issues)).toEqual({
      endTime: ['The end time must be after the start time'],
      lotTo: ['Lot To must not be below Lot From'],
    });
  });

  it("says what is missing in the domain's words", () => {
    const result = slotFormSchema.safeParse(emptySlot('2026-11-22'));
    const errors = issuesToFieldErrors(result.error!.issues);
    expect(errors.startTime).toEqual(['Please enter the start time (HH:MM)']);
    expect(errors.lotFrom).toEqual(['Please enter Lot From']);
  });
});
