import type { Intent, Toaster } from '@blueprintjs/core';

/** Spec section 9: toasts close after 5000 ms. */
export const TOAST_TIMEOUT_MS = 5000;

let toaster: Promise<Toaster> | undefined;

/**
 * The toaster and Blueprint's overlay code come with the first toast: a page that never shows one (the reeler's
 * phone on a slow link, issue 28) never downloads them.
 */
function getToaster(): Promise<Toaster> {
  toaster ??= import('./overlay-toaster')
    .then(({ createToaster }) => createToaster())
    .catch((error: unknown) => {
      // Offline before the first toast: the next toast tries again rather than never showing.
      toaster = undefined;
      throw error;
    });
  return toaster;
}

/**
 * `key` collapses repeats into one toast: several queries failing with the same expired session must not
 * stack the same message four times.
 */
export function showToast(message: string, intent: Intent = 'none', key?: string): void {
  getToaster().then(
    (t) => t.show({ message, intent, timeout: TOAST_TIMEOUT_MS, icon: iconFor(intent) }, key),
    () => undefined,
  );
}

/** Closes the toast shown under `key`, if it still shows: a new attempt makes the last one's message stale. */
export function dismissToast(key: string): void {
  if (!toaster) return;
  void toaster.then((t) => t.dismiss(key));
}

export const toastSuccess = (message: string, key?: string) => showToast(message, 'success', key);
export const toastError = (message: string, key?: string) => showToast(message, 'danger', key);

function iconFor(intent: Intent) {
  switch (intent) {
    case 'success':
      return 'tick-circle' as const;
    case 'danger':
      return 'error' as const;
    case 'warning':
      return 'warning-sign' as const;
    default:
      return 'info-sign' as const;
  }
}
