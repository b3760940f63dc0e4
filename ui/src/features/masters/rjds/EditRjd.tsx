import { MESSAGES, updateStaffCommand, updateStaffSchema } from '@cocoon/domain';
import { useLocation } from 'wouter';
import { useCommand } from '../../../api/use-command';
import { FormLayout } from '../../../components/form/FormLayout';
import { useEntryForm } from '../../../components/form/use-entry-form';
import { PageHeader } from '../../../layout/PageHeader';
import { screenTrail } from '../../shell/screen-trail';
import { RJD_INPUT, RJD_LIST } from '../../shell/screens';
import { ActivationButton } from '../ActivationButton';
import { RecordTabs } from '../history/RecordTabs';
import { RecordMissing } from '../RecordMissing';
import { useRegions } from '../reference/reference-api';
import { STAFF_KEY, type StaffMember, useStaffMember } from '../staff/staff-api';
import { RjdFields } from './RjdFields';
import { useUpdateRjd } from './rjd-api';
import { rjdUpdateSchema, rjdValues } from './rjd-values';

/** An RJD: the form, and the history of both the RJD's account and the region. */
export function EditRjd({ staffId }: { staffId: string }) {
  const record = useStaffMember(staffId, 'RJD');
  const member = record.data;
  return (
    <>
      <PageHeader title="Edit Regional Joint Director" trail={screenTrail(RJD_INPUT)} />
      {member ? (
        <RecordTabs
          entity="staff"
          id={staffId}
          also={member.regionId ? [{ entity: 'region', id: member.regionId }] : []}
        >
          <EditRjdForm member={member} />
        </RecordTabs>
      ) : (
        <RecordMissing loading={record.isPending} backTo={RJD_LIST.path} what="Regional Joint Director" />
      )}
    </>
  );
}

function EditRjdForm({ member }: { member: StaffMember }) {
  const [, navigate] = useLocation();
  const region = useRegions().data?.find((r) => r.regionId === member.regionId);
  const saved = rjdValues(member);
  const entry = useEntryForm({
    schema: rjdUpdateSchema,
    initial: saved,
    command: useUpdateRjd(member, region?.isActive === 0 ? 0 : 1),
    confirmTitle: MESSAGES.confirm,
    onSaved: () => navigate(RJD_LIST.path),
  });
  // Deactivating an RJD ends the person's access; the region and its offices stay.
  const activation = useCommand(updateStaffCommand, STAFF_KEY);
  return (
    <>
      <FormLayout
        title={`Region ${member.regionCode ?? ''}`}
        onSubmit={() => void entry.submit()}
        onCancel={() => navigate(RJD_LIST.path)}
        submitting={entry.submitting}
        formError={entry.formError}
        submitText="Update"
        extraActions={
          <ActivationButton
            what={member.name}
            isActive={member.isActive}
            command={activation}
            bodyFor={(isActive) => updateStaffSchema.parse({ ...saved, isActive })}
            onDone={() => navigate(RJD_LIST.path)}
          />
        }
      >
        <RjdFields form={entry.form} adding={false} />
      </FormLayout>
      {entry.dialog}
    </>
  );
}
