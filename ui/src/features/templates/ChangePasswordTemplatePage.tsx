import { Link } from 'wouter';
import { CHANGE_PASSWORD } from '../shell/screens';
import { ChangePasswordForm } from './ChangePasswordForm';
import { TemplateFrame } from './TemplateFrame';
import { TemplateNotice } from './TemplateNotice';

/** /auth/change-password: the template's change-password form, for accounts made on the sign-up pages. */
export function ChangePasswordTemplatePage() {
  return (
    <TemplateFrame title="Change password">
      <TemplateNotice>
        This changes the password of a template account kept in this browser. Department staff change their
        own password after logging in, from the profile menu (
        <Link href={CHANGE_PASSWORD.path}>Change Password</Link>).
      </TemplateNotice>
      <ChangePasswordForm />
    </TemplateFrame>
  );
}
