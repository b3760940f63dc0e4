import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, subscribeSession } from '../api/session';
import {
  DEFAULT_LAYOUT_SETTINGS,
  type LayoutSettings,
  type ToggleSetting,
  toggleSetting,
} from './layout-settings';
import { PERSIST_KEY, readPersistedLayout, writePersistedLayout } from './persisted-state';

let current: LayoutSettings = readPersistedLayout();
const listeners = new Set<() => void>();

function commit(next: LayoutSettings): void {
  current = next;
  writePersistedLayout(next);
  // The spec's own key for the language, read by other parts of the product.
  localStorage.setItem(STORAGE_KEYS.language, next.language);
  for (const listener of listeners) listener();
}

export function getLayoutSettings(): LayoutSettings {
  return current;
}

export function setLayoutSetting<K extends keyof LayoutSettings>(key: K, value: LayoutSettings[K]): void {
  commit({ ...current, [key]: value });
}

export function toggleLayoutSetting(key: ToggleSetting): void {
  commit(toggleSetting(current, key));
}

export function resetLayoutSettings(): void {
  commit({ ...DEFAULT_LAYOUT_SETTINGS });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLayoutSettings(): LayoutSettings {
  return useSyncExternalStore(subscribe, getLayoutSettings);
}

/**
 * Logout clears all local storage (spec), `root` included, while the open page keeps its layout in
 * memory. Like a persisted store writing its state back on the next change, the layout is stored again
 * at the next login; another tab's change is taken over.
 */
subscribeSession(() => {
  const stored = localStorage.getItem(PERSIST_KEY);
  if (stored === null) {
    if (localStorage.getItem(STORAGE_KEYS.token)) {
      writePersistedLayout(current);
      localStorage.setItem(STORAGE_KEYS.language, current.language);
    }
    return;
  }
  const fromStorage = readPersistedLayout();
  if (JSON.stringify(fromStorage) !== JSON.stringify(current)) {
    current = fromStorage;
    for (const listener of listeners) listener();
  }
});
