import { Spinner } from '@blueprintjs/core';

/**
 * Said while the login page does a challenge's work (api login-gate.ts: too many failed logins from this
 * address). The status region is always there, so a screen reader announces the words when they appear.
 */
export function CheckingBrowser({ active }: { active: boolean }) {
  return (
    <div role="status" className="login__checking">
      {active && (
        <>
          <Spinner size={16} aria-hidden />
          <span>Checking this browser…</span>
        </>
      )}
    </div>
  );
}
