import { Button, Callout, Intent } from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';
import { bindField } from '../../components/form/bind-field';
import { TextField } from '../../components/form/TextField';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { changeUserPassword } from './local-users';
import { changePasswordSchema } from './template-schemas';

const EMPTY = { email: '', currentPassword: '', newPassword: '', confirmPassword: '' };

/** Changes the password of an account in this browser's `users` list (no network call). */
export function ChangePasswordForm() {
  const form = useSchemaForm(changePasswordSchema, EMPTY);
  const [changed, setChanged] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChanged(false);
    const input = form.validate();
    if (!input) return;
    if (!changeUserPassword(window.localStorage, input.email, input.currentPassword, input.newPassword)) {
      form.showServerErrors({
        currentPassword: ['The email and current password match no account in this browser'],
      });
      return;
    }
    form.reset(EMPTY);
    setChanged(true);
  };

  const field = (name: keyof typeof EMPTY, label: string, autoComplete: string) => (
    <TextField
      label={label}
      type={name === 'email' ? 'email' : 'password'}
      {...bindField(form, name)}
      autoComplete={autoComplete}
      required
    />
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Change password">
      {changed && (
        <Callout intent={Intent.SUCCESS} className="template__success" role="status" title="Password changed">
          The template account in this browser now uses the new password.
        </Callout>
      )}
      {field('email', 'Email', 'email')}
      {field('currentPassword', 'Current Password', 'current-password')}
      {field('newPassword', 'New Password', 'new-password')}
      {field('confirmPassword', 'Confirm New Password', 'new-password')}
      <div className="template__actions">
        <Button type="submit" intent={Intent.PRIMARY} fill size="large" text="Change password" />
      </div>
    </form>
  );
}
