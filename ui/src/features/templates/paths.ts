/** The unguarded template routes of spec section 2, plus the to-do demo (a route of our choosing). */
export const TEMPLATE_PATHS = {
  signUp1: '/auth/signup-1',
  signUp2: '/auth/signup-2',
  signIn1: '/auth/signin-1',
  signIn2: '/auth/signin-2',
  resetPassword1: '/auth/reset-password-1',
  resetPassword2: '/auth/reset-password-2',
  changePassword: '/auth/change-password',
  profileSettings: '/auth/profile-settings',
  tabsAuth: '/auth/tabs-auth',
  todo: '/auth/todo',
  aboutUs: '/auth/aboutus',
  cancellation: '/auth/cancellationpolicy',
  privacy: '/auth/privacypolicy',
  refund: '/auth/refundpolicy',
  terms: '/auth/termsandconditionpolicy',
} as const;

/** Public spec routes that show the template sign-up and reset pages. */
export const PUBLIC_SIGNUP_PATH = '/signup';
export const PUBLIC_RESET_PATH = '/reset-password';

/** Where staff really sign in. */
export const STAFF_LOGIN_PATH = '/login';

export interface TemplateLink {
  text: string;
  href: string;
}

export const ACCOUNT_LINKS: readonly TemplateLink[] = [
  { text: 'Sign in 1', href: TEMPLATE_PATHS.signIn1 },
  { text: 'Sign in 2', href: TEMPLATE_PATHS.signIn2 },
  { text: 'Sign up 1', href: TEMPLATE_PATHS.signUp1 },
  { text: 'Sign up 2', href: TEMPLATE_PATHS.signUp2 },
  { text: 'Reset password 1', href: TEMPLATE_PATHS.resetPassword1 },
  { text: 'Reset password 2', href: TEMPLATE_PATHS.resetPassword2 },
  { text: 'Change password', href: TEMPLATE_PATHS.changePassword },
  { text: 'Profile settings', href: TEMPLATE_PATHS.profileSettings },
  { text: 'Tabs', href: TEMPLATE_PATHS.tabsAuth },
  { text: 'To-do demo', href: TEMPLATE_PATHS.todo },
];

export const POLICY_LINKS: readonly TemplateLink[] = [
  { text: 'About us', href: TEMPLATE_PATHS.aboutUs },
  { text: 'Cancellation policy', href: TEMPLATE_PATHS.cancellation },
  { text: 'Privacy policy', href: TEMPLATE_PATHS.privacy },
  { text: 'Refund policy', href: TEMPLATE_PATHS.refund },
  { text: 'Terms and conditions', href: TEMPLATE_PATHS.terms },
];
