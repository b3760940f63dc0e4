import { NewPasswordForm } from './NewPasswordForm';
import { TEMPLATE_PATHS } from './paths';
import { ResetRequestForm } from './ResetRequestForm';
import { TemplateFrame, type TemplateVariant } from './TemplateFrame';
import { TemplateNotice } from './TemplateNotice';

/**
 * /auth/reset-password-1 (and /reset-password): ask for the email; /auth/reset-password-2: choose the new
 * password. Both are stubs, as the spec says, and say so.
 */
export function ResetPasswordPage({ variant }: { variant: TemplateVariant }) {
  const split = variant === 'split';
  return (
    <TemplateFrame title={split ? 'Choose a new password' : 'Reset password'} variant={variant}>
      <TemplateNotice>
        Reset password is an empty stub in this template: no email is sent and no password changes. Department
        staff ask their administrator.
      </TemplateNotice>
      {split ? (
        <NewPasswordForm signInHref={TEMPLATE_PATHS.signIn2} />
      ) : (
        <ResetRequestForm signInHref={TEMPLATE_PATHS.signIn1} />
      )}
    </TemplateFrame>
  );
}
