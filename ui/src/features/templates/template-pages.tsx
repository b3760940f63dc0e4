import type { ComponentType } from 'react';
import { TodoPage } from '../todo/TodoPage';
import { ChangePasswordTemplatePage } from './ChangePasswordTemplatePage';
import { ProfileSettingsPage } from './ProfileSettingsPage';
import { PUBLIC_RESET_PATH, PUBLIC_SIGNUP_PATH, TEMPLATE_PATHS } from './paths';
import { ABOUT_US } from './policies/about-us';
import { CANCELLATION_POLICY } from './policies/cancellation';
import { PolicyPage } from './policies/PolicyPage';
import { PRIVACY_POLICY } from './policies/privacy';
import { REFUND_POLICY } from './policies/refund';
import { TERMS_AND_CONDITIONS } from './policies/terms';
import { ResetPasswordPage } from './ResetPasswordPage';
import { SignInPage } from './SignInPage';
import { SignUpPage } from './SignUpPage';
import { TabsAuthPage } from './TabsAuthPage';

const SignUp1 = () => <SignUpPage variant="centered" />;
const SignUp2 = () => <SignUpPage variant="split" />;
const SignIn1 = () => <SignInPage variant="centered" />;
const SignIn2 = () => <SignInPage variant="split" />;
const Reset1 = () => <ResetPasswordPage variant="centered" />;
const Reset2 = () => <ResetPasswordPage variant="split" />;

/** The template pages by path: loaded on their first visit (routes.tsx), never with the login page. */
export const TEMPLATE_PAGES: Array<{ path: string; component: ComponentType }> = [
  { path: TEMPLATE_PATHS.signUp1, component: SignUp1 },
  { path: TEMPLATE_PATHS.signUp2, component: SignUp2 },
  { path: TEMPLATE_PATHS.signIn1, component: SignIn1 },
  { path: TEMPLATE_PATHS.signIn2, component: SignIn2 },
  { path: TEMPLATE_PATHS.resetPassword1, component: Reset1 },
  { path: TEMPLATE_PATHS.resetPassword2, component: Reset2 },
  { path: TEMPLATE_PATHS.changePassword, component: ChangePasswordTemplatePage },
  { path: TEMPLATE_PATHS.profileSettings, component: ProfileSettingsPage },
  { path: TEMPLATE_PATHS.tabsAuth, component: TabsAuthPage },
  { path: TEMPLATE_PATHS.todo, component: TodoPage },
  { path: TEMPLATE_PATHS.aboutUs, component: () => <PolicyPage policy={ABOUT_US} /> },
  { path: TEMPLATE_PATHS.cancellation, component: () => <PolicyPage policy={CANCELLATION_POLICY} /> },
  { path: TEMPLATE_PATHS.privacy, component: () => <PolicyPage policy={PRIVACY_POLICY} /> },
  { path: TEMPLATE_PATHS.refund, component: () => <PolicyPage policy={REFUND_POLICY} /> },
  { path: TEMPLATE_PATHS.terms, component: () => <PolicyPage policy={TERMS_AND_CONDITIONS} /> },
  { path: PUBLIC_SIGNUP_PATH, component: SignUp1 },
  { path: PUBLIC_RESET_PATH, component: Reset1 },
];
