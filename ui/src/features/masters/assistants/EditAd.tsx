import { MESSAGES, updateAdSchema } from '@cocoon/domain';
import { useLocation } from 'wouter';
import { FormLayout } from '../../../components/form/FormLayout';
import { useEntryForm } from '../../../components/form/use-entry-form';
import { PageHeader } from '../../../layout/PageHeader';
import { screenTrail } from '../../shell/screen-trail';
import { AD_INPUT, AD_LIST } from '../../shell/screens';
import { ActivationButton } from '../ActivationButton';
import { RecordTabs } from '../history/RecordTabs';
import { RecordMissing } from '../RecordMissing';
import { AdFields } from './AdFields';
import { type AdOffice, useAdOffice, useUpdateAd } from './ad-api';
import { adValues } from './ad-values';

/** An AD office and its AD: the form, and the history of both the office and the AD's account. */
export function EditAd({ adOfficeId }: { adOfficeId: string }) {
  const record = useAdOffice(adOfficeId);
  const office = record.data;
  return (
    <>
      <PageHeader title="Edit Assistant Director" trail={screenTrail(AD_INPUT)} />
      {office ? (
        <RecordTabs
          entity="assistant-director"
          id={adOfficeId}
          also={office.staffId ? [{ entity: 'staff', id: office.staffId }] : []}
        >
          <EditAdForm office={office} />
        </RecordTabs>
      ) : (
        <RecordMissing loading={record.isPending} backTo={AD_LIST.path} what="Assistant Director" />
      )}
    </>
  );
}

function EditAdForm({ office }: { office: AdOffice }) {
  const [, navigate] = useLocation();
  const saved = adValues(office);
  const entry = useEntryForm({
    schema: updateAdSchema,
    initial: saved,
    command: useUpdateAd(),
    confirmTitle: MESSAGES.confirm,
    onSaved: () => navigate(AD_LIST.path),
  });
  const activation = useUpdateAd();
  return (
    <>
      <FormLayout
        title={`AD Office ${office.adCode}`}
        onSubmit={() => void entry.submit()}
        onCancel={() => navigate(AD_LIST.path)}
        submitting={entry.submitting}
        formError={entry.formError}
        submitText="Update"
        extraActions={
          <ActivationButton
            what={`${office.adOfficeName} and its AD`}
            isActive={office.isActive}
            command={activation}
            bodyFor={(isActive) => updateAdSchema.parse({ ...saved, isActive })}
            onDone={() => navigate(AD_LIST.path)}
          />
        }
      >
        <AdFields form={entry.form} adding={false} />
      </FormLayout>
      {entry.dialog}
    </>
  );
}
