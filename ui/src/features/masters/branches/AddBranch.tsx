import { MESSAGES, saveBranchSchema } from '@cocoon/domain';
import { useLocation } from 'wouter';
import { FormLayout } from '../../../components/form/FormLayout';
import { useEntryForm } from '../../../components/form/use-entry-form';
import { PageHeader } from '../../../layout/PageHeader';
import { TSC_LIST } from '../../shell/screens';
import { BranchFields } from './BranchFields';
import { useSaveBranch } from './branch-api';
import { BRANCH_TRAIL } from './branch-trail';
import { EMPTY_BRANCH } from './branch-values';

export function AddBranch() {
  const [, navigate] = useLocation();
  const entry = useEntryForm({
    schema: saveBranchSchema,
    initial: EMPTY_BRANCH,
    command: useSaveBranch(),
    confirmTitle: MESSAGES.confirmAdd,
    onSaved: () => navigate(TSC_LIST.path),
  });
  return (
    <>
      <PageHeader title="Add Market or TSC" trail={BRANCH_TRAIL} />
      <FormLayout
        wide
        title="Branch details"
        onSubmit={() => void entry.submit()}
        onCancel={() => navigate(TSC_LIST.path)}
        submitting={entry.submitting}
        formError={entry.formError}
      >
        <BranchFields form={entry.form} adding />
      </FormLayout>
      {entry.dialog}
    </>
  );
}
