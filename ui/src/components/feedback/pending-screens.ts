import { useSyncExternalStore } from 'react';

/** How many screens are still fetching their code (a lazy route inside Suspense); feeds the loader. */
let pending = 0;
const listeners = new Set<() => void>();

function change(delta: number): void {
  pending += delta;
  for (const listener of listeners) listener();
}

export const screenLoadStarted = () => change(1);
export const screenLoadEnded = () => change(-1);

export function usePendingScreens(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pending,
  );
}
