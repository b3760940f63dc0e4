import type { KeyboardEvent } from 'react';

const FIELDS = 'input:not([disabled]):not([readonly]):not([type="hidden"]), select:not([disabled])';

/**
 * Keyboard-first entry (officers type lot after lot): Enter moves to the next field instead of submitting;
 * Enter on the last field submits. Put it on the element around the fields. A field that handles Enter
 * itself (the farmer picker choosing a name) prevents the default to stay where it is.
 */
export function enterToNext(event: KeyboardEvent<HTMLElement>, submit: () => void): void {
  if (event.key !== 'Enter' || event.defaultPrevented || event.altKey || event.shiftKey) return;
  const target = event.target;
  if (!(target instanceof HTMLInputElement || target instanceof HTMLSelectElement)) return;
  event.preventDefault();
  const fields = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FIELDS)).filter(
    (field) => field.offsetParent !== null,
  );
  const next = fields[fields.indexOf(target) + 1];
  if (!next || event.ctrlKey || event.metaKey) {
    submit();
    return;
  }
  next.focus();
  if (next instanceof HTMLInputElement) next.select();
}
