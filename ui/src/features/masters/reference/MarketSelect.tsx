import { SelectField } from '../../../components/form/SelectField';
import { activeOptions } from './options';
import type { PickerProps } from './picker-props';
import { useBranches } from './reference-api';
import { useOnlyOption } from './use-only-option';

/** A market (MasBranch, kind market) in the caller's scope; chosen at once when there is only one. */
export function MarketSelect(props: PickerProps) {
  const { data, isPending } = useBranches('market');
  const options = activeOptions(
    data,
    props.value,
    (b) => b.branchId,
    (b) => `${b.branchName} (${b.branchCode})`,
  );
  useOnlyOption(options, props.value, props.onChange, props.disabled);
  return <SelectField {...props} options={options} loading={isPending} />;
}
