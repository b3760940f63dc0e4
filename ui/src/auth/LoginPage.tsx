import { Button, Callout, Card, H4, Intent } from '@blueprintjs/core';
import { loginSchema } from '@cocoon/domain';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../api/errors';
import { PRODUCT_NAME } from '../app/product';
import { TextField } from '../components/form/TextField';
import { useSchemaForm } from '../components/form/use-schema-form';
import { Brand } from '../layout/Brand';
import { useDocumentTitle } from '../layout/use-document-title';
import { login } from './auth-api';
import { CheckingBrowser } from './login-challenge/CheckingBrowser';
import './login.css';
import { bindField } from '../components/form/bind-field';

/**
 * /login, / and /signin. On success the session is stored and the guest guard moves the user on to the
 * page they came from, so this page never navigates itself.
 */
export function LoginPage() {
  useDocumentTitle('Login');
  const form = useSchemaForm(loginSchema, { username: '', password: '' });
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [checking, setChecking] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const credentials = form.validate();
    if (!credentials || busy) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await login(credentials.username, credentials.password, setChecking);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : 'Login failed');
      setBusy(false);
    }
  };

  return (
    <main className="login">
      <Card elevation={3} className="login__card">
        <Brand />
        <H4 className="login__title">{PRODUCT_NAME}</H4>
        <p className="login__subtitle">Sign in with your department account.</p>
        <form noValidate onSubmit={onSubmit}>
          <TextField
            label="Username"
            {...bindField(form, 'username')}
            autoComplete="username"
            autoFocus
            required
          />
          <TextField
            label="Password"
            {...bindField(form, 'password')}
            type="password"
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
