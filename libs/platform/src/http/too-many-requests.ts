import { LIMIT_MESSAGES } from '@store/contracts';
import { DomainError } from '../eventsourcing/decider';

export const TOO_MANY_REQUESTS_MESSAGE = LIMIT_MESSAGES.tooManyRequests;

/** A request over one of its limits: 429, and the error filter adds Retry-After (seconds). */
export class TooManyRequestsError extends DomainError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string = TOO_MANY_REQUESTS_MESSAGE,
  ) {
    super(message, 429);
    this.name = 'TooManyRequestsError';
  }
}

/** Seconds for Retry-After from milliseconds: at least 1. */
export const retryAfterSecondsOf = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
