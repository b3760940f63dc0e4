import { z } from 'zod';

/** One change of a master record, as GET /api/History/{entity}/{id} lists it (oldest first). */
export const historyEventSchema = z.object({
  eventId: z.string(),
  type: z.string(),
  occurredAt: z.string(),
  userName: z.string().nullable(),
  userType: z.string().nullable(),
  /** The event's data, personal numbers masked and secrets dropped by the server. */
  changes: z.record(z.string(), z.unknown()),
});
export type HistoryEvent = z.infer<typeof historyEventSchema>;

export const historyAnswerSchema = z.object({ data: z.array(historyEventSchema) });
