import { SelectField } from '../../../components/form/SelectField';
import { activeOptions } from './options';
import type { PickerProps } from './picker-props';
import { useAdOffices } from './reference-api';
import { useOnlyOption } from './use-only-option';

/** The AD offices of the region chosen beside it. */
export function AdOfficeSelect({ regionId, ...props }: PickerProps & { regionId: string }) {
  const { data, isLoading } = useAdOffices(regionId);
  const options = activeOptions(
    data,
    props.value,
    (o) => o.adOfficeId,
    (o) => `${o.adOfficeName} (${o.adCode})`,
  );
  useOnlyOption(options, props.value, props.onChange, props.disabled);
  return (
    <SelectField
      {...props}
      options={options}
      loading={isLoading}
      placeholder={regionId ? undefined : 'Select a Region first'}
    />
  );
}
