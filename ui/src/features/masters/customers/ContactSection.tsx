import { bindField } from '../../../components/form/bind-field';
import { FormSection } from '../../../components/form/FormSection';
import { TextField } from '../../../components/form/TextField';
import type { CustomerSectionProps } from './section-props';

/** Spec section 3, "Contact". The mobile number is the one the OTP goes to. */
export function ContactSection({ form }: CustomerSectionProps) {
  return (
    <FormSection title="Contact">
      <TextField
        label="Mobile No"
        {...bindField(form, 'mobileNo')}
        required
        type="tel"
        maxLength={10}
        inputMode="numeric"
      />
      <TextField
        label="WhatsApp No"
        {...bindField(form, 'whatsApp')}
        type="tel"
        maxLength={10}
        inputMode="numeric"
      />
      <TextField label="Alternate Phone" {...bindField(form, 'altPhone')} type="tel" maxLength={13} />
      <TextField label="Email" {...bindField(form, 'emailId')} type="email" maxLength={120} />
    </FormSection>
  );
}
