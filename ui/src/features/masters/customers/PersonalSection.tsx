import { COMMUNITIES } from '@cocoon/domain';
import { bindField } from '../../../components/form/bind-field';
import { FormSection } from '../../../components/form/FormSection';
import { SelectField } from '../../../components/form/SelectField';
import type { CustomerSectionProps } from './section-props';

const GENDERS = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'others', label: 'Others' },
];
const COMMUNITY_OPTIONS = COMMUNITIES.map((c) => ({ value: c, label: c }));

/** Spec section 3, "Personal". */
export function PersonalSection({ form }: CustomerSectionProps) {
  return (
    <FormSection title="Personal">
      <SelectField label="Gender" {...bindField(form, 'gender')} options={GENDERS} required />
      <SelectField label="Community" {...bindField(form, 'community')} options={COMMUNITY_OPTIONS} />
    </FormSection>
  );
}
