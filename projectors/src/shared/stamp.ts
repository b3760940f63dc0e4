import type { RecordedEvent } from '@cocoon/eventstore';

/** When and by whom a change was made, as the lists show it: the command's time and the user's name. */
export function stampOf(recorded: RecordedEvent): { at: string; by: string | null } {
  return {
    at: recorded.metadata.occurredAt ?? recorded.recordedAt.toISOString(),
    by: (recorded.metadata.userName as string | undefined) ?? recorded.metadata.userId ?? null,
  };
}
