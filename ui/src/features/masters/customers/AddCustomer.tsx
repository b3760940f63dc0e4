import { MESSAGES, registerCustomerSchema } from '@cocoon/domain';
import { useLocation } from 'wouter';
import { FormLayout } from '../../../components/form/FormLayout';
import { useEntryForm } from '../../../components/form/use-entry-form';
import { PageHeader } from '../../../layout/PageHeader';
import { screenTrail } from '../../shell/screen-trail';
import { editPath } from '../record-id';
import { CustomerFields } from './CustomerFields';
import { useRegisterCustomer } from './customer-api';
import type { CustomerKind } from './customer-kinds';
import { emptyCustomer } from './customer-values';

/**
 * Registers a farmer or reeler. The new account is Pending: the screen moves on to the record, where the
 * OTP that activates it is sent and checked.
 */
export function AddCustomer({ kind }: { kind: CustomerKind }) {
  const [, navigate] = useLocation();
  const entry = useEntryForm({
    schema: registerCustomerSchema,
    initial: emptyCustomer(kind.type),
    command: useRegisterCustomer(),
    confirmTitle: MESSAGES.confirmAdd,
    successMessage: (answer) => answer.message || MESSAGES.registered,
    onSaved: (answer) => navigate(`${editPath(kind.input.path, answer.id)}&registered=1`),
  });
  return (
    <>
      <PageHeader title={`Add ${kind.title}`} trail={screenTrail(kind.input)} />
      <FormLayout
        wide
        title={`${kind.title} details`}
        onSubmit={() => void entry.submit()}
        onCancel={() => navigate(kind.list.path)}
        submitting={entry.submitting}
        formError={entry.formError}
        submitText="Register"
      >
        <CustomerFields form={entry.form} kind={kind} adding />
      </FormLayout>
      {entry.dialog}
    </>
  );
}
