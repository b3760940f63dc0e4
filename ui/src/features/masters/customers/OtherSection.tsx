import { bindField } from '../../../components/form/bind-field';
import { DateField } from '../../../components/form/DateField';
import { FormSection } from '../../../components/form/FormSection';
import { TextField } from '../../../components/form/TextField';
import { LovSelect } from '../reference/LovSelect';
import { TscSelect } from '../reference/TscSelect';
import type { CustomerSectionProps } from './section-props';

// A reeler's license may be older than the department's records (2000); it is never dated after today.
const OLDEST_LICENSE = new Date(1950, 0, 1);

/**
 * Spec section 3, "Other": the TSC, and what makes the customer a farmer (farmer type) or a licensed
 * reeler (reeler type, basins, licence).
 */
export function OtherSection({ form, kind }: CustomerSectionProps) {
  return (
    <FormSection title="Other">
      <TextField
        label="Customer Type"
        name="customerType"
        value={kind.title}
        onChange={() => undefined}
        readOnly
      />
      <TscSelect label="TSC" {...bindField(form, 'tsc')} />
      {kind.type === 'farmer' ? (
        <LovSelect label="Farmer Type" type="FarmerType" {...bindField(form, 'farmerType')} required />
      ) : (
        <>
          <LovSelect label="Reeler Type" type="ReelerType" {...bindField(form, 'reelerType')} required />
          <TextField
            label="Basin Count"
            {...bindField(form, 'basinCount')}
            required
            maxLength={5}
            inputMode="numeric"
          />
          <TextField label="License No" {...bindField(form, 'licenseNo')} required maxLength={40} />
          <DateField
            label="License Date"
            {...bindField(form, 'licenseDate')}
            required
            minDate={OLDEST_LICENSE}
            maxDate={new Date()}
          />
        </>
      )}
    </FormSection>
  );
}
