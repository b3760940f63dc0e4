import type { SelectFieldProps } from '../../../components/form/SelectField';

export type PickerProps = Omit<SelectFieldProps, 'options' | 'loading'>;
