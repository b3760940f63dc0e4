import { type LoginChallenge, MESSAGES } from '@cocoon/domain';

/**
 * What a failed call means for the user, decided from the spec's error catalogue (section 8) alone, so
 * the rules are testable without a browser.
 * - session-expired / network: the session is over; the client clears storage and sends the user to login.
 * - offline: no answer because the device has no network; the session stays, the screen says it is offline
 *   and reads again when the network is back.
 * - validation: a 400 whose field messages belong under the form's fields.
 * - message: show the text (the server's, or 'An error occurred' with the status).
 */
export type FailureKind = 'session-expired' | 'network' | 'offline' | 'validation' | 'message';

export type FieldErrors = Record<string, string[]>;

export interface Failure {
  kind: FailureKind;
  /** HTTP status, or the spec's codes when there was no usable answer. */
  status: number | 'ERR_NETWORK' | 'ERR_UNKNOWN';
  message: string;
  fieldErrors: FieldErrors;
  /** A login answered with a proof-of-work challenge (429): the login page solves it and tries again. */
  challenge?: LoginChallenge;
  /**
   * A 404 from a read whose wait for the session's own writes ran out (the api's `X-Read-Model-Stale`): what was
   * asked for may well exist, written by this session a moment ago but not listed yet on a busy server.
   */
  notListedYet?: boolean;
}

export interface FailureInput {
  /** undefined when no response arrived at all. */
  status?: number;
  body?: unknown;
  /** A token was stored when the call was made (the spec's "while a service token exists"). */
  hadToken: boolean;
  /** The login call itself: its 401 means wrong credentials, not an expired session. */
  isLogin: boolean;
  /** The answer said the read side had not caught up with the session's own writes (X-Read-Model-Stale). */
  readModelStale?: boolean;
}

export class ApiError extends Error implements Failure {
  readonly kind: FailureKind;
  readonly status: Failure['status'];
  readonly fieldErrors: FieldErrors;
  readonly challenge: LoginChallenge | undefined;
  readonly notListedYet: boolean;
  /** Set when the client already told the user (session end), so callers do not toast twice. */
  readonly handled: boolean;

  constructor(failure: Failure, handled = false) {
    super(failure.message);
    this.name = 'ApiError';
    this.kind = failure.kind;
    this.status = failure.status;
    this.fieldErrors = failure.fieldErrors;
    this.challenge = failure.challenge;
    this.notListedYet = failure.notListedYet ?? false;
    this.handled = handled;
  }
}

export function classifyFailure(input: FailureInput): Failure {
  const failure = classifyAnswer(input);
  return input.status === 404 && input.readModelStale ? { ...failure, notListedYet: true } : failure;
}

function classifyAnswer(input: FailureInput): Failure {
  const { status, body, hadToken, isLogin } = input;
  if (status === undefined) {
    // Without a session there is nothing to end: the login page just shows the message.
    return {
      kind: hadToken ? 'network' : 'message',
      status: 'ERR_NETWORK',
      message: MESSAGES.networkError,
      fieldErrors: {},
    };
  }
  const serverMessage = messageOf(body);
  if (status === 401 && !isLogin) {
    return { kind: 'session-expired', status, message: MESSAGES.sessionExpired, fieldErrors: {} };
  }
  if (status === 400) {
    const fieldErrors = fieldErrorsOf(body);
    return { kind: 'validation', status, message: serverMessage ?? unknownMessage(status), fieldErrors };
  }
  if (status === 429 && isLogin) {
    const challenge = challengeOf((body as { challenge?: unknown } | undefined)?.challenge);
    if (challenge)
      return {
        kind: 'message',
        status,
        message: serverMessage ?? unknownMessage(status),
        fieldErrors: {},
        challenge,
      };
  }
  // A duplicate (409) names the field it is about: its message belongs under that field.
  if (status === 409 && serverMessage) {
    const field = conflictFieldOf(body);
    return {
      kind: 'message',
      status,
      message: serverMessage,
      fieldErrors: field ? { [field]: [serverMessage] } : {},
    };
  }
  // Spec section 8: the server's answer is passed on whatever the status; without one, the status is named.
  // The server's own generic answer says no more than ours, which at least names the status.
  if (serverMessage && serverMessage !== MESSAGES.unknownError)
    return { kind: 'message', status, message: serverMessage, fieldErrors: {} };
  return { kind: 'message', status, message: unknownMessage(status), fieldErrors: {} };
}

export const OFFLINE_MESSAGE =
  'You are offline: nothing could reach the server. Try again when the connection returns.';

/**
 * No answer while the device says it has no network. The spec ends the session on a network error while
 * logged in, which suits a server that stopped answering; a phone or laptop that lost its Wi-Fi for a few
 * seconds must not lose its session (and whatever was being typed) for it.
 */
export function offlineFailure(): Failure {
  return { kind: 'offline', status: 'ERR_NETWORK', message: OFFLINE_MESSAGE, fieldErrors: {} };
}

export function unknownMessage(status: number): string {
  return `An error occurred (${status})`;
}

function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
    return body.message || undefined;
  }
  return undefined;
}

function conflictFieldOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'field' in body && typeof body.field === 'string') {
    return body.field || undefined;
  }
  return undefined;
}

function fieldErrorsOf(body: unknown): FieldErrors {
  if (!body || typeof body !== 'object' || !('errors' in body)) return {};
  const errors = body.errors;
  if (!errors || typeof errors !== 'object') return {};
  const out: FieldErrors = {};
  for (const [field, value] of Object.entries(errors)) {
    const list = Array.isArray(value) ? value : [value];
    const messages = list.filter((m): m is string => typeof m === 'string' && m.length > 0);
    if (messages.length > 0) out[field] = messages;
  }
  return out;
}

/**
 * The login gate's challenge in a 429 (the domain's loginChallengeSchema: a token, 0 to 32 bits, an expiry),
 * checked without the schema: the reeler's login page (issue 28) would otherwise bundle zod for this alone.
 * errors.unit.spec.ts holds it to the schema.
 */
export function challengeOf(value: unknown): LoginChallenge | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { token, bits, expiresAt } = value as Record<string, unknown>;
  if (typeof token !== 'string' || typeof expiresAt !== 'string') return undefined;
  if (typeof bits !== 'number' || !Number.isInteger(bits) || bits < 0 || bits > 32) return undefined;
  return { token, bits, expiresAt };
}
