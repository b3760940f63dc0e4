import { MESSAGES } from '@cocoon/domain';
import { useLocation } from 'wouter';
import { FormLayout } from '../../../components/form/FormLayout';
import { useEntryForm } from '../../../components/form/use-entry-form';
import { PageHeader } from '../../../layout/PageHeader';
import { screenTrail } from '../../shell/screen-trail';
import { StaffFields } from './StaffFields';
import { useRegisterStaff } from './staff-api';
import type { StaffKind } from './staff-kinds';
import { emptyStaff } from './staff-values';

/** Registers a staff account; it logs in at once with its role and market. */
export function AddStaff({ kind }: { kind: StaffKind }) {
  const [, navigate] = useLocation();
  const entry = useEntryForm({
    schema: kind.registerSchema,
    initial: emptyStaff(kind.userType),
    command: useRegisterStaff(kind),
    confirmTitle: MESSAGES.confirmAdd,
    successMessage: (answer) => answer.message || MESSAGES.registered,
    onSaved: () => navigate(kind.list.path),
  });
  return (
    <>
      <PageHeader title={`Add ${kind.title}`} trail={screenTrail(kind.input)} />
      <FormLayout
        title={`${kind.title} details`}
        onSubmit={() => void entry.submit()}
        onCancel={() => navigate(kind.list.path)}
        submitting={entry.submitting}
        formError={entry.formError}
      >
        <StaffFields form={entry.form} kind={kind} adding />
      </FormLayout>
      {entry.dialog}
    </>
  );
}
