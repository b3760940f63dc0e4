import { bindField } from '../../../components/form/bind-field';
import { FormSection } from '../../../components/form/FormSection';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
import type { SchemaForm } from '../../../components/form/use-schema-form';
import { AdOfficeSelect } from '../reference/AdOfficeSelect';
import { RegionSelect } from '../reference/RegionSelect';
import type { BranchValues } from './branch-values';

const KINDS = [
  { value: 'market', label: 'Market' },
  { value: 'tsc', label: 'TSC (Technical Service Centre)' },
];

interface BranchFieldsProps {
  form: SchemaForm<BranchValues, unknown>;
  adding: boolean;
}

/**
 * Spec section 3, "Branch/TSC". A market gets a login (its Branch Admin account) when it is opened; a TSC
 * has none. Code, kind and login are fixed once saved.
 */
export function BranchFields({ form, adding }: BranchFieldsProps) {
  const region = bindField(form, 'regionId');
  return (
    <>
      <FormSection title="Branch">
        <TextField
          label="Branch Code"
          {...bindField(form, 'branchCode')}
          required
          maxLength={10}
          disabled={!adding}
          autoFocus={adding}
        />
        <SelectField label="Kind" {...bindField(form, 'kind')} options={KINDS} required disabled={!adding} />
        <TextField label="Branch Name" {...bindField(form, 'branchName')} required maxLength={100} />
        <TextField
          label="Branch Name in Tamil"
          {...bindField(form, 'branchNameTa')}
          required
          maxLength={100}
        />
        <RegionSelect
          label="Region"
          {...region}
          onChange={(value) => {
            region.onChange(value);
            form.setField('adOfficeId', '');
          }}
        />
        <AdOfficeSelect
          label="AD Office"
          {...bindField(form, 'adOfficeId')}
          regionId={form.values.regionId}
          required
        />
      </FormSection>
      <FormSection title="Address and contact">
        <TextField label="Address 1" {...bindField(form, 'address1')} required maxLength={200} />
        <TextField label="Address 2" {...bindField(form, 'address2')} maxLength={200} />
        <TextField label="City" {...bindField(form, 'city')} required maxLength={100} />
        <TextField
          label="PIN Code"
          {...bindField(form, 'pinCode')}
          required
          maxLength={6}
          inputMode="numeric"
        />
        <TextField label="Mobile No" {...bindField(form, 'mobileNo')} required type="tel" maxLength={10} />
        <TextField label="Office No" {...bindField(form, 'officeNo')} type="tel" maxLength={14} />
        <TextField label="Alternate No" {...bindField(form, 'alternateNo')} type="tel" maxLength={14} />
        <TextField label="Email" {...bindField(form, 'emailId')} required type="email" maxLength={120} />
      </FormSection>
      {adding && form.values.kind === 'market' && (
        <FormSection title="Branch Admin login">
          <TextField
            label="Username"
            {...bindField(form, 'userName')}
            required
            maxLength={50}
            autoComplete="off"
          />
          <TextField
            label="Password"
            {...bindField(form, 'password')}
            required
            type="password"
            autoComplete="new-password"
            maxLength={128}
          />
        </FormSection>
      )}
    </>
  );
}
