/**
 * The closed set of errors a decider or a handler may raise. The api maps each to one HTTP status in one
 * place (400, 401, 403, 404, 409); anything else is a 500 that is logged and never shown to the client.
 */
export type FieldErrors = Record<string, string[]>;

export class ValidationError extends Error {
  override readonly name = 'ValidationError';
  constructor(
    message: string,
    readonly fields: FieldErrors = {},
  ) {
    super(message);
  }
}

/** A business conflict: a duplicate, or a decision already taken ("Selected Data has already been processed"). */
export class ConflictError extends Error {
  override readonly name = 'ConflictError';
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export class NotFoundError extends Error {
  override readonly name = 'NotFoundError';
}

export class ForbiddenError extends Error {
  override readonly name = 'ForbiddenError';
  constructor(message = 'You are not allowed to do this.') {
    super(message);
  }
}

export class UnauthorizedError extends Error {
  override readonly name = 'UnauthorizedError';
}

export type DomainError =
  | ValidationError
  | ConflictError
  | NotFoundError
  | ForbiddenError
  | UnauthorizedError;

export function assertNever(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
}
