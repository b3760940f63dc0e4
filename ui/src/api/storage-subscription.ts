/**
 * For useSyncExternalStore over values kept in localStorage: a listener hears this tab's own changes (the
 * named event, dispatched by the writer) and other tabs' (the browser's `storage` event).
 */
export function storageSubscription(changeEvent: string) {
  return {
    subscribe(listener: () => void): () => void {
      window.addEventListener(changeEvent, listener);
      window.addEventListener('storage', listener);
      return () => {
        window.removeEventListener(changeEvent, listener);
        window.removeEventListener('storage', listener);
      };
    },
    notify(): void {
      window.dispatchEvent(new Event(changeEvent));
    },
  };
}
