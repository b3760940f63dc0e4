import { useEffect } from 'react';
import type { SelectOption } from '../../../components/form/SelectField';

/**
 * A picker with a single possible answer chooses it: a Branch Admin has one market, an AD one region, and
 * asking them to pick it is busywork. Never overrides a choice, nor touches a locked field.
 */
export function useOnlyOption(
  options: readonly SelectOption[],
  value: string,
  onChange: (value: string) => void,
  disabled?: boolean,
): void {
  const only = options.length === 1 ? options[0]!.value : undefined;
  useEffect(() => {
    if (only && value === '' && !disabled) onChange(only);
  }, [only, value, onChange, disabled]);
}
