import type { Decider } from './decider.js';
import { fold } from './decider.js';

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
