import { useEffect } from 'react';
import { useDocumentTitle } from '../../layout/use-document-title';
import { screenLoadEnded, screenLoadStarted } from './pending-screens';

/**
 * Suspense fallback for a screen whose code is on its way: the percentage loader shows the wait, and the
 * tab already carries the screen's title (the screen sets it again once it is there).
 */
export function ScreenLoading({ title }: { title: string }) {
  useDocumentTitle(title);
  useEffect(() => {
    screenLoadStarted();
    return screenLoadEnded;
  }, []);
  return <div className="screen-loading" aria-busy="true" />;
}
