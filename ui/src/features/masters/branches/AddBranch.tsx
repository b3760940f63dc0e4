import { MESSAGES, saveBranchSchema } from '@cocoon/domain';
import { useLocation } from 'wouter';
import { FormLayout } from '../../../components/form/FormLayout';
import { useEntryForm } from '../../../components/form/use-entry-form';
import { PageHeader } from '../../../layout/PageHeader';
import { screenTrail } from '../../shell/screen-trail';
import { TSC_INPUT, TSC_LIST } from '../../shell/screens';
import { BranchFields } from './BranchFields';
import { useSaveBranch } from './branch-api';
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
      <PageHeader title="Add Market or TSC" trail={screenTrail(TSC_INPUT)} />
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
