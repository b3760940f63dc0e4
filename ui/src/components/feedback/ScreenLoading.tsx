import { useEffect } from 'react';
import { screenLoadEnded, screenLoadStarted } from './pending-screens';

/** Suspense fallback for a screen whose code is on its way: the percentage loader shows the wait. */
export function ScreenLoading() {
  useEffect(() => {
    screenLoadStarted();
    return screenLoadEnded;
  }, []);
  return <div className="screen-loading" aria-busy="true" />;
}
