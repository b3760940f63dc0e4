import { useSyncExternalStore } from 'react';

/**
 * Whether this device can reach the server, from two sources: the browser's own word (`navigator.onLine`
 * and its `online`/`offline` events: the Wi-Fi or mobile data went away) and what requests found (no answer at
 * all while the browser still thinks it is online: a hall's signal that is there but carries nothing). Any
 * answer, whatever its status, proves the way to the server is open again. Screens read it to say they are
 * offline; the live stream reads it to reconnect the moment the way is back rather than after its backoff.
 */
export interface Connectivity {
  /** The browser says it has a network. */
  browserOnline: boolean;
  /** The last request got no answer at all (cleared by the next answer). */
  serverUnreachable: boolean;
}

type Listener = () => void;

let state: Connectivity = {
  browserOnline: typeof navigator === 'undefined' ? true : navigator.onLine,
  serverUnreachable: false,
};
const listeners = new Set<Listener>();

function set(next: Partial<Connectivity>): void {
  const merged = { ...state, ...next };
  if (merged.browserOnline === state.browserOnline && merged.serverUnreachable === state.serverUnreachable)
    return;
  state = merged;
  for (const listener of [...listeners]) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => set({ browserOnline: true }));
  // Whatever requests found before, the browser now knows better: nothing gets through until it is back.
  window.addEventListener('offline', () => set({ browserOnline: false }));
}

export function connectivity(): Connectivity {
  return state;
}

/** Offline as a user means it: no network, or the server cannot be reached over the one there is. */
export function isOffline(now: Connectivity = state): boolean {
  return !now.browserOnline || now.serverUnreachable;
}

/** The browser's own word, read fresh: the event that updates `state` may still be on its way. */
export function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && !navigator.onLine;
}

/** No network by either the last event or the browser's word now: nothing sent now can arrive. */
export function deviceOffline(): boolean {
  return !state.browserOnline || browserOffline();
}

/** Called after every request: an answer (any status) clears "unreachable"; no answer sets it. */
export function reportReached(reached: boolean): void {
  // Only the browser's events move `browserOnline`: an answer already on its way when the network went
  // says nothing about now.
  set({ serverUnreachable: !reached });
}

/** Listen for every change; returns the unsubscribe. */
export function subscribeConnectivity(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current connectivity in a component, re-rendered on every change. */
export function useConnectivity(): Connectivity {
  return useSyncExternalStore(subscribeConnectivity, connectivity, connectivity);
}
