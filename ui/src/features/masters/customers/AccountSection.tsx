import { bindField } from '../../../components/form/bind-field';
import { FormSection } from '../../../components/form/FormSection';
import { TextField } from '../../../components/form/TextField';
import { ActiveTag } from '../ActiveTag';
import type { CustomerSectionProps } from './section-props';

/** Spec section 3, "Account": the customer's own login (optional) and the device it is bound to. */
export function AccountSection({ form, adding }: CustomerSectionProps) {
  return (
    <FormSection title="Account">
      <TextField label="Position" {...bindField(form, 'position')} maxLength={50} />
      <TextField
        label={adding ? 'Password' : 'New Password'}
        {...bindField(form, 'password')}
        type="password"
        autoComplete="new-password"
        maxLength={128}
        helper={adding ? 'Optional: the customer’s own login' : 'Leave blank to keep the current one'}
      />
      <TextField label="Device Id" {...bindField(form, 'deviceId')} maxLength={200} />
      {!adding && (
        <div className="customer-form__status">
          <span className="bp6-label">Status</span>
          <ActiveTag value={form.values.isActive} />
        </div>
      )}
    </FormSection>
  );
}
