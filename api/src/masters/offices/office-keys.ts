import { createHash } from 'node:crypto';
import type { UniqueValue } from '../../commands/unique-values.js';

/** A stable short hash for keys built from free text (branch names), so keys stay small and case-blind. */
export const textKey = (text: string) =>
  createHash('sha256').update(text.trim().toLowerCase().replace(/\s+/g, ' ')).digest('hex').slice(0, 32);

/**
 * An office code or name as a unique value (`region-code:SLM`, `branch-name:<AD office>:<hash>`). Codes are not
 * personal, so the reservation stream names them readably for an operator.
 */
export const officeKeyStream = (key: string) => `reservation-${key}`;

export const officeKey = (key: string, value: Omit<UniqueValue, 'kind' | 'stream'>): UniqueValue => ({
  ...value,
  kind: key.slice(0, key.indexOf(':')),
  stream: officeKeyStream(key),
});
