import { MESSAGES, saveCocoonDefectSchema, updateCocoonDefectSchema } from '@cocoon/domain';
import type { ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { FormLayout } from '../../components/form/FormLayout';
import { TextField } from '../../components/form/TextField';
import { useEntryForm } from '../../components/form/use-entry-form';
import { PageHeader } from '../../layout/PageHeader';
import { screenTrail } from '../shell/screen-trail';
import { DEFECT_INPUT, DEFECT_LIST } from '../shell/screens';
import {
  type CocoonDefect,
  useCocoonDefect,
  useSaveCocoonDefect,
  useUpdateCocoonDefect,
} from './cocoon-defect-api';
import { RecordTabs } from './history/RecordTabs';
import { RecordMissing } from './RecordMissing';

const TRAIL = screenTrail(DEFECT_INPUT);

/** /app/cocoondefect/defectinput: adds a defect, or edits the one named by `?id=`. */
export function CocoonDefectInput() {
  const id = new URLSearchParams(useSearch()).get('id');
  return id ? <EditDefect key={id} defectId={id} /> : <AddDefect />;
}

function AddDefect() {
  const [, navigate] = useLocation();
  const entry = useEntryForm({
    schema: saveCocoonDefectSchema,
    initial: { defectCode: '', defectName: '' },
    command: useSaveCocoonDefect(),
    confirmTitle: MESSAGES.confirmAdd,
    onSaved: () => navigate(DEFECT_LIST.path),
  });
  return (
    <>
      <PageHeader title="Add Cocoon Defect" trail={TRAIL} />
      <DefectFields entry={entry} onCancel={() => navigate(DEFECT_LIST.path)} />
    </>
  );
}

function EditDefect({ defectId }: { defectId: string }) {
  const record = useCocoonDefect(defectId);
  const defect = record.data;
  return (
    <>
      <PageHeader title="Edit Cocoon Defect" trail={TRAIL} />
      {defect ? (
        <RecordTabs entity="cocoon-defect" id={defectId}>
          <EditDefectForm defect={defect} />
        </RecordTabs>
      ) : (
        <RecordMissing loading={record.isPending} backTo={DEFECT_LIST.path} what="Cocoon defect" />
      )}
    </>
  );
}

function EditDefectForm({ defect }: { defect: CocoonDefect }) {
  const [, navigate] = useLocation();
  const entry = useEntryForm({
    schema: updateCocoonDefectSchema,
    initial: { defectId: defect.defectId, defectCode: defect.defectCode, defectName: defect.defectName },
    command: useUpdateCocoonDefect(),
    confirmTitle: MESSAGES.confirm,
    onSaved: () => navigate(DEFECT_LIST.path),
  });
  return <DefectFields entry={entry} onCancel={() => navigate(DEFECT_LIST.path)} submitText="Update" />;
}

type DefectField = 'defectCode' | 'defectName';

interface DefectFieldsProps {
  entry: {
    form: {
      values: Record<DefectField, string>;
      errors: Partial<Record<string, string[]>>;
      setField: (field: DefectField, value: string) => void;
    };
    submit: () => Promise<void>;
    submitting: boolean;
    formError?: string;
    dialog: ReactNode;
  };
  onCancel: () => void;
  submitText?: string;
}

function DefectFields({ entry, onCancel, submitText }: DefectFieldsProps) {
  const { form } = entry;
  return (
    <>
      <FormLayout
        title="Defect details"
        onSubmit={() => void entry.submit()}
        onCancel={onCancel}
        submitting={entry.submitting}
        formError={entry.formError}
        submitText={submitText}
      >
        <TextField
          label="Defect Code"
          name="defectCode"
          value={form.values.defectCode}
          onChange={(v) => form.setField('defectCode', v)}
          errors={form.errors.defectCode}
          maxLength={10}
          required
          autoFocus
        />
        <TextField
          label="Defect Name"
          name="defectName"
          value={form.values.defectName}
          onChange={(v) => form.setField('defectName', v)}
          errors={form.errors.defectName}
          maxLength={100}
          required
        />
      </FormLayout>
      {entry.dialog}
    </>
  );
}
