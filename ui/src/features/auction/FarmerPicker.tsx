import { FormGroup, InputGroup, Intent, Menu, MenuItem, Spinner } from '@blueprintjs/core';
import { type KeyboardEvent, type Ref, useCallback, useEffect, useId, useRef, useState } from 'react';
import { focusNextField } from './enter-to-next';
import { type FarmerOption, useFarmerSearch } from './inward-options';

export interface FarmerPickerProps {
  /** The chosen farmer's id, '' while none is chosen. */
  value: string;
  /** The farmer comes along so the screen can name them. */
  onChange: (farmerId: string, farmer?: FarmerOption) => void;
  errors?: readonly string[];
  inputRef?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
  /** The lot's market, when the officer looks after several: only its farmers are offered. */
  marketId?: string;
}

const SETTLE_MS = 200;

export const farmerLabel = (f: FarmerOption) => `${f.ledgerName} (${f.headCode})`;

/**
 * Type-ahead over the market's farmers by name, head code or mobile number (searched on the server: a market
 * has tens of thousands). Arrow keys move, Enter chooses and the entry form moves on to the next field.
 * A farmer who is not active is listed, greyed, so the officer sees why the name cannot be chosen.
 */
export function FarmerPicker({
  value,
  onChange,
  errors = [],
  inputRef,
  autoFocus,
  marketId,
}: FarmerPickerProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const found = useFarmerSearch(search, marketId);
  const options = found.data ?? [];
  const invalid = errors.length > 0;
  const input = useRef<HTMLInputElement | null>(null);
  // Enter pressed before the search answered: the officer typed a head code and moved on, as they would
  // with a name they know. The first match is taken once the answer is in.
  const pendingEnter = useRef(false);
  const settled = search === text.trim() && !found.isFetching && found.data !== undefined;
  const attach = useCallback(
    (element: HTMLInputElement | null) => {
      input.current = element;
      if (typeof inputRef === 'function') inputRef(element);
      else if (inputRef) inputRef.current = element;
    },
    [inputRef],
  );

  useEffect(() => {
    // The chosen farmer's label is not a search.
    if (value) return;
    const timer = setTimeout(() => setSearch(text.trim()), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  const choose = (farmer: FarmerOption) => {
    setText(farmerLabel(farmer));
    setOpen(false);
    onChange(farmer.customerId, farmer);
  };

  useEffect(() => {
    if (!pendingEnter.current || !settled) return;
    pendingEnter.current = false;
    const first = options[0];
    if (first?.isActive !== 1) return;
    choose(first);
    if (input.current) focusNextField(input.current);
  });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => Math.min(Math.max(0, i + step), Math.max(0, options.length - 1)));
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    } else if (event.key === 'Enter' && !value) {
      const pick = settled ? options[active] : undefined;
      if (pick && pick.isActive === 1) {
        choose(pick);
        return;
      }
      // Without a farmer the form must not move on: the officer is still looking for one.
      event.preventDefault();
      if (!settled && text.trim() !== '') pendingEnter.current = true;
    }
  };

  const listId = `${id}-list`;
  const showList = open && text.trim() !== '' && !value;
  return (
    <FormGroup
      label="Farmer"
      labelFor={id}
      labelInfo={<span aria-hidden="true">*</span>}
      intent={invalid ? Intent.DANGER : Intent.NONE}
      helperText={
        invalid ? (
          <span id={`${id}-error`} role="alert">
            {errors.join(' ')}
          </span>
        ) : (
          'Type a name, head code or mobile number'
        )
      }
      className="farmer-picker"
    >
      <InputGroup
        id={id}
        inputRef={attach}
        name="farmerId"
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && options[active] ? `${listId}-${active}` : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        aria-required
        autoComplete="off"
        autoFocus={autoFocus}
        leftIcon="person"
        rightElement={found.isFetching && showList ? <Spinner size={16} /> : undefined}
        intent={invalid ? Intent.DANGER : Intent.NONE}
        value={text}
        onValueChange={(next) => {
          setText(next);
          setActive(0);
          setOpen(true);
          pendingEnter.current = false;
          if (value) onChange('');
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
      />
      {showList && (
        <Menu id={listId} role="listbox" aria-label="Farmers found" className="farmer-picker__list">
          {options.length === 0 && !found.isFetching && (
            <MenuItem disabled text="No farmer matches" roleStructure="listoption" />
          )}
          {options.map((farmer, index) => (
            <MenuItem
              key={farmer.customerId}
              id={`${listId}-${index}`}
              roleStructure="listoption"
              selected={index === active}
              active={index === active}
              disabled={farmer.isActive !== 1}
              text={farmerLabel(farmer)}
              label={farmer.isActive === 1 ? farmer.mobileNo : farmer.status}
              // Chosen on mouse down, before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                if (farmer.isActive === 1) choose(farmer);
              }}
            />
          ))}
        </Menu>
      )}
    </FormGroup>
  );
}
