import { FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { MONTH_NAMES } from '@cocoon/domain';
import type { FilterSpec } from './screen';

/** One filter of a screen that is not built yet: the real control, disabled, with its real label. */
export function FilterField({ filter, id }: { filter: FilterSpec; id: string }) {
  switch (filter.kind) {
    case 'date':
      return <Field id={id} label={filter.label ?? 'Date'} type="date" />;
    case 'dateRange':
      return (
        <>
          <Field id={`${id}-from`} label="From Date" type="date" />
          <Field id={`${id}-to`} label="To Date" type="date" />
        </>
      );
    case 'monthYear':
      return (
        <>
          <Choice id={`${id}-month`} label="Month" options={MONTH_NAMES} />
          <Choice id={`${id}-year`} label="Year" options={[]} />
        </>
      );
    case 'slot':
      return <Choice id={id} label="Slot No" options={[]} />;
    case 'select':
      return <Choice id={id} label={filter.label} options={filter.options ?? []} />;
    case 'search':
      return <Field id={id} label={filter.label ?? 'Search'} type="search" icon="search" />;
  }
}

function Field({ id, label, type, icon }: { id: string; label: string; type: string; icon?: 'search' }) {
  return (
    <FormGroup label={label} labelFor={id} className="screen-filters__field">
      <InputGroup id={id} type={type} leftIcon={icon} disabled />
    </FormGroup>
  );
}

function Choice({ id, label, options }: { id: string; label: string; options: readonly string[] }) {
  return (
    <FormGroup label={label} labelFor={id} className="screen-filters__field">
      <HTMLSelect id={id} disabled options={[{ value: '', label: `Select ${label}` }, ...options]} />
    </FormGroup>
  );
}
