import { MESSAGES, registerRjdSchema } from '@cocoon/domain';
import { useLocation } from 'wouter';
import { FormLayout } from '../../../components/form/FormLayout';
import { useEntryForm } from '../../../components/form/use-entry-form';
import { PageHeader } from '../../../layout/PageHeader';
import { RJD_LIST } from '../../shell/screens';
import { RjdFields } from './RjdFields';
import { useRegisterRjd } from './rjd-api';
import { RJD_TRAIL } from './rjd-trail';
import { EMPTY_RJD } from './rjd-values';

export function AddRjd() {
  const [, navigate] = useLocation();
  const entry = useEntryForm({
    schema: registerRjdSchema,
    initial: EMPTY_RJD,
    command: useRegisterRjd(),
    confirmTitle: MESSAGES.confirmAdd,
    successMessage: (answer) => answer.message || MESSAGES.registered,
    onSaved: () => navigate(RJD_LIST.path),
  });
  return (
    <>
      <PageHeader title="Add Regional Joint Director" trail={RJD_TRAIL} />
      <FormLayout
        title="Regional Joint Director details"
        onSubmit={() => void entry.submit()}
        onCancel={() => navigate(RJD_LIST.path)}
        submitting={entry.submitting}
        formError={entry.formError}
      >
        <RjdFields form={entry.form} adding />
      </FormLayout>
      {entry.dialog}
    </>
  );
}
