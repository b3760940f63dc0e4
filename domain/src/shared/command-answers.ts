import { z } from 'zod';

/** A plain yes (a logout): nothing else to say. */
export const successAnswerSchema = z.object({ result: z.literal('Success') });

/** What a master's save or change answers: the spec's message and the id of the record (spec section 8). */
export const savedAnswerSchema = z.object({ message: z.string(), id: z.string() });
export type SavedAnswer = z.infer<typeof savedAnswerSchema>;
