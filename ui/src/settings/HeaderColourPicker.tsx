import { HEADER_COLOURS, type HeaderColour } from './layout-settings';

export interface HeaderColourPickerProps {
  value: HeaderColour;
  onChange: (colour: HeaderColour) => void;
}

/** One swatch per header colour: real radio buttons, so the keyboard and screen readers can use them. */
export function HeaderColourPicker({ value, onChange }: HeaderColourPickerProps) {
  return (
    <fieldset className="header-colours">
      <legend className="header-colours__legend">Header colour</legend>
      {(Object.keys(HEADER_COLOURS) as HeaderColour[]).map((colour) => (
        <label
          key={colour}
          className="header-colours__swatch"
          title={colour}
          style={{ background: HEADER_COLOURS[colour] }}
        >
          <input
            type="radio"
            name="header-colour"
            value={colour}
            checked={colour === value}
            onChange={() => onChange(colour)}
            aria-label={colour}
          />
        </label>
      ))}
    </fieldset>
  );
}
