import { Radio, RadioGroup } from '@blueprintjs/core';
import type { TokenLayout } from '../documents/document-api';

/** How a token prints: the bid slip's triplicate on one sheet or a page each, inward tokens two or three a sheet. */
export function LayoutChoice({
  value,
  choices,
  onChange,
}: {
  value: TokenLayout;
  choices: ReadonlyArray<{ value: TokenLayout; label: string }>;
  onChange: (layout: TokenLayout) => void;
}) {
  return (
    <RadioGroup
      label="Layout"
      inline
      selectedValue={value}
      onChange={(event) => onChange(event.currentTarget.value as TokenLayout)}
      className="screen-filters__field"
    >
      {choices.map((choice) => (
        <Radio key={choice.value} value={choice.value} label={choice.label} />
      ))}
    </RadioGroup>
  );
}
