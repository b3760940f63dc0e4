import { describe, expect, it } from 'vitest';
import { holdIdleLogout, idleLogoutHeld, requestIdleLogout, takeIdleLogoutRequest } from './idle-hold';

describe('idle hold (display board)', () => {
  it('holds while any board is open, and releases each hold once', () => {
    const first = holdIdleLogout();
    const second = holdIdleLogout();
    expect(idleLogoutHeld()).toBe(true);
    first();
    first();
    expect(idleLogoutHeld()).toBe(true);
    second();
    expect(idleLogoutHeld()).toBe(false);
  });

  it('hands a logout request to the idle watcher once', () => {
    expect(takeIdleLogoutRequest()).toBe(false);
    requestIdleLogout();
    expect(takeIdleLogoutRequest()).toBe(true);
    expect(takeIdleLogoutRequest()).toBe(false);
  });
});
