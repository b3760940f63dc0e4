/**
 * A hall's display board is meant to stay on for hours with nobody at the keyboard, while the spec ends a
 * session after 5 idle minutes. While a board holds the idle logout, the timer waits; when the board is left
 * after showing longer than the idle timeout, the session ends then — a passer-by who presses Esc on an
 * unattended board finds the login page, not the officer's session.
 */
let holds = 0;
let logoutRequested = false;

export function holdIdleLogout(): () => void {
  holds += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
  };
}

export const idleLogoutHeld = (): boolean => holds > 0;

export function requestIdleLogout(): void {
  logoutRequested = true;
}

/** True once after requestIdleLogout: the idle watcher ends the session. */
export function takeIdleLogoutRequest(): boolean {
  const requested = logoutRequested;
  logoutRequested = false;
  return requested;
}
