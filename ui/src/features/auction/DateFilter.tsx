import { DateField } from '../../components/form/DateField';

export interface DateFilterProps {
  value: string;
  onChange: (date: string) => void;
  label?: string;
}

/** The date of a day's list, DD/MM/YYYY; clearing it is allowed and the screen then asks for one. */
export function DateFilter({ value, onChange, label = 'Date' }: DateFilterProps) {
  return <DateField label={label} value={value} onChange={onChange} className="screen-filters__field" />;
}
