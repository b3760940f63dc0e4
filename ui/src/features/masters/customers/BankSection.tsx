import { checkBankDetails } from '@cocoon/domain';
import { bindField } from '../../../components/form/bind-field';
import { FormSection } from '../../../components/form/FormSection';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
import type { CustomerSectionProps } from './section-props';

const ACCOUNT_TYPES = [
  { value: 'Savings', label: 'Savings' },
  { value: 'Current', label: 'Current' },
];

/** Spec section 3, "Bank". Farmers are paid by bank transfer, so a farmer's account is required. */
export function BankSection({ form, kind }: CustomerSectionProps) {
  const required = kind.type === 'farmer' || form.values.bankAcNo !== '';
  // Worth a look, never a refusal (a leading zero a spreadsheet may drop, a name past the bank file's 40
  // characters). The RBI list stays on the server, which judges the IFSC on saving.
  const { warnings } = checkBankDetails(
    { bankAcNo: form.values.bankAcNo, bankAcName: form.values.bankAcName, ifscCode: form.values.ifscCode },
    () => true,
  );
  return (
    <FormSection title="Bank">
      <TextField
        label="Bank Account No"
        {...bindField(form, 'bankAcNo')}
        required={kind.type === 'farmer'}
        maxLength={18}
        inputMode="numeric"
        helper={form.values.bankAcNo ? warnings.bankAcNo : undefined}
      />
      <TextField
        label="Account Holder Name"
        {...bindField(form, 'bankAcName')}
        required={required}
        maxLength={100}
        helper={form.values.bankAcName ? warnings.bankAcName : undefined}
      />
      <TextField label="Bank Name" {...bindField(form, 'bankName')} required={required} maxLength={100} />
      <TextField label="Bank Branch" {...bindField(form, 'bankBranchName')} maxLength={100} />
      <TextField label="IFSC Code" {...bindField(form, 'ifscCode')} required={required} maxLength={11} />
      <SelectField
        label="Account Type"
        {...bindField(form, 'bankAcType')}
        options={ACCOUNT_TYPES}
        required={required}
      />
    </FormSection>
  );
}
