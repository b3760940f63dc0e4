import { bindField } from '../../../components/form/bind-field';
import { FormSection } from '../../../components/form/FormSection';
import { TextField } from '../../../components/form/TextField';
import type { SchemaForm } from '../../../components/form/use-schema-form';
import type { RjdValues } from './rjd-values';

/** The region (a new code creates it) and its Regional Joint Director. */
export function RjdFields({ form, adding }: { form: SchemaForm<RjdValues, unknown>; adding: boolean }) {
  return (
    <>
      <FormSection title="Region">
        <TextField
          label="Region Code"
          {...bindField(form, 'regionCode')}
          required
          maxLength={10}
          disabled={!adding}
          autoFocus={adding}
        />
        <TextField label="Region Name" {...bindField(form, 'regionName')} required maxLength={100} />
      </FormSection>
      <FormSection title="Regional Joint Director">
        <TextField label="Name" {...bindField(form, 'name')} required maxLength={100} />
        <TextField label="Mobile No" {...bindField(form, 'mobileNo')} required type="tel" maxLength={10} />
        <TextField label="Email" {...bindField(form, 'emailId')} required type="email" maxLength={120} />
        <TextField
          label="Username"
          {...bindField(form, 'userName')}
          required
          disabled={!adding}
          maxLength={50}
          autoComplete="off"
        />
        <TextField
          label={adding ? 'Password' : 'New Password'}
          {...bindField(form, 'password')}
          required={adding}
          type="password"
          autoComplete="new-password"
          maxLength={128}
          helper={adding ? undefined : 'Leave blank to keep the current one'}
        />
      </FormSection>
    </>
  );
}
