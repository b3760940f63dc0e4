import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export type LazyScreen = LazyExoticComponent<ComponentType>;

/** A screen's code is fetched when it is first opened; the percentage loader shows the wait. */
export function lazyScreen<M extends Record<K, ComponentType>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyScreen {
  return lazy(async () => ({ default: (await load())[name] }));
}
