import { useCallback, useState } from 'react';
import type { z } from 'zod';
import type { FieldErrors } from '../../api/errors';
import { issuesToFieldErrors, withoutField } from './field-errors';

export interface SchemaForm<Values extends object, Output> {
  values: Values;
  errors: FieldErrors;
  setField: <K extends keyof Values & string>(field: K, value: Values[K]) => void;
  /** Replaces every value (a loaded record for editing). */
  reset: (values: Values) => void;
  /** Checks the values with the schema the server uses; shows the messages and answers undefined on failure. */
  validate: () => Output | undefined;
  /** Shows a 400's field messages from the server under the same fields. */
  showServerErrors: (errors: FieldErrors) => void;
}

export function useSchemaForm<Values extends object, Output>(
  schema: z.ZodType<Output>,
  initial: Values,
): SchemaForm<Values, Output> {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  const setField = useCallback(<K extends keyof Values & string>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => withoutField(current, field));
  }, []);

  const reset = useCallback((next: Values) => {
    setValues(next);
    setErrors({});
  }, []);

  const validate = useCallback(() => {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    setErrors(issuesToFieldErrors(result.error.issues));
    return undefined;
  }, [schema, values]);

  return { values, errors, setField, reset, validate, showServerErrors: setErrors };
}
