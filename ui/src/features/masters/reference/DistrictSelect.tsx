import { SelectField } from '../../../components/form/SelectField';
import type { PickerProps } from './picker-props';
import { useDistricts } from './reference-api';

/** The 38 districts of Tamil Nadu (LGD), in Tamil where the directory has the name. */
export function DistrictSelect(props: PickerProps) {
  const { data, isPending } = useDistricts();
  const options = (data ?? []).map((d) => ({ value: String(d.geoId), label: d.displayName }));
  return <SelectField {...props} options={options} loading={isPending} />;
}
