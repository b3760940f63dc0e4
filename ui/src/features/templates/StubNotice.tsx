import { Callout, Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';

/** What a stub form shows after a valid submit: that nothing was sent or saved (spec section 7). */
export function StubNotice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Callout intent={Intent.WARNING} icon="build" className="template__success" role="status" title={title}>
      {children}
    </Callout>
  );
}
