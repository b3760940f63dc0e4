import { Callout } from '@blueprintjs/core';
import { isOffline, useConnectivity } from '../../api/connectivity';
import './offline-banner.css';

const STAFF_DETAIL =
  'The server cannot be reached. What is on screen may be out of date; it is read again by itself when the connection returns. Nothing is lost: you stay logged in.';

/**
 * Says the device is offline, on every screen of the shell and on the reeler's phone, and goes away when the
 * connection is back. The live region is always in the page so a screen reader announces the change.
 */
export function OfflineBanner({ detail = STAFF_DETAIL }: { detail?: string }) {
  const offline = isOffline(useConnectivity());
  return (
    <div role="status" aria-live="polite" className="offline-banner">
      {offline && (
        <Callout intent="warning" icon="offline" title="You are offline" compact>
          {detail}
        </Callout>
      )}
    </div>
  );
}
