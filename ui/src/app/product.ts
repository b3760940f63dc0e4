import { DEPARTMENT_NAME_EN, DEPARTMENT_NAME_TA, PRODUCT_NAME } from '@cocoon/domain';

export { PRODUCT_NAME };
export const DEPARTMENT_NAME_TAMIL = DEPARTMENT_NAME_TA;
export const DEPARTMENT_NAME_ENGLISH = DEPARTMENT_NAME_EN;

/**
 * The home page, the dashboard (its screen: DASHBOARD in features/shell/screens). Declared here, not read from
 * the screen table, so a page that links home (the reelers', issue 28) does not bring every screen's entry.
 */
export const HOME_PATH = '/app/dashboard/analytics';
export const LOGIN_PATH = '/login';

/** Spec section 2, layout: the document title is suffixed with the product name. */
export function documentTitle(page: string): string {
  return page ? `${page} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}
