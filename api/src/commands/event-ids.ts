import { createHash } from 'node:crypto';

/**
 * Event ids derive from the command id, so a command retried after its events were appended produces the
 * same ids and the event store treats the append as already done (design.md, write side).
 */
export function eventIdFor(commandId: string, index: number): string {
  const hex = createHash('sha256').update(`cocoon-event:${commandId}:${index}`).digest('hex');
  // Shape it as an RFC 4122 UUID (version 8 = custom, variant 10xx).
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
