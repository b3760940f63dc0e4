import { Tag } from '@blueprintjs/core';
import type { SseStatus } from './sse-client';

const LOOK: Record<SseStatus, { text: string; intent: 'success' | 'warning' | 'danger' | 'none' }> = {
  connecting: { text: 'Connecting…', intent: 'none' },
  open: { text: 'Live', intent: 'success' },
  reconnecting: { text: 'Reconnecting…', intent: 'warning' },
  // The prices on screen are as of the moment the network went: they may be behind.
  offline: { text: 'Offline', intent: 'danger' },
  closed: { text: 'Not connected', intent: 'danger' },
};

const ICONS: Partial<Record<SseStatus, 'feed' | 'refresh' | 'offline'>> = {
  open: 'feed',
  reconnecting: 'refresh',
  offline: 'offline',
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
      <Tag intent={look.intent} size={large ? 'large' : undefined} round icon={ICONS[status]}>
        {look.text}
      </Tag>
    </span>
  );
}
