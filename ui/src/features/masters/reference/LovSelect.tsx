import { SelectField } from '../../../components/form/SelectField';
import type { PickerProps } from './picker-props';
import { useLov } from './reference-api';

/** A list of values (MasLov): farmer type, reeler type. */
export function LovSelect({ type, ...props }: PickerProps & { type: 'FarmerType' | 'ReelerType' }) {
  const { data, isPending } = useLov(type);
  const options = (data ?? []).map((item) => ({ value: item.code, label: item.name }));
  return <SelectField {...props} options={options} loading={isPending} />;
}
