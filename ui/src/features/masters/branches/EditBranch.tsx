import { MESSAGES, updateBranchSchema } from '@cocoon/domain';
import { useLocation } from 'wouter';
import { FormLayout } from '../../../components/form/FormLayout';
import { useEntryForm } from '../../../components/form/use-entry-form';
import { PageHeader } from '../../../layout/PageHeader';
import { screenTrail } from '../../shell/screen-trail';
import { TSC_INPUT, TSC_LIST } from '../../shell/screens';
import { ActivationButton } from '../ActivationButton';
import { RecordTabs } from '../history/RecordTabs';
import { RecordMissing } from '../RecordMissing';
import { BranchFields } from './BranchFields';
import { type Branch, useBranch, useUpdateBranch } from './branch-api';
import { branchValues } from './branch-values';

export function EditBranch({ branchId }: { branchId: string }) {
  const record = useBranch(branchId);
  const branch = record.data;
  return (
    <>
      <PageHeader title="Edit Market or TSC" trail={screenTrail(TSC_INPUT)} />
      {branch ? (
        <RecordTabs entity="branch" id={branchId}>
          <EditBranchForm branch={branch} />
        </RecordTabs>
      ) : (
        <RecordMissing loading={record.isPending} backTo={TSC_LIST.path} what="Branch" />
      )}
    </>
  );
}

function EditBranchForm({ branch }: { branch: Branch }) {
  const [, navigate] = useLocation();
  const saved = branchValues(branch);
  const entry = useEntryForm({
    schema: updateBranchSchema,
    initial: saved,
    command: useUpdateBranch(),
    confirmTitle: MESSAGES.confirm,
    onSaved: () => navigate(TSC_LIST.path),
  });
  const activation = useUpdateBranch();
  return (
    <>
      <FormLayout
        wide
        title={`${branch.kind === 'market' ? 'Market' : 'TSC'} ${branch.branchCode}`}
        onSubmit={() => void entry.submit()}
        onCancel={() => navigate(TSC_LIST.path)}
        submitting={entry.submitting}
        formError={entry.formError}
        submitText="Update"
        extraActions={
          <ActivationButton
            what={branch.branchName}
            isActive={branch.isActive}
            command={activation}
            bodyFor={(isActive) => updateBranchSchema.parse({ ...saved, isActive })}
            onDone={() => navigate(TSC_LIST.path)}
          />
        }
      >
        <BranchFields form={entry.form} adding={false} />
      </FormLayout>
      {entry.dialog}
    </>
  );
}
