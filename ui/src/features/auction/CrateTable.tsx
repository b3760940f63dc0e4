import { Button, HTMLTable, InputGroup } from '@blueprintjs/core';
import { formatKg } from '@cocoon/domain';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { type CrateText, emptyCrate, readCrate } from './weight-form';

export interface CrateTableProps {
  crates: CrateText[];
  onChange: (crates: CrateText[]) => void;
  /** Enter on the empty gross of the last row: the crates are all in. */
  onFinish: () => void;
}

type Part = 'gross' | 'tare';

/**
 * Crate by crate at the scale: gross, then the crate's own weight, and the net beside them. Enter moves
 * gross → tare → the next crate's gross (a new row when it was the last); Enter on an empty new row saves.
 * "Add crate" below the table does the same by pointer or Tab.
 */
export function CrateTable({ crates, onChange, onFinish }: CrateTableProps) {
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const focusNext = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!focusNext.current) return;
    inputs.current.get(focusNext.current)?.focus();
    focusNext.current = undefined;
  });

  const set = (index: number, part: Part, value: string) =>
    onChange(crates.map((c, i) => (i === index ? { ...c, [part]: value } : c)));

  const focus = (index: number, part: Part) => {
    const input = inputs.current.get(`${index}-${part}`);
    if (input) {
      input.focus();
      input.select();
    } else focusNext.current = `${index}-${part}`;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, index: number, part: Part) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const last = index === crates.length - 1;
    if (part === 'gross') {
      if (last && crates[index]!.gross.trim() === '' && crates[index]!.tare.trim() === '') onFinish();
      else focus(index, 'tare');
      return;
    }
    if (last) onChange([...crates, emptyCrate()]);
    focus(index + 1, 'gross');
  };

  const bind = (index: number, part: Part) => ({
    inputRef: (element: HTMLInputElement | null) => {
      if (element) inputs.current.set(`${index}-${part}`, element);
      else inputs.current.delete(`${index}-${part}`);
    },
    value: crates[index]![part],
    onValueChange: (value: string) => set(index, part, value),
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => onKeyDown(event, index, part),
    inputMode: 'decimal' as const,
    maxLength: 10,
    autoComplete: 'off',
  });

  // Issue 27: a visible way to the next crate besides Enter in Tare; Tab from the last row reaches it before Cancel.
  const addCrate = () => {
    onChange([...crates, emptyCrate()]);
    focus(crates.length, 'gross');
  };

  return (
    <>
      <HTMLTable compact striped aria-label="Crates" className="crate-table">
        <thead>
          <tr>
            <th className="crate-table__no">No.</th>
            <th className="crate-table__input">Gross (kg)</th>
            <th className="crate-table__input">Tare (kg)</th>
            <th className="crate-table__net crate-table__number">Net (kg)</th>
            <th className="crate-table__remove" aria-label="Remove" />
          </tr>
        </thead>
        <tbody>
          {crates.map((crate, index) => {
            const reading = readCrate(crate);
            return (
              // Rows are positions in a list being typed; the position is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: a crate has no id of its own
              <tr key={index}>
                <td>{index + 1}</td>
                <td>
                  <InputGroup
                    aria-label={`Gross kg, crate ${index + 1}`}
                    {...bind(index, 'gross')}
                    autoFocus={index === 0}
                  />
                </td>
                <td>
                  <InputGroup
                    aria-label={`Tare kg, crate ${index + 1}`}
                    {...bind(index, 'tare')}
                    placeholder="0.000"
                  />
                </td>
                <td className="crate-table__number">
                  {reading.problem ? (
                    <span className="crate-table__problem">{reading.problem}</span>
                  ) : reading.netGrams !== undefined ? (
                    formatKg(reading.netGrams)
                  ) : (
                    ''
                  )}
                </td>
                <td>
                  <Button
                    variant="minimal"
                    icon="cross"
                    aria-label={`Remove crate ${index + 1}`}
                    disabled={crates.length === 1}
                    onClick={() => onChange(crates.filter((_, i) => i !== index))}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
      <Button icon="add" text="Add crate" className="crate-table__add" onClick={addCrate} />
    </>
  );
}
