import { Callout } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { STAFF_LOGIN_PATH } from './paths';

/** Says plainly that the page is a template and where staff really log in. */
export function TemplateNotice({ children }: { children?: ReactNode }) {
  return (
    <Callout intent="primary" icon="info-sign" className="template__notice" title="Template page">
      {children ?? (
        <>
          Accounts made on these pages stay in this browser only and cannot open the market system. Department
          staff log in at <Link href={STAFF_LOGIN_PATH}>/login</Link>.
        </>
      )}
    </Callout>
  );
}
