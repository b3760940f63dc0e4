import { Tag } from '@blueprintjs/core';
import type { SseStatus } from './sse-client';

const LOOK: Record<SseStatus, { text: string; intent: 'success' | 'warning' | 'danger' | 'none' }> = {
  connecting: { text: 'Connecting…', intent: 'none' },
  open: { text: 'Live', intent: 'success' },
  reconnecting: { text: 'Reconnecting…', intent: 'warning' },
  closed: { text: 'Not connected', intent: 'danger' },
};

/** Whether the bids on screen are arriving live; while reconnecting they may be behind. */
export function LiveConnection({ status, large }: { status: SseStatus; large?: boolean }) {
  const look = LOOK[status];
  return (
    <span
      role="status"
      aria-live="polite"
      aria-label={`Connection: ${look.text}`}
      className="live-connection"
    >
      <Tag
        intent={look.intent}
        size={large ? 'large' : undefined}
        round
        icon={status === 'open' ? 'feed' : status === 'reconnecting' ? 'refresh' : undefined}
      >
        {look.text}
      </Tag>
    </span>
  );
}
