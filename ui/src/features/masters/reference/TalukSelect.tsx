import { SelectField } from '../../../components/form/SelectField';
import type { PickerProps } from './picker-props';
import { useTaluks } from './reference-api';

/** The taluks of the district chosen beside it. */
export function TalukSelect({ districtId, ...props }: PickerProps & { districtId: string }) {
  const { data, isLoading } = useTaluks(districtId);
  const options = (data ?? []).map((t) => ({ value: String(t.geoId), label: t.displayName }));
  return (
    <SelectField
      {...props}
      options={options}
      loading={isLoading}
      placeholder={districtId ? undefined : 'Select a District first'}
    />
  );
}
