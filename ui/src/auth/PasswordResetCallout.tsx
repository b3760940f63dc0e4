import { Button, Callout } from '@blueprintjs/core';
import { Link } from 'wouter';
import { CHANGE_PASSWORD } from '../features/shell/screens';
import { savePasswordResetNotice, usePasswordResetNotice } from './password-reset-notice';

const when = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** Tells the owner of a reset password who reset it and when (see password-reset-notice). */
export function PasswordResetCallout() {
  const notice = usePasswordResetNotice();
  if (!notice) return null;
  return (
    <Callout intent="warning" icon="key" title="Your password was reset" className="password-reset-callout">
      <p>
        {notice.by} set a new password for your account on {when.format(new Date(notice.at))}. If you did not
        ask for this, tell your office at once. Choose a password only you know:{' '}
        <Link href={CHANGE_PASSWORD.path}>Change Password</Link>.
      </p>
      <Button variant="minimal" size="small" onClick={() => savePasswordResetNotice(null)}>
        Dismiss
      </Button>
    </Callout>
  );
}
