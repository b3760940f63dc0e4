import { bindField } from '../../../components/form/bind-field';
import { FormSection } from '../../../components/form/FormSection';
import { TextField } from '../../../components/form/TextField';
import { DistrictSelect } from '../reference/DistrictSelect';
import { MarketSelect } from '../reference/MarketSelect';
import { TalukSelect } from '../reference/TalukSelect';
import { HeadCodeField } from './HeadCodeField';
import type { CustomerSectionProps } from './section-props';

/** Spec section 3, "Identity and address": market, head code, names, address, district → taluk, PIN. */
export function IdentitySection(props: CustomerSectionProps) {
  const { form, adding } = props;
  const district = bindField(form, 'districtId');
  return (
    <FormSection title="Identity and address">
      <MarketSelect label="Market" {...bindField(form, 'branchCode')} required disabled={!adding} />
      <HeadCodeField {...props} />
      <TextField
        label="Name"
        {...bindField(form, 'ledgerName')}
        required
        maxLength={100}
        autoFocus={adding}
      />
      <TextField label="Father Name" {...bindField(form, 'fatherName')} required maxLength={100} />
      <TextField label="Address" {...bindField(form, 'address')} required maxLength={200} />
      <TextField label="Street Name" {...bindField(form, 'streetName')} maxLength={100} />
      <TextField label="Area Name" {...bindField(form, 'areaName')} maxLength={100} />
      <TextField label="City / Village" {...bindField(form, 'city')} required maxLength={60} />
      <DistrictSelect
        label="District"
        {...district}
        onChange={(value) => {
          district.onChange(value);
          form.setField('talukId', '');
        }}
        required
      />
      <TalukSelect
        label="Taluk"
        {...bindField(form, 'talukId')}
        districtId={form.values.districtId}
        required
      />
      <TextField
        label="PIN Code"
        {...bindField(form, 'pincode')}
        required
        maxLength={6}
        inputMode="numeric"
      />
    </FormSection>
  );
}
