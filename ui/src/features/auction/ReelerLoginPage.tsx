import { Button, Callout, Card, H4, Intent } from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';
import { Redirect, useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { CheckingBrowser } from '../../auth/login-challenge/CheckingBrowser';
import { TextField } from '../../components/form/TextField';
import { Brand } from '../../layout/Brand';
import { useDocumentTitle } from '../../layout/use-document-title';
import { REELER_BID } from './reeler-client';
import { reelerLogin } from './reeler-login';
import { useReelerSession } from './reeler-session';
import '../../auth/login.css';
import './reeler.css';

/** Why a reeler's session ends by itself (api/src/auth/reeler-sessions.ts; market setting reeleridleminutes). */
const SESSION_ENDED_REASON =
  'no bid or touch of this page for a while outside an auction slot, the market day is over, or the market changed your account';

/** /reeler/login: a reeler signs in with their reeler code (or mobile number) to bid from their own phone. */
export function ReelerLoginPage() {
  useDocumentTitle('Reeler Login');
  const session = useReelerSession();
  const expired = new URLSearchParams(useSearch()).has('expired');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ username?: string[]; password?: string[] }>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [checking, setChecking] = useState(false);
  if (session) return <Redirect to={REELER_BID} replace />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = {
      username: username.trim() ? undefined : ['Please enter your reeler code or mobile number'],
      password: password ? undefined : ['Please enter your password'],
    };
    setErrors(missing);
    if (missing.username || missing.password || busy) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await reelerLogin(username.trim(), password, setChecking);
      navigate(REELER_BID, { replace: true });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'Login failed');
      setBusy(false);
    }
  };

  return (
    <main className="login reeler-login">
      <Card elevation={3} className="login__card">
        <Brand />
        <H4 className="login__title">Reeler bidding</H4>
        <p className="login__subtitle">Sign in with your reeler code or mobile number.</p>
        {expired && !failure && (
          <Callout intent={Intent.WARNING} className="login__failure">
            Your session ended ({SESSION_ENDED_REASON}). Please sign in again.
          </Callout>
        )}
        <form noValidate onSubmit={onSubmit}>
          <TextField
            label="Reeler code or mobile number"
            name="username"
            value={username}
            onChange={setUsername}
            errors={errors.username}
            autoComplete="username"
            autoFocus
            required
          />
          <TextField
            label="Password"
            name="password"
            type="password"
            value={password}
            onChange={setPassword}
            errors={errors.password}
            autoComplete="current-password"
            required
          />
          <CheckingBrowser active={checking} />
          {failure && (
            <Callout intent={Intent.DANGER} className="login__failure" role="alert">
              {failure}
            </Callout>
          )}
          <Button type="submit" intent={Intent.PRIMARY} fill size="large" loading={busy} text="Login" />
        </form>
      </Card>
    </main>
  );
}
