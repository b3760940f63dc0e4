import { MESSAGES, registerRjdSchema } from '@cocoon/domain';
import { useLocation } from 'wouter';
import { FormLayout } from '../../../components/form/FormLayout';
import { useEntryForm } from '../../../components/form/use-entry-form';
import { PageHeader } from '../../../layout/PageHeader';
import { screenTrail } from '../../shell/screen-trail';
import { RJD_INPUT, RJD_LIST } from '../../shell/screens';
import { RjdFields } from './RjdFields';
import { useRegisterRjd } from './rjd-api';
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
      <PageHeader title="Add Regional Joint Director" trail={screenTrail(RJD_INPUT)} />
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
