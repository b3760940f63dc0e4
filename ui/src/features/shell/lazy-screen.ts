import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export type LazyScreen = LazyExoticComponent<ComponentType>;

/** A screen's code is fetched when it is first opened; the percentage loader shows the wait. */
export function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyScreen {
  return lazy(async () => ({ default: pick(await load()) }));
}
