import { type ComponentType, lazy, Suspense } from 'react';
import { PRODUCT_NAME } from '../../app/product';
import { ScreenLoading } from '../../components/feedback/ScreenLoading';
import { PUBLIC_RESET_PATH, PUBLIC_SIGNUP_PATH, TEMPLATE_PATHS } from './paths';

const PATHS = [...Object.values(TEMPLATE_PATHS), PUBLIC_SIGNUP_PATH, PUBLIC_RESET_PATH];

function templatePage(path: string): ComponentType {
  const Page = lazy(async () => {
    const { TEMPLATE_PAGES } = await import('./template-pages');
    return { default: TEMPLATE_PAGES.find((page) => page.path === path)!.component };
  });
  return () => (
    <Suspense fallback={<ScreenLoading title={PRODUCT_NAME} />}>
      <Page />
    </Suspense>
  );
}

/**
 * The unguarded template routes of spec section 2, the to-do demo, and the public /signup and
 * /reset-password (which show the template pages). The shell mounts every entry without a guard. The pages
 * are one chunk fetched on the first visit: the login page, on a weak link, does not carry them.
 */
export const templateRoutes: Array<{ path: string; component: ComponentType }> = PATHS.map((path) => ({
  path,
  component: templatePage(path),
}));
