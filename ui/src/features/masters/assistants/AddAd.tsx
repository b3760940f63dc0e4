import { MESSAGES, registerAdSchema } from '@cocoon/domain';
import { useLocation } from 'wouter';
import { FormLayout } from '../../../components/form/FormLayout';
import { useEntryForm } from '../../../components/form/use-entry-form';
import { PageHeader } from '../../../layout/PageHeader';
import { screenTrail } from '../../shell/screen-trail';
import { AD_INPUT, AD_LIST } from '../../shell/screens';
import { AdFields } from './AdFields';
import { useRegisterAd } from './ad-api';
import { EMPTY_AD } from './ad-values';

/** Registers an AD: the AD office (when its code is new) and the AD's login. */
export function AddAd() {
  const [, navigate] = useLocation();
  const entry = useEntryForm({
    schema: registerAdSchema,
    initial: EMPTY_AD,
    command: useRegisterAd(),
    confirmTitle: MESSAGES.confirmAdd,
    successMessage: (answer) => answer.message || MESSAGES.registered,
    onSaved: () => navigate(AD_LIST.path),
  });
  return (
    <>
      <PageHeader title="Add Assistant Director" trail={screenTrail(AD_INPUT)} />
      <FormLayout
        title="Assistant Director details"
        onSubmit={() => void entry.submit()}
        onCancel={() => navigate(AD_LIST.path)}
        submitting={entry.submitting}
        formError={entry.formError}
      >
        <AdFields form={entry.form} adding />
      </FormLayout>
      {entry.dialog}
    </>
  );
}
