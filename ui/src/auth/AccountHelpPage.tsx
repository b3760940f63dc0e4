import { AnchorButton, Callout, Card, H4 } from '@blueprintjs/core';
import { LOGIN_PATH } from '../app/product';
import { Brand } from '../layout/Brand';
import { useDocumentTitle } from '../layout/use-document-title';
import './login.css';

const TEXT = {
  signup: {
    title: 'Sign up',
    body: 'Staff accounts are not created here. An administrator adds assistant directors, market officers and branch users in Master Management; ask yours for an account.',
  },
  reset: {
    title: 'Reset password',
    body: 'Resetting a password by e-mail is not available yet. Ask your administrator to set a new password; once logged in, change it under Change Password in the profile menu.',
  },
} as const;

/** /signup and /reset-password (public, guest guard): what a staff member should do instead. */
export function AccountHelpPage({ kind }: { kind: keyof typeof TEXT }) {
  const { title, body } = TEXT[kind];
  useDocumentTitle(title);
  return (
    <main className="login">
      <Card elevation={3} className="login__card">
        <Brand />
        <H4 className="login__title">{title}</H4>
        <Callout intent="primary" icon="info-sign">
          {body}
        </Callout>
        <AnchorButton
          href={LOGIN_PATH}
          intent="primary"
          fill
          size="large"
          text="Back to Login"
          className="login__back"
        />
      </Card>
    </main>
  );
}
