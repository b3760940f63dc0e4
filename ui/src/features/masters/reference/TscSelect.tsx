import { SelectField } from '../../../components/form/SelectField';
import { activeOptions } from './options';
import type { PickerProps } from './picker-props';
import { useBranches } from './reference-api';

/** A Technical Service Centre (MasBranch, kind tsc) in the caller's scope. */
export function TscSelect(props: PickerProps) {
  const { data, isPending } = useBranches('tsc');
  const options = activeOptions(
    data,
    props.value,
    (b) => b.branchId,
    (b) => b.branchName,
  );
  const none = !isPending && options.length === 0;
  return (
    <SelectField
      {...props}
      options={options}
      loading={isPending}
      helper={none ? 'No TSC is open to your office' : props.helper}
    />
  );
}
