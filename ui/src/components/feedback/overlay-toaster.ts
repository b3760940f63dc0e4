import { OverlayToaster, Position, type Toaster } from '@blueprintjs/core';

/** Spec section 9: toasts sit top-right. Its own module, loaded with the first toast (toaster.ts). */
export function createToaster(): Promise<Toaster> {
  return OverlayToaster.create({ position: Position.TOP_RIGHT, maxToasts: 4 });
}
