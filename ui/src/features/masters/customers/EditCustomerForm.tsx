import { MESSAGES, updateCustomerSchema } from '@cocoon/domain';
import { useLocation } from 'wouter';
import { FormLayout } from '../../../components/form/FormLayout';
import { useEntryForm } from '../../../components/form/use-entry-form';
import { ActivationButton } from '../ActivationButton';
import { CustomerFields } from './CustomerFields';
import { useUpdateCustomer } from './customer-api';
import type { CustomerKind } from './customer-kinds';
import { type CustomerRecord, customerValues } from './customer-values';

/** The whole customer form again (UpdateCustomer takes every field); deactivate / reactivate beside Save. */
export function EditCustomerForm({ kind, customer }: { kind: CustomerKind; customer: CustomerRecord }) {
  const [, navigate] = useLocation();
  const saved = customerValues(customer);
  const entry = useEntryForm({
    schema: updateCustomerSchema,
    initial: saved,
    command: useUpdateCustomer(),
    confirmTitle: MESSAGES.confirm,
    onSaved: () => navigate(kind.list.path),
  });
  const activation = useUpdateCustomer();
  // A customer who never confirmed the mobile number comes back Pending, not Active.
  const reactivated = (isActive: 0 | 1) => (isActive === 1 && !customer.verifiedAt ? 2 : isActive);
  return (
    <>
      <FormLayout
        wide
        title={`${kind.title} ${customer.headCode}`}
        onSubmit={() => void entry.submit()}
        onCancel={() => navigate(kind.list.path)}
        submitting={entry.submitting}
        formError={entry.formError}
        submitText="Update"
        extraActions={
          <ActivationButton
            what={`${customer.ledgerName} (${customer.headCode})`}
            isActive={customer.isActive}
            command={activation}
            bodyFor={(isActive) =>
              updateCustomerSchema.parse({ ...saved, password: '', isActive: reactivated(isActive) })
            }
            onDone={() => navigate(kind.list.path)}
          />
        }
      >
        <CustomerFields form={entry.form} kind={kind} adding={false} />
      </FormLayout>
      {entry.dialog}
    </>
  );
}
