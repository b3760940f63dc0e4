import { Button, Callout, Intent } from '@blueprintjs/core';
import { MESSAGES } from '@cocoon/domain';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { newUuid } from '../../api/command-key';
import { toastSuccess } from '../../components/feedback/toaster';
import { bindField } from '../../components/form/bind-field';
import { TextField } from '../../components/form/TextField';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { type LocalUser, registerUser } from './local-users';
import { signUpSchema } from './template-schemas';

const EMPTY = { firstName: '', lastName: '', email: '', password: '' };

/**
 * Template registration (spec sections 3 and 7): the account goes into this browser's `users` list; no
 * network call is made.
 */
export function SignUpForm({ signInHref }: { signInHref: string }) {
  const form = useSchemaForm(signUpSchema, EMPTY);
  const [registered, setRegistered] = useState<LocalUser | undefined>();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = form.validate();
    if (!input) return;
    const result = registerUser(window.localStorage, input, newUuid());
    if (!result.ok) {
      form.showServerErrors({ email: ['An account with this email is already registered in this browser'] });
      return;
    }
    setRegistered(result.user);
    form.reset(EMPTY);
    toastSuccess(MESSAGES.registered);
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Sign up">
      {registered && (
        <Callout
          intent={Intent.SUCCESS}
          className="template__success"
          role="status"
          title={MESSAGES.registered}
        >
          {registered.firstName} {registered.lastName} is saved in this browser.{' '}
          <Link href={signInHref}>Sign in with it</Link>.
        </Callout>
      )}
      <div className="template__name-row">
        <TextField label="First Name" {...bindField(form, 'firstName')} autoComplete="given-name" required />
        <TextField label="Last Name" {...bindField(form, 'lastName')} autoComplete="family-name" required />
      </div>
      <TextField label="Email" {...bindField(form, 'email')} type="email" autoComplete="email" required />
      <TextField
        label="Password"
        {...bindField(form, 'password')}
        type="password"
        autoComplete="new-password"
        placeholder="At least 8 characters; not a password you use elsewhere"
        required
      />
      <div className="template__actions">
        <Button type="submit" intent={Intent.PRIMARY} fill size="large" text="Sign up" />
        <span>
          Already registered here? <Link href={signInHref}>Sign in</Link>
        </span>
      </div>
    </form>
  );
}
