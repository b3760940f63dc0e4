import type { KeyboardEvent } from 'react';

const FIELDS = 'input:not([disabled]):not([readonly]):not([type="hidden"]), select:not([disabled])';
/** The element around an entry form's fields that moves Enter on (see enterToNext). */
const CONTAINER = '.auction-entry__keys';

/** Focuses the field after `from` in its form; false when `from` is the last one. */
export function focusNextField(from: HTMLElement, container = from.closest<HTMLElement>(CONTAINER)): boolean {
  if (!container) return false;
  const fields = Array.from(container.querySelectorAll<HTMLElement>(FIELDS)).filter(
    (field) => field.offsetParent !== null,
  );
  const next = fields[fields.indexOf(from) + 1];
  if (!next) return false;
  next.focus();
  if (next instanceof HTMLInputElement) next.select();
  return true;
}

/**
 * Keyboard-first entry (officers type lot after lot): Enter moves to the next field instead of submitting;
 * Enter on the last field (or Ctrl+Enter anywhere) submits. Put it on the element around the fields, with the
 * class `auction-entry__keys`. A field that handles Enter itself (the farmer picker still searching) prevents
 * the default to stay where it is.
 */
export function enterToNext(event: KeyboardEvent<HTMLElement>, submit: () => void): void {
  if (event.key !== 'Enter' || event.defaultPrevented || event.altKey || event.shiftKey) return;
  const target = event.target;
  if (!(target instanceof HTMLInputElement || target instanceof HTMLSelectElement)) return;
  event.preventDefault();
  if (event.ctrlKey || event.metaKey || !focusNextField(target, event.currentTarget)) submit();
}
