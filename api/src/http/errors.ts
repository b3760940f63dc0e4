import {
  ConflictError,
  ForbiddenError,
  type LoginChallenge,
  MESSAGES,
  NotFoundError,
  UnauthorizedError,
  ValidationError,
} from '@cocoon/domain';
import type { Logger } from '@cocoon/platform';
import type { Context, Next } from 'koa';

/** Raised by the api itself for throttled logins; the domain knows nothing of rates. */
export class TooManyRequestsError extends Error {
  override readonly name = 'TooManyRequestsError';
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/**
 * A login from an address that has failed too often, answered with a proof-of-work challenge instead of a
 * password check (auth/login-throttle.ts); the login is sent again with the solution.
 */
export class LoginChallengeError extends Error {
  override readonly name = 'LoginChallengeError';
  constructor(readonly challenge: LoginChallenge) {
    super('Too many failed logins from this address. Solve the challenge and send the login again with it.');
  }
}

interface ErrorBody {
  message: string;
  statusCode: number;
  errors?: Record<string, string[]>;
  field?: string;
  requestId?: string;
  challenge?: LoginChallenge;
}

/** The one place a thrown error becomes an HTTP answer. Unknown errors are a logged 500 with no detail. */
export function toHttpError(error: unknown): { status: number; body: ErrorBody } {
  if (error instanceof ValidationError) {
    return { status: 400, body: { message: error.message, statusCode: 400, errors: error.fields } };
  }
  if (error instanceof UnauthorizedError) {
    return { status: 401, body: { message: MESSAGES.sessionExpired, statusCode: 401 } };
  }
  if (error instanceof ForbiddenError)
    return { status: 403, body: { message: error.message, statusCode: 403 } };
  if (error instanceof NotFoundError)
    return { status: 404, body: { message: error.message, statusCode: 404 } };
  if (error instanceof ConflictError) {
    const body: ErrorBody = { message: error.message, statusCode: 409 };
    if (error.field) body.field = error.field;
    return { status: 409, body };
  }
  if (error instanceof LoginChallengeError) {
    return { status: 429, body: { message: error.message, statusCode: 429, challenge: error.challenge } };
  }
  if (error instanceof TooManyRequestsError) {
    return { status: 429, body: { message: error.message, statusCode: 429 } };
  }
  const status = httpStatusOf(error);
  if (status && status >= 400 && status < 500) {
    // Koa/bodyparser client errors (malformed JSON, body too large): the cause is the client's.
    return {
      status,
      body: { message: status === 413 ? 'Request is too large' : 'Malformed request', statusCode: status },
    };
  }
  return { status: 500, body: { message: MESSAGES.unknownError, statusCode: 500 } };
}

function httpStatusOf(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null) {
    const candidate =
      (error as { status?: unknown; statusCode?: unknown }).status ??
      (error as { statusCode?: unknown }).statusCode;
    if (typeof candidate === 'number') return candidate;
  }
  return undefined;
}

export function errorMiddleware(logger: Logger) {
  return async (ctx: Context, next: Next) => {
    try {
      await next();
    } catch (error) {
      const { status, body } = toHttpError(error);
      if (status >= 500) {
        body.requestId = ctx.state.requestId;
        logger.error(
          { err: error, requestId: ctx.state.requestId, method: ctx.method, path: ctx.path },
          'request failed',
        );
      }
      if (error instanceof TooManyRequestsError) ctx.set('Retry-After', String(error.retryAfterSeconds));
      ctx.status = status;
      ctx.body = body;
    }
  };
}
