import { Button, Callout, Intent } from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { bindField } from '../../components/form/bind-field';
import { TextField } from '../../components/form/TextField';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { findUser, type LocalUser } from './local-users';
import { STAFF_LOGIN_PATH, TEMPLATE_PATHS } from './paths';
import { signInSchema } from './template-schemas';

/** Template sign-in: checks the email and password against this browser's `users` list, nothing else. */
export function SignInForm({ signUpHref, resetHref }: { signUpHref: string; resetHref: string }) {
  const form = useSchemaForm(signInSchema, { email: '', password: '' });
  const [user, setUser] = useState<LocalUser | undefined>();
  const [failed, setFailed] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = form.validate();
    if (!input) return;
    const found = findUser(window.localStorage, input.email, input.password);
    setUser(found);
    setFailed(!found);
  };

  if (user) {
    return (
      <Callout intent={Intent.SUCCESS} role="status" title={`Welcome, ${user.firstName} ${user.lastName}`}>
        <p>
          The email and password match the account registered in this browser. This is only a template: it
          does not open the market system (staff log in at <Link href={STAFF_LOGIN_PATH}>/login</Link>).
        </p>
        <p>
          Try the <Link href={TEMPLATE_PATHS.profileSettings}>profile settings</Link> or the{' '}
          <Link href={TEMPLATE_PATHS.todo}>to-do demo</Link>.
        </p>
        <Button text="Sign out" icon="log-out" onClick={() => setUser(undefined)} />
      </Callout>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Sign in">
      <TextField label="Email" {...bindField(form, 'email')} type="email" autoComplete="email" required />
      <TextField
        label="Password"
        {...bindField(form, 'password')}
        type="password"
        autoComplete="current-password"
        required
      />
      {failed && (
        <Callout intent={Intent.DANGER} className="template__success" role="alert">
          No account with this email and password is registered in this browser.
        </Callout>
      )}
      <div className="template__actions">
        <Button type="submit" intent={Intent.PRIMARY} fill size="large" text="Sign in" />
        <div className="template__form-links">
          <Link href={resetHref}>Forgot password?</Link>
          <span>
            New here? <Link href={signUpHref}>Sign up</Link>
          </span>
        </div>
      </div>
    </form>
  );
}
