import { Button, Intent } from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { bindField } from '../../components/form/bind-field';
import { TextField } from '../../components/form/TextField';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { StubNotice } from './StubNotice';
import { newPasswordSchema } from './template-schemas';

/** The second reset step (choose a new password), checked in the browser and then not sent: a stub. */
export function NewPasswordForm({ signInHref }: { signInHref: string }) {
  const form = useSchemaForm(newPasswordSchema, { password: '', confirmPassword: '' });
  const [submitted, setSubmitted] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(form.validate() !== undefined);
  };
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Choose a new password">
      {submitted && (
        <StubNotice title="Nothing was changed">
          Reset password is an empty stub in this template: the new password was checked but not saved.
        </StubNotice>
      )}
      <TextField
        label="New Password"
        {...bindField(form, 'password')}
        type="password"
        autoComplete="new-password"
        required
      />
      <TextField
        label="Confirm Password"
        {...bindField(form, 'confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
      />
      <div className="template__actions">
        <Button type="submit" intent={Intent.PRIMARY} fill size="large" text="Set new password" />
        <span>
          Back to <Link href={signInHref}>sign in</Link>
        </span>
      </div>
    </form>
  );
}
