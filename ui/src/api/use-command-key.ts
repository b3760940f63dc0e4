import { useCallback, useRef } from 'react';
import { type CommandKey, commandKeyFor, newUuid } from './command-key';

/** Keeps the current action's idempotency key for a form; `done()` after success starts a fresh action. */
export function useCommandKey(): { keyFor: (payload: unknown) => string; done: () => void } {
  const current = useRef<CommandKey | undefined>(undefined);
  const keyFor = useCallback((payload: unknown) => {
    current.current = commandKeyFor(current.current, payload, newUuid);
    return current.current.key;
  }, []);
  const done = useCallback(() => {
    current.current = undefined;
  }, []);
  return { keyFor, done };
}
