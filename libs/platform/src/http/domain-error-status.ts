import {
  ConflictError,
  DomainError,
  type DomainErrorKind,
  ForbiddenError,
  NotFoundError,
  NotSupportedError,
  TooManyRequestsError,
  UnauthorizedError,
  UnprocessableError,
  ValidationError,
} from '../errors/domain-errors';

/** The one place that knows each named error's HTTP status (the first match wins: a subclass answers as its kind). */
const STATUS_OF_KIND: ReadonlyArray<readonly [DomainErrorKind, number]> = [
  [ValidationError, 400],
  [UnauthorizedError, 401],
  [ForbiddenError, 403],
  [NotFoundError, 404],
  [ConflictError, 409],
  [UnprocessableError, 422],
  [TooManyRequestsError, 429],
  [NotSupportedError, 501],
];

/** The status that answers a named error; a DomainError of no listed kind refuses the current state (409). */
export function httpStatusOf(error: DomainError): number {
  return STATUS_OF_KIND.find(([kind]) => error instanceof kind)?.[1] ?? 409;
}
