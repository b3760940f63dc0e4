import { useEffect } from 'react';
import { SelectField } from '../../../components/form/SelectField';
import { activeOptions } from './options';
import type { PickerProps } from './picker-props';
import { useBranches } from './reference-api';

/** A market (MasBranch, kind market) in the caller's scope; chosen at once when there is only one. */
export function MarketSelect(props: PickerProps) {
  const { data, isPending } = useBranches('market');
  const options = activeOptions(
    data,
    props.value,
    (b) => b.branchId,
    (b) => `${b.branchName} (${b.branchCode})`,
  );
  const only = options.length === 1 ? options[0]!.value : undefined;
  const { value, onChange, disabled } = props;
  useEffect(() => {
    if (only && value === '' && !disabled) onChange(only);
  }, [only, value, onChange, disabled]);
  return <SelectField {...props} options={options} loading={isPending} />;
}
