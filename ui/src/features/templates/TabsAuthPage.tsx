import { Tab, Tabs } from '@blueprintjs/core';
import { useLocation, useSearch } from 'wouter';
import { TEMPLATE_PATHS } from './paths';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';
import { TemplateFrame } from './TemplateFrame';
import { TemplateNotice } from './TemplateNotice';

/** /auth/tabs-auth: sign in and sign up on one card, in tabs. */
export function TabsAuthPage() {
  // The tab is in the URL, so the forms' "Sign up" / "Sign in" links switch tabs and a tab can be linked.
  const tab = new URLSearchParams(useSearch()).get('tab') === 'signup' ? 'signup' : 'signin';
  const [, navigate] = useLocation();
  const setTab = (id: string) => navigate(`${TEMPLATE_PATHS.tabsAuth}?tab=${id}`, { replace: true });
  return (
    <TemplateFrame title="Sign in or sign up">
      <TemplateNotice />
      <Tabs id="tabs-auth" selectedTabId={tab} onChange={(id) => setTab(String(id))} fill size="large">
        <Tab
          id="signin"
          title="Sign in"
          panel={
            <SignInForm
              signUpHref={`${TEMPLATE_PATHS.tabsAuth}?tab=signup`}
              resetHref={TEMPLATE_PATHS.resetPassword1}
            />
          }
        />
        <Tab
          id="signup"
          title="Sign up"
          panel={<SignUpForm signInHref={`${TEMPLATE_PATHS.tabsAuth}?tab=signin`} />}
        />
      </Tabs>
    </TemplateFrame>
  );
}
