import { useActiveCocoonTypes } from '../../auction/inward-options';
import { ParamSelect } from './ParamSelect';

/** A cocoon race (cocoon type) to narrow the report to; empty for every race. */
export function RaceField({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const types = useActiveCocoonTypes();
  return (
    <ParamSelect
      label="Race"
      value={value}
      onChange={onChange}
      options={[
        { value: '', label: types.isPending ? 'Loading…' : 'All races' },
        ...(types.data ?? []).map((t) => ({ value: t.cocoonId, label: t.name })),
      ]}
    />
  );
}
