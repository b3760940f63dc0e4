import { Callout } from '@blueprintjs/core';
import { MESSAGES } from '@cocoon/domain';

/** Spec section 5: a day's list without a date says so instead of showing an empty table. */
export function SelectDateNotice({ message = MESSAGES.selectDate }: { message?: string }) {
  return (
    <Callout intent="warning" icon="calendar" role="alert">
      {message}
    </Callout>
  );
}
