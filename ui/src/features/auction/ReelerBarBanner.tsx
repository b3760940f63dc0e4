import { Callout } from '@blueprintjs/core';
import { useReelerStanding } from './reeler-standing';

/**
 * Told before they try: a reeler barred for overdue dues sees the amount and since when at the top of the
 * page, in the words a bid would be refused with.
 */
export function ReelerBarBanner() {
  const standing = useReelerStanding();
  const message = standing.data?.message;
  if (!message) return null;
  return (
    <Callout
      intent="danger"
      icon="blocked-person"
      title="Bidding is blocked"
      role="alert"
      className="reeler-bar-banner"
    >
      {message}
    </Callout>
  );
}
