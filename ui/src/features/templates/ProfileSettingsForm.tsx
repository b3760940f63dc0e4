import { FormGroup, TextArea } from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';
import { FormLayout } from '../../components/form/FormLayout';
import { TextField } from '../../components/form/TextField';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { StubNotice } from './StubNotice';
import { profileSchema } from './template-schemas';

const EMPTY = { firstName: '', lastName: '', email: '', mobile: '', website: '' };

/** The profile form: checked in the browser ('Invalid email address', 'Invalid URL'), then not saved. */
export function ProfileSettingsForm() {
  const form = useSchemaForm(profileSchema, EMPTY);
  const [about, setAbout] = useState('');
  const [submitted, setSubmitted] = useState(false);

  const onSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    setSubmitted(form.validate() !== undefined);
  };

  const text = (name: keyof typeof EMPTY, label: string, extra: Partial<Parameters<typeof TextField>[0]>) => (
    <TextField
      label={label}
      name={name}
      value={form.values[name]}
      onChange={(v) => {
        setSubmitted(false);
        form.setField(name, v);
      }}
      errors={form.errors[name]}
      {...extra}
    />
  );

  return (
    <>
      {submitted && (
        <StubNotice title="Profile not saved">
          Update profile is an empty stub in this template (as the specification describes it): the details
          were checked but are not stored anywhere.
        </StubNotice>
      )}
      <FormLayout title="Profile details" onSubmit={onSubmit} submitText="Update profile">
        {text('firstName', 'First Name', { required: true, autoComplete: 'given-name' })}
        {text('lastName', 'Last Name', { required: true, autoComplete: 'family-name' })}
        {text('email', 'Email', { required: true, type: 'email', autoComplete: 'email' })}
        {text('mobile', 'Mobile', { type: 'tel', autoComplete: 'tel', maxLength: 10 })}
        {text('website', 'Website', { placeholder: 'https://', autoComplete: 'url' })}
        <FormGroup label="About you" labelFor="profile-about">
          <TextArea
            id="profile-about"
            fill
            value={about}
            onChange={(event) => setAbout(event.currentTarget.value)}
            maxLength={500}
          />
        </FormGroup>
      </FormLayout>
    </>
  );
}
