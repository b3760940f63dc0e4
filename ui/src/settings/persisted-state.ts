import { DEFAULT_LAYOUT_SETTINGS, type LayoutSettings, parseLayoutSettings } from './layout-settings';

/** Spec section 3: the persisted UI state sits under this one local-storage key. */
export const PERSIST_KEY = 'root';

interface PersistedRoot {
  layout: LayoutSettings;
}

/**
 * Reads the persisted layout. Local storage answers synchronously, so the first render already has the
 * stored layout and no rehydration wait (the spec's 5000 ms timeout guards asynchronous stores) is needed.
 */
export function readPersistedLayout(storage: Pick<Storage, 'getItem'> = localStorage): LayoutSettings {
  const raw = storage.getItem(PERSIST_KEY);
  if (!raw) return { ...DEFAULT_LAYOUT_SETTINGS };
  try {
    return parseLayoutSettings((JSON.parse(raw) as Partial<PersistedRoot>)?.layout);
  } catch {
    return { ...DEFAULT_LAYOUT_SETTINGS };
  }
}

export function writePersistedLayout(
  layout: LayoutSettings,
  storage: Pick<Storage, 'setItem'> = localStorage,
): void {
  const root: PersistedRoot = { layout };
  storage.setItem(PERSIST_KEY, JSON.stringify(root));
}
