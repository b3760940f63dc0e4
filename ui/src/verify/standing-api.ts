import type { DocumentStandingAnswer, DocumentStandingQuery } from '@cocoon/domain';

/**
 * GET /api/verify/standing, public (no login): the document's standing by its scanned code, or by the number,
 * date and check code a reader typed. Plain fetch, not the staff app's client: the verify page carries no
 * session, no react-query and nothing else of the app.
 */
export const STANDING_PATH = '/api/verify/standing';

export type StandingField = 'token' | 'number' | 'date' | 'code';

export type StandingResult =
  | { outcome: 'answer'; answer: DocumentStandingAnswer }
  /** 400: the code or the typed fields were refused, each field's message by its name. */
  | { outcome: 'refused'; message: string; errors: Partial<Record<StandingField, string>> }
  /** 404: nothing matches the typed number, date and code. */
  | { outcome: 'not-found'; message: string }
  /** 429: too many checks from this address for now. */
  | { outcome: 'rate-limited'; message: string }
  /** No answer (a dropped link) or a server failure. */
  | { outcome: 'unreachable' };

const FIELDS: readonly StandingField[] = ['token', 'number', 'date', 'code'];

/** The result an HTTP status and its JSON body stand for. */
export function resultOfResponse(status: number, body: unknown): StandingResult {
  const message = (body as { message?: unknown } | null)?.message;
  const text = typeof message === 'string' ? message : '';
  if (status === 200 && body && typeof body === 'object' && 'standing' in body) {
    return { outcome: 'answer', answer: body as DocumentStandingAnswer };
  }
  if (status === 400) {
    const raw = (body as { errors?: Record<string, unknown> } | null)?.errors ?? {};
    const errors: Partial<Record<StandingField, string>> = {};
    for (const field of FIELDS) if (typeof raw[field] === 'string') errors[field] = raw[field];
    return { outcome: 'refused', message: text, errors };
  }
  if (status === 404) return { outcome: 'not-found', message: text };
  if (status === 429) return { outcome: 'rate-limited', message: text };
  return { outcome: 'unreachable' };
}

export async function fetchStanding(
  query: DocumentStandingQuery,
  signal?: AbortSignal,
): Promise<StandingResult> {
  try {
    const response = await fetch(`${STANDING_PATH}?${new URLSearchParams(query)}`, {
      signal,
      headers: { accept: 'application/json' },
    });
    const body: unknown = await response.json().catch(() => null);
    return resultOfResponse(response.status, body);
  } catch (error) {
    if (signal?.aborted) throw error;
    return { outcome: 'unreachable' };
  }
}
