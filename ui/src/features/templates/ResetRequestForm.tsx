import { Button, Intent } from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { bindField } from '../../components/form/bind-field';
import { TextField } from '../../components/form/TextField';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { StubNotice } from './StubNotice';
import { resetRequestSchema } from './template-schemas';

/** Asks for the email a reset link would go to. The spec's reset is an empty stub: no mail is sent. */
export function ResetRequestForm({ signInHref }: { signInHref: string }) {
  const form = useSchemaForm(resetRequestSchema, { email: '' });
  const [submitted, setSubmitted] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(form.validate() !== undefined);
  };
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Reset password">
      {submitted && (
        <StubNotice title="No email was sent">
          Reset password is an empty stub in this template, so nothing leaves this page. Department staff who
          have forgotten their password ask their administrator to set a new one.
        </StubNotice>
      )}
      <TextField label="Email" {...bindField(form, 'email')} type="email" autoComplete="email" required />
      <div className="template__actions">
        <Button type="submit" intent={Intent.PRIMARY} fill size="large" text="Reset password" />
        <span>
          Remembered it? <Link href={signInHref}>Sign in</Link>
        </span>
      </div>
    </form>
  );
}
