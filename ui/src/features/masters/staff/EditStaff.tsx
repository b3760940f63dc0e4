import { MESSAGES, updateStaffSchema } from '@cocoon/domain';
import { useLocation } from 'wouter';
import { FormLayout } from '../../../components/form/FormLayout';
import { useEntryForm } from '../../../components/form/use-entry-form';
import { PageHeader } from '../../../layout/PageHeader';
import { screenTrail } from '../../shell/screen-trail';
import { ActivationButton } from '../ActivationButton';
import { RecordTabs } from '../history/RecordTabs';
import { RecordMissing } from '../RecordMissing';
import { StaffFields } from './StaffFields';
import { type StaffMember, useStaffMember, useUpdateStaff } from './staff-api';
import type { StaffKind } from './staff-kinds';
import { staffValues } from './staff-values';

export function EditStaff({ kind, staffId }: { kind: StaffKind; staffId: string }) {
  const record = useStaffMember(staffId, kind.userType);
  const member = record.data;
  return (
    <>
      <PageHeader title={`Edit ${kind.title}`} trail={screenTrail(kind.input)} />
      {member ? (
        <RecordTabs entity="staff" id={staffId}>
          <EditStaffForm kind={kind} member={member} />
        </RecordTabs>
      ) : (
        <RecordMissing loading={record.isPending} backTo={kind.list.path} what={kind.title} />
      )}
    </>
  );
}

function EditStaffForm({ kind, member }: { kind: StaffKind; member: StaffMember }) {
  const [, navigate] = useLocation();
  const saved = staffValues(member);
  const entry = useEntryForm({
    schema: updateStaffSchema,
    initial: saved,
    command: useUpdateStaff(),
    confirmTitle: MESSAGES.confirm,
    onSaved: () => navigate(kind.list.path),
  });
  const activation = useUpdateStaff();
  return (
    <>
      <FormLayout
        title={`${member.userType} ${member.userName}`}
        onSubmit={() => void entry.submit()}
        onCancel={() => navigate(kind.list.path)}
        submitting={entry.submitting}
        formError={entry.formError}
        submitText="Update"
        extraActions={
          <ActivationButton
            what={member.userName}
            isActive={member.isActive}
            command={activation}
            bodyFor={(isActive) => updateStaffSchema.parse({ ...saved, isActive })}
            onDone={() => navigate(kind.list.path)}
          />
        }
      >
        <StaffFields form={entry.form} kind={kind} adding={false} />
      </FormLayout>
      {entry.dialog}
    </>
  );
}
