import { LIMIT_MESSAGES } from '@store/contracts';

/**
 * The refusals the store answers with the spec's message, named for what went wrong rather than
 * for an HTTP status: domain code, commands and queries throw them; the API's one exception filter
 * (http/all-exceptions.filter.ts) turns each kind into its status and the error shape
 * `{ success: false, message, errors?: [{ param, msg }] }`. Framework-free: domain/ folders import
 * them from '@store/platform/domain'.
 */
export abstract class DomainError extends Error {
  constructor(
    message: string,
    /** The request field at fault: the answer then lists it as `errors: [{ param: field, msg: message }]`. */
    readonly field?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** A named error's class (ValidationError, NotFoundError, ...): what tests and the filter's table match on. */
export type DomainErrorKind = abstract new (...args: never[]) => DomainError;

/** The input breaks a rule of the form (missing, malformed, out of range, not one of the choices). */
export class ValidationError extends DomainError {}

/** Who is asking is not established: wrong credentials. */
export class UnauthorizedError extends DomainError {
  constructor(message: string) {
    super(message);
  }
}

/** Who is asking is known but may not do this (a shopper in an admin's place, a blocked account). */
export class ForbiddenError extends DomainError {
  constructor(message: string) {
    super(message);
  }
}

/** What the request names does not exist (or is not this asker's to see). */
export class NotFoundError extends DomainError {}

/** Well formed, but the current state refuses it: already done, taken, not from this status, not enough stock. */
export class ConflictError extends DomainError {}

/** A well-formed request the store cannot carry out as asked: too large to work on, or a partner refused it. */
export class UnprocessableError extends DomainError {
  constructor(message: string) {
    super(message);
  }
}

/** Over one of the request limits: the answer tells the client when to try again (Retry-After, seconds). */
export class TooManyRequestsError extends DomainError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string = LIMIT_MESSAGES.tooManyRequests,
  ) {
    super(message);
  }
}

/** A feature this deployment cannot offer; its message says why (unlike an unexpected failure's). */
export class NotSupportedError extends DomainError {
  constructor(message: string) {
    super(message);
  }
}

/** Seconds for Retry-After from milliseconds: at least 1. */
export const retryAfterSecondsOf = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
