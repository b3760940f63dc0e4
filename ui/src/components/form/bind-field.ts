import type { SchemaForm } from './use-schema-form';

/**
 * The value, change handler, name and messages of one string field of a schema form, spread onto a
 * TextField or SelectField: `<TextField label="City" {...bindField(form, 'city')} />`.
 */
export function bindField<Values extends object, K extends keyof Values & string>(
  form: Pick<SchemaForm<Values, unknown>, 'values' | 'errors' | 'setField'>,
  name: K,
) {
  return {
    name,
    value: String(form.values[name] ?? ''),
    onChange: (value: string) => form.setField(name, value as Values[K]),
    errors: form.errors[name],
  };
}
