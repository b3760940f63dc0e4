import { DEPARTMENT_NAME_EN, DEPARTMENT_NAME_TA, PRODUCT_NAME } from '@cocoon/domain';
import { DASHBOARD } from '../features/shell/screens';

export { PRODUCT_NAME };
export const DEPARTMENT_NAME_TAMIL = DEPARTMENT_NAME_TA;
export const DEPARTMENT_NAME_ENGLISH = DEPARTMENT_NAME_EN;

export const HOME_PATH = DASHBOARD.path;
export const LOGIN_PATH = '/login';

/** Spec section 2, layout: the document title is suffixed with the product name. */
export function documentTitle(page: string): string {
  return page ? `${page} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}
