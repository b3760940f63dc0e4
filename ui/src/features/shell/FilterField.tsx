import { FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { MONTH_NAMES } from '@cocoon/domain';
import { lazy, Suspense } from 'react';
import type { FilterSpec } from './screen';

// The date field brings Blueprint's date picker; loaded with the frame of a screen that has a date, never with the
// staff shell every screen loads.
const DateField = lazy(() =>
  import('../../components/form/DateField').then((module) => ({ default: module.DateField })),
);

/** One filter of a screen that is not built yet: the real control, disabled, with its real label. */
export function FilterField({ filter, id }: { filter: FilterSpec; id: string }) {
  switch (filter.kind) {
    case 'date':
      return <NoDate label={filter.label ?? 'Date'} />;
    case 'dateRange':
      return (
        <>
          <NoDate label="From Date" />
          <NoDate label="To Date" />
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
      return <Field id={id} label={filter.label ?? 'Search'} />;
  }
}

/** The one date field, DD/MM/YYYY, as the built screens have it. */
function NoDate({ label }: { label: string }) {
  return (
    <Suspense fallback={null}>
      <DateField
        label={label}
        value=""
        onChange={() => undefined}
        className="screen-filters__field"
        disabled
      />
    </Suspense>
  );
}

function Field({ id, label }: { id: string; label: string }) {
  return (
    <FormGroup label={label} labelFor={id} className="screen-filters__field">
      <InputGroup id={id} type="search" leftIcon="search" disabled />
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
