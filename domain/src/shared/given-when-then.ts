import type { Decider } from './decider.js';
import { fold } from './decider.js';
import { ValidationError } from './errors.js';

/**
 * given(past events).when(command).then(new events) — the shape every decider test takes. `thenThrows`
 * checks the typed error a rejected command raises.
 */
export function specFor<C, E, S>(decider: Decider<C, E, S>) {
  return (given: E[] = []) => ({
    when: (command: C) => {
      const run = () => decider.decide(command, fold(decider, given));
      return {
        thenEmits: (expected: E[], assertEqual: (actual: E[], expected: E[]) => void) =>
          assertEqual(run(), expected),
        thenThrows: (assertThrows: (fn: () => unknown) => void) => assertThrows(run),
      };
    },
  });
}

/**
 * The first message a refused command gives on one form field (a 400's field message), or undefined when it was
 * accepted; any other error is thrown on.
 */
export function fieldRefusal(fn: () => unknown, field: string): string | undefined {
  try {
    fn();
  } catch (error) {
    if (error instanceof ValidationError) return error.fields[field]?.[0];
    throw error;
  }
  return undefined;
}
