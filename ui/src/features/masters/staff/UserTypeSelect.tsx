import { SelectField } from '../../../components/form/SelectField';
import type { PickerProps } from '../reference/picker-props';
import { useOnlyOption } from '../reference/use-only-option';
import { useGrantableTypes } from './staff-api';

/** The user types the caller may grant (MasUsers/getAll_UserTypes). */
export function UserTypeSelect(props: PickerProps) {
  const { data, isPending } = useGrantableTypes();
  const options = (data ?? []).map((type) => ({ value: type, label: type }));
  useOnlyOption(options, props.value, props.onChange, props.disabled);
  return <SelectField {...props} options={options} loading={isPending} />;
}
