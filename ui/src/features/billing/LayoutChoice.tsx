import { Radio, RadioGroup } from '@blueprintjs/core';
import type { TokenLayout } from '../documents/document-api';

/** The bid slip's triplicate: the three copies on one sheet, or one page each. */
export function LayoutChoice({
  value,
  onChange,
}: {
  value: TokenLayout;
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
      <Radio value="one-sheet" label="Three copies on one sheet" />
      <Radio value="three-pages" label="One page per copy" />
    </RadioGroup>
  );
}
