import { bindField } from '../../../components/form/bind-field';
import { FormSection } from '../../../components/form/FormSection';
import { TextField } from '../../../components/form/TextField';
import type { CustomerSectionProps } from './section-props';

/** Spec section 3, "Tax and identity numbers". A reeler needs Aadhaar or PAN; a farmer Aadhaar. */
export function IdNumbersSection({ form, kind }: CustomerSectionProps) {
  const farmer = kind.type === 'farmer';
  return (
    <FormSection title="Tax and identity numbers">
      <TextField
        label="Aadhaar No"
        {...bindField(form, 'aadhaarNo')}
        required={farmer}
        maxLength={14}
        inputMode="numeric"
        helper={farmer ? undefined : 'Aadhaar or PAN'}
      />
      <TextField label="PAN" {...bindField(form, 'panNo')} maxLength={10} />
      <TextField label="GSTIN" {...bindField(form, 'gstNo')} maxLength={15} />
    </FormSection>
  );
}
