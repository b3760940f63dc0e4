import { describe, expect, it } from 'vitest';
import { newUuid, stableJson, UnansweredActions } from './command-key';
import { ApiError } from './errors';
import { refusedForGood } from './use-command';

let counter = 0;
const next = () => `key-${++counter}`;

describe('UnansweredActions', () => {
  const actions = () => new UnansweredActions(next);

  it('reuses the key when the same action is sent again before an answer (double click, retry)', () => {
    const pending = actions();
    const first = pending.keyFor({
      path: 'DefectCocoon/SaveDefectCocoon',
      body: { defectCode: 'D1', defectName: 'S' },
    });
    const again = pending.keyFor({
      body: { defectName: 'S', defectCode: 'D1' },
      path: 'DefectCocoon/SaveDefectCocoon',
    });
    expect(again).toBe(first);
  });

  it('makes a new key once the action was answered (the same form sent later is a new action)', () => {
    const pending = actions();
    const action = { path: 'FarmerPayment/PayCash', body: { farmerId: 'f1', lotIds: ['l1'] } };
    const first = pending.keyFor(action);
    pending.answered(action);
    expect(pending.keyFor(action)).not.toBe(first);
  });

  it('makes a new key when the body changed (a corrected form is a new action)', () => {
    const pending = actions();
    expect(pending.keyFor({ body: { defectCode: 'D1' } })).not.toBe(
      pending.keyFor({ body: { defectCode: 'D2' } }),
    );
  });

  it("keeps each of a list's unanswered actions' own key (approve lot A, then B, then A again)", () => {
    const pending = actions();
    const a = pending.keyFor({ body: { lotId: 'A', decision: 'approve' } });
    const b = pending.keyFor({ body: { lotId: 'B', decision: 'approve' } });
    expect(pending.keyFor({ body: { lotId: 'A', decision: 'approve' } })).toBe(a);
    expect(b).not.toBe(a);
  });

  it('serialises objects with sorted keys, arrays in order', () => {
    expect(stableJson({ b: 1, a: [2, 1] })).toBe('{"a":[2,1],"b":1}');
  });
});

describe('refusedForGood', () => {
  const failure = (status: number | 'ERR_NETWORK') =>
    new ApiError({ kind: 'message', status, message: 'x', fieldErrors: {} });

  it('lets the key go after a refusal, never after no answer, a 5xx or a 409 (maybe still running)', () => {
    expect(refusedForGood(failure(400))).toBe(true);
    expect(refusedForGood(failure(429))).toBe(true);
    expect(refusedForGood(failure(409))).toBe(false);
    expect(refusedForGood(failure(503))).toBe(false);
    expect(refusedForGood(failure('ERR_NETWORK'))).toBe(false);
    expect(refusedForGood(new Error('offline'))).toBe(false);
  });
});

describe('newUuid', () => {
  it('makes a version 4 UUID from the random bytes', () => {
    const zeros = newUuid((b) => b.fill(0));
    expect(zeros).toBe('00000000-0000-4000-8000-000000000000');
    expect(newUuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newUuid()).not.toBe(newUuid());
  });
});
