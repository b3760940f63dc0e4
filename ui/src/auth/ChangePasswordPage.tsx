import { changePasswordCommand, MESSAGES, passwordChangeSchema } from '@cocoon/domain';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { ApiError } from '../api/errors';
import { useCommand } from '../api/use-command';
import { HOME_PATH } from '../app/product';
import { toastError, toastSuccess } from '../components/feedback/toaster';
import { bindField } from '../components/form/bind-field';
import { FormLayout } from '../components/form/FormLayout';
import { TextField } from '../components/form/TextField';
import { useSchemaForm } from '../components/form/use-schema-form';
import { PageHeader } from '../layout/PageHeader';
import { savePasswordResetNotice } from './password-reset-notice';

type Field = 'oldPassword' | 'newPassword' | 'confirmPassword';
const EMPTY: Record<Field, string> = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** /app/userchangepassword, from the profile menu: auth/Password-Change. */
export function ChangePasswordPage() {
  const [, navigate] = useLocation();
  const form = useSchemaForm(passwordChangeSchema, EMPTY);
  const change = useCommand(changePasswordCommand);
  const busy = change.isPending;
  const [formError, setFormError] = useState<string | undefined>();

  const submit = async () => {
    const body = form.validate();
    if (!body || busy) return;
    setFormError(undefined);
    try {
      const answer = await change.mutateAsync({ body });
      toastSuccess(answer.message ?? MESSAGES.success);
      savePasswordResetNotice(null);
      form.reset(EMPTY);
      navigate(HOME_PATH);
    } catch (error) {
      if (error instanceof ApiError && error.handled) return;
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0)
        form.showServerErrors(error.fieldErrors);
      else setFormError(error instanceof Error ? error.message : MESSAGES.unknownError);
      toastError(error instanceof Error ? error.message : MESSAGES.unknownError);
    }
  };

  const field = (name: Field, label: string, autoComplete: string) => (
    <TextField
      label={label}
      type="password"
      {...bindField(form, name)}
      autoComplete={autoComplete}
      required
    />
  );

  return (
    <>
      <PageHeader title="Change Password" />
      <FormLayout
        title="Your password"
        onSubmit={() => void submit()}
        onCancel={() => navigate(HOME_PATH)}
        submitting={busy}
        formError={formError}
        submitText="Change Password"
      >
        {field('oldPassword', 'Current Password', 'current-password')}
        {field('newPassword', 'New Password', 'new-password')}
        {field('confirmPassword', 'Confirm New Password', 'new-password')}
      </FormLayout>
    </>
  );
}
