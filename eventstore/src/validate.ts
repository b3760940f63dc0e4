import { DuplicateEventIdError, type EventToAppend, type ExpectedRevision } from './port.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Argument checks both adapters share, so a bad call fails the same way on either. */
export function validateAppend(
  stream: string,
  events: readonly EventToAppend[],
  expected: ExpectedRevision,
): void {
  if (stream.length === 0) throw new RangeError('Stream name must not be empty');
  if (typeof expected === 'number' && !(Number.isSafeInteger(expected) && expected >= 0)) {
    throw new RangeError(`Expected revision must be a non-negative integer, got ${expected}`);
  }
  const seen = new Set<string>();
  for (const event of events) {
    if (!UUID.test(event.id))
      throw new RangeError(`Event id must be a UUID, got ${JSON.stringify(event.id)}`);
    const id = event.id.toLowerCase();
    if (seen.has(id)) throw new DuplicateEventIdError(event.id, stream, stream);
    seen.add(id);
    if (event.type.length === 0) throw new RangeError('Event type must not be empty');
  }
}
