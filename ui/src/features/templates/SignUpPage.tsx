import { TEMPLATE_PATHS } from './paths';
import { SignUpForm } from './SignUpForm';
import { TemplateFrame, type TemplateVariant } from './TemplateFrame';
import { TemplateNotice } from './TemplateNotice';

/** /auth/signup-1 (and /signup) and /auth/signup-2: the same registration in two layouts. */
export function SignUpPage({ variant }: { variant: TemplateVariant }) {
  const signInHref = variant === 'split' ? TEMPLATE_PATHS.signIn2 : TEMPLATE_PATHS.signIn1;
  return (
    <TemplateFrame title="Sign up" variant={variant}>
      <TemplateNotice />
      <SignUpForm signInHref={signInHref} />
    </TemplateFrame>
  );
}
