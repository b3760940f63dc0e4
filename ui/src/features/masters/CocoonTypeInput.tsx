import { Switch } from '@blueprintjs/core';
import { MESSAGES, saveCocoonTypeSchema, updateCocoonTypeSchema } from '@cocoon/domain';
import { useLocation, useSearch } from 'wouter';
import { FormLayout } from '../../components/form/FormLayout';
import { TextField } from '../../components/form/TextField';
import { useEntryForm } from '../../components/form/use-entry-form';
import { PageHeader } from '../../layout/PageHeader';
import { screenTrail } from '../shell/screen-trail';
import { COCOON_TYPE_INPUT, COCOON_TYPE_LIST } from '../shell/screens';
import { type CocoonType, useCocoonType, useSaveCocoonType, useUpdateCocoonType } from './cocoon-type-api';
import { RecordTabs } from './history/RecordTabs';
import { RecordMissing } from './RecordMissing';

const TRAIL = screenTrail(COCOON_TYPE_INPUT);

/** /app/mastermanagement/cocoonType/cooconInput: adds a cocoon type, or edits the one named by `?id=`. */
export function CocoonTypeInput() {
  const id = new URLSearchParams(useSearch()).get('id');
  return id ? <EditType key={id} cocoonId={id} /> : <AddType />;
}

function AddType() {
  const [, navigate] = useLocation();
  const entry = useEntryForm({
    schema: saveCocoonTypeSchema,
    initial: { name: '', shortName: '' },
    command: useSaveCocoonType(),
    confirmTitle: MESSAGES.confirmAdd,
    onSaved: () => navigate(COCOON_TYPE_LIST.path),
  });
  const { form } = entry;
  return (
    <>
      <PageHeader title="Add Cocoon Type" trail={TRAIL} />
      <FormLayout
        title="Cocoon type details"
        onSubmit={() => void entry.submit()}
        onCancel={() => navigate(COCOON_TYPE_LIST.path)}
        submitting={entry.submitting}
        formError={entry.formError}
      >
        <NameFields values={form.values} errors={form.errors} setField={form.setField} />
      </FormLayout>
      {entry.dialog}
    </>
  );
}

function EditType({ cocoonId }: { cocoonId: string }) {
  const record = useCocoonType(cocoonId);
  const type = record.data;
  return (
    <>
      <PageHeader title="Edit Cocoon Type" trail={TRAIL} />
      {type ? (
        <RecordTabs entity="cocoon-type" id={cocoonId}>
          <EditTypeForm type={type} />
        </RecordTabs>
      ) : (
        <RecordMissing loading={record.isPending} backTo={COCOON_TYPE_LIST.path} what="Cocoon type" />
      )}
    </>
  );
}

function EditTypeForm({ type }: { type: CocoonType }) {
  const [, navigate] = useLocation();
  const entry = useEntryForm({
    schema: updateCocoonTypeSchema,
    initial: { cocoonId: type.cocoonId, name: type.name, shortName: type.shortName, isActive: type.isActive },
    command: useUpdateCocoonType(),
    confirmTitle: MESSAGES.confirm,
    onSaved: () => navigate(COCOON_TYPE_LIST.path),
  });
  const { form } = entry;
  return (
    <>
      <FormLayout
        title="Cocoon type details"
        onSubmit={() => void entry.submit()}
        onCancel={() => navigate(COCOON_TYPE_LIST.path)}
        submitting={entry.submitting}
        formError={entry.formError}
        submitText="Update"
      >
        <NameFields values={form.values} errors={form.errors} setField={form.setField} />
        <Switch
          label="Active"
          checked={form.values.isActive === 1}
          onChange={(e) => form.setField('isActive', e.currentTarget.checked ? 1 : 0)}
          className="cocoon-type__active"
        />
      </FormLayout>
      {entry.dialog}
    </>
  );
}

type NameField = 'name' | 'shortName';

interface NameFieldsProps {
  values: Record<NameField, string>;
  errors: Partial<Record<string, string[]>>;
  setField: (field: NameField, value: string) => void;
}

function NameFields({ values, errors, setField }: NameFieldsProps) {
  return (
    <>
      <TextField
        label="Cocoon Name"
        name="name"
        value={values.name}
        onChange={(v) => setField('name', v)}
        errors={errors.name}
        maxLength={60}
        required
        autoFocus
      />
      <TextField
        label="Short Name"
        name="shortName"
        value={values.shortName}
        onChange={(v) => setField('shortName', v)}
        errors={errors.shortName}
        maxLength={10}
        required
      />
    </>
  );
}
