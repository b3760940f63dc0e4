import { TEMPLATE_PATHS } from './paths';
import { SignInForm } from './SignInForm';
import { TemplateFrame, type TemplateVariant } from './TemplateFrame';
import { TemplateNotice } from './TemplateNotice';

/** /auth/signin-1 and /auth/signin-2: sign in against the template's local accounts. */
export function SignInPage({ variant }: { variant: TemplateVariant }) {
  const split = variant === 'split';
  return (
    <TemplateFrame title="Sign in" variant={variant}>
      <TemplateNotice />
      <SignInForm
        signUpHref={split ? TEMPLATE_PATHS.signUp2 : TEMPLATE_PATHS.signUp1}
        resetHref={split ? TEMPLATE_PATHS.resetPassword2 : TEMPLATE_PATHS.resetPassword1}
      />
    </TemplateFrame>
  );
}
