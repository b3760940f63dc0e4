import { bindField } from '../../../components/form/bind-field';
import { FormSection } from '../../../components/form/FormSection';
import { TextField } from '../../../components/form/TextField';
import type { SchemaForm } from '../../../components/form/use-schema-form';
import { MarketSelect } from '../reference/MarketSelect';
import type { StaffKind } from './staff-kinds';
import type { StaffValues } from './staff-values';
import { UserTypeSelect } from './UserTypeSelect';

interface StaffFieldsProps {
  form: SchemaForm<StaffValues, unknown>;
  kind: StaffKind;
  adding: boolean;
}

/**
 * Spec section 3, "Market officer/user": username, designation, email, mobile, password, market office.
 * The username, type and market are the account's identity: fixed once registered.
 */
export function StaffFields({ form, kind, adding }: StaffFieldsProps) {
  return (
    <>
      <FormSection title="Account">
        <TextField
          label="Username"
          {...bindField(form, 'userName')}
          required
          disabled={!adding}
          maxLength={50}
          autoComplete="off"
          autoFocus={adding}
        />
        {kind.choosesType || !adding ? (
          <UserTypeSelect label="User Type" {...bindField(form, 'userType')} required disabled={!adding} />
        ) : null}
        <MarketSelect
          label="Market Office"
          {...bindField(form, 'branchId')}
          required={adding}
          disabled={!adding}
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
      <FormSection title="Person">
        <TextField
          label="Name"
          {...bindField(form, 'name')}
          required={!adding}
          maxLength={100}
          helper={adding ? 'The username when left blank' : undefined}
        />
        <TextField
          label="Designation"
          {...bindField(form, 'designation')}
          required={adding}
          maxLength={100}
        />
        <TextField label="Mobile No" {...bindField(form, 'mobileNo')} required type="tel" maxLength={10} />
        <TextField label="Email" {...bindField(form, 'emailId')} required type="email" maxLength={120} />
      </FormSection>
    </>
  );
}
