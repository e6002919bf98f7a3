import { LIMIT_MESSAGES } from '@store/contracts';
import { DomainError } from '../eventsourcing/decider';

export { DomainError };

/*
 * The refusals the store answers with the spec's message, named for what went wrong rather than
 * for an HTTP status: domain code, commands and queries throw them, and domain/ folders import
 * them from '@store/platform/domain' (framework-free). Until every module throws them, each passes
 * its status to DomainError; then the statuses move to the exception filter.
 */

/** The input breaks a rule of the form (missing, malformed, out of range, not one of the choices). */
export class ValidationError extends DomainError {
  constructor(message: string, field?: string) {
    super(message, 400, field);
    this.name = 'ValidationError';
  }
}

/** Who is asking is not established: wrong credentials. */
export class UnauthorizedError extends DomainError {
  constructor(message: string) {
    super(message, 401);
    this.name = 'UnauthorizedError';
  }
}

/** Who is asking is known but may not do this (a shopper in an admin's place, a blocked account). */
export class ForbiddenError extends DomainError {
  constructor(message: string) {
    super(message, 403);
    this.name = 'ForbiddenError';
  }
}

/** What the request names does not exist (or is not this asker's to see). */
export class NotFoundError extends DomainError {
  constructor(message: string, field?: string) {
    super(message, 404, field);
    this.name = 'NotFoundError';
  }
}

/** Well formed, but the current state refuses it: already done, taken, not from this status, not enough stock. */
export class ConflictError extends DomainError {
  constructor(message: string, field?: string) {
    super(message, 409, field);
    this.name = 'ConflictError';
  }
}

/** A well-formed request the store cannot carry out as asked: too large to work on, or a partner refused it. */
export class UnprocessableError extends DomainError {
  constructor(message: string) {
    super(message, 422);
    this.name = 'UnprocessableError';
  }
}

/** Over one of the request limits: the answer tells the client when to try again (Retry-After, seconds). */
export class TooManyRequestsError extends DomainError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string = LIMIT_MESSAGES.tooManyRequests,
  ) {
    super(message, 429);
    this.name = 'TooManyRequestsError';
  }
}

/** A feature this deployment cannot offer; its message says why (unlike an unexpected failure's). */
export class NotSupportedError extends DomainError {
  constructor(message: string) {
    super(message, 501);
    this.name = 'NotSupportedError';
  }
}

/** Seconds for Retry-After from milliseconds: at least 1. */
export const retryAfterSecondsOf = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
