import { displayInstant } from '@cocoon/domain';
import { describe, expect, it } from 'vitest';
import { lotIdFromPath, stepWho } from './lot-history-view';

describe('lot history view', () => {
  it('writes a step time to the second in India', () => {
    // 05:31:07 UTC is 11:01:07 in India.
    expect(displayInstant('2026-11-22T05:31:07.250Z', 'seconds')).toBe('22/11/2026 11:01:07');
    expect(displayInstant('nonsense', 'seconds')).toBe('');
  });

  it('names who took a step and in which role', () => {
    expect(stepWho('hosur.admin', 'Branch Admin')).toBe('hosur.admin (Branch Admin)');
    expect(stepWho('RLR0012', null)).toBe('RLR0012');
    expect(stepWho(null, 'Reeler')).toBe('Reeler');
    expect(stepWho(null, null)).toBe('');
  });

  it('reads the lot id from the path', () => {
    const id = '6f1c2d3e-4a5b-4c6d-8e7f-901234567890';
    expect(lotIdFromPath(`/app/lothistory/${id}`)).toBe(id);
    expect(lotIdFromPath(`/app/LotHistory/${id}?x=1`)).toBe(id);
    expect(lotIdFromPath('/app/lothistory/')).toBe('');
  });
});
