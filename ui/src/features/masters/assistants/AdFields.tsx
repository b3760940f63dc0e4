import { bindField } from '../../../components/form/bind-field';
import { FormSection } from '../../../components/form/FormSection';
import { TextField } from '../../../components/form/TextField';
import type { SchemaForm } from '../../../components/form/use-schema-form';
import { RegionSelect } from '../reference/RegionSelect';
import type { AdValues } from './ad-values';

/**
 * Spec section 3, "Assistant director": AD id/code, region, name, mobile, email, password, AD office. The
 * code, region and login are the office's identity: fixed once registered.
 */
export function AdFields({ form, adding }: { form: SchemaForm<AdValues, unknown>; adding: boolean }) {
  return (
    <>
      <FormSection title="AD Office">
        <TextField
          label="AD Code"
          {...bindField(form, 'adCode')}
          required
          maxLength={10}
          disabled={!adding}
          autoFocus={adding}
        />
        <RegionSelect label="Region" {...bindField(form, 'regionId')} required disabled={!adding} />
        <TextField label="AD Office Name" {...bindField(form, 'adOfficeName')} required maxLength={100} />
      </FormSection>
      <FormSection title="Assistant Director">
        <TextField label="Name" {...bindField(form, 'name')} required maxLength={100} />
        <TextField label="Mobile No" {...bindField(form, 'mobileNo')} required type="tel" maxLength={10} />
        <TextField label="Email" {...bindField(form, 'emailId')} required type="email" maxLength={120} />
        <TextField
          label="Username"
          {...bindField(form, 'userName')}
          disabled={!adding}
          maxLength={50}
          autoComplete="off"
          helper={adding ? 'The AD Code when left blank' : undefined}
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
