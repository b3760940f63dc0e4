import { describe, expect, it } from 'vitest';
import { verificationSummary } from './history-verification-view';

const run = {
  startedAt: '2026-11-24T00:00:00.000Z',
  finishedAt: '2026-11-24T00:00:02.000Z',
  position: '00000000000000000812-00000000000000000340',
  ok: true,
  streams: 12,
  events: 340,
  seals: 3,
  problemCount: 0,
  problems: [],
};

describe('history verification card text', () => {
  it('says when it last ran (Indian time) and what it found, in words', () => {
    expect(verificationSummary(run)).toBe(
      'Last run 24/11/2026 05:30:02: no problems (12 streams, 340 events, 3 seals).',
    );
    expect(verificationSummary({ ...run, ok: false, problemCount: 1 })).toBe(
      'Last run 24/11/2026 05:30:02: 1 problem found (12 streams, 340 events, 3 seals).',
    );
    expect(verificationSummary({ ...run, ok: false, problemCount: 4 })).toMatch(/: 4 problems found/);
    expect(verificationSummary(null)).toMatch(/^Never run/);
  });
});
