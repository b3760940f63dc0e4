import { SelectField } from '../../../components/form/SelectField';
import { activeOptions } from './options';
import type { PickerProps } from './picker-props';
import { useRegions } from './reference-api';
import { useOnlyOption } from './use-only-option';

/** A region (MasRegion) in the caller's scope. */
export function RegionSelect(props: PickerProps) {
  const { data, isPending } = useRegions();
  const options = activeOptions(
    data,
    props.value,
    (r) => r.regionId,
    (r) => `${r.regionName} (${r.regionCode})`,
  );
  useOnlyOption(options, props.value, props.onChange, props.disabled);
  return <SelectField {...props} options={options} loading={isPending} />;
}
