import { MESSAGES, saveBranchSchema } from '@cocoon/domain';
import { useLocation } from 'wouter';
import { FormLayout } from '../../../components/form/FormLayout';
import { useEntryForm } from '../../../components/form/use-entry-form';
import { PageHeader } from '../../../layout/PageHeader';
import { MASTERS_CRUMB, TSC_LIST } from '../paths';
import { BranchFields } from './BranchFields';
import { useSaveBranch } from './branch-api';
import { EMPTY_BRANCH } from './branch-values';

export const BRANCH_TRAIL = [MASTERS_CRUMB, { text: 'TSC', href: TSC_LIST }];

export function AddBranch() {
  const [, navigate] = useLocation();
  const entry = useEntryForm({
    schema: saveBranchSchema,
    initial: EMPTY_BRANCH,
    command: useSaveBranch(),
    confirmTitle: MESSAGES.confirmAdd,
    onSaved: () => navigate(TSC_LIST),
  });
  return (
    <>
      <PageHeader title="Add Market or TSC" trail={BRANCH_TRAIL} />
      <FormLayout
        wide
        title="Branch details"
        onSubmit={() => void entry.submit()}
        onCancel={() => navigate(TSC_LIST)}
        submitting={entry.submitting}
        formError={entry.formError}
      >
        <BranchFields form={entry.form} adding />
      </FormLayout>
      {entry.dialog}
    </>
  );
}
