import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus } from '@nestjs/common';
import { SERVICE_MESSAGES } from '@store/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../database/database-unavailable';
import { DomainError, TooManyRequestsError } from '../errors/domain-errors';
import { Logger } from '../logging/logger';
import { httpStatusOf } from './domain-error-status';
import { ErrorBody } from './error-shape';

/** Lets a non-API GET that matched no route be answered by the web app (client-side routes). */
export type NotFoundFallback = (request: FastifyRequest, reply: FastifyReply) => boolean;

const correlationIdOf = (request: FastifyRequest): string => String((request.raw as { id?: unknown }).id ?? request.id);

/** How long clients are told to wait while PostgreSQL is unreachable (a restart takes a few seconds). */
export const DATABASE_RETRY_AFTER_SECONDS = 2;
/** Least time between two log lines about requests refused for an unreachable database. */
const OUTAGE_LOG_INTERVAL_MS = 5_000;

/**
 * Turns every error into the API's JSON error shape. A named error (DomainError: ValidationError,
 * NotFoundError, ...) answers the status of its kind (httpStatusOf) with its message, and its
 * field as `errors: [{ param, msg }]`; Nest's HttpExceptions keep their status and message;
 * PostgreSQL unreachable (isDatabaseUnavailable) is a 503 with Retry-After and
 * SERVICE_MESSAGES.databaseUnavailable; anything else is a 500 whose body carries only a
 * correlation id, the full error going to the log under that id.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  /** Requests refused since the last outage log line, and when it was written. */
  private outage = { refused: 0, loggedAt: Number.NEGATIVE_INFINITY };

  constructor(
    private readonly logger: Logger,
    private readonly notFoundFallback?: NotFoundFallback,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const status = statusOf(exception);

    if (status === 404 && this.notFoundFallback?.(request, reply)) return;

    let body: ErrorBody;
    if (isMissingReadModel(exception)) {
      // A fresh store serves requests while its projections still build their tables.
      this.logger.warn({ err: exception, method: request.method, url: request.url }, 'read model not built yet');
      body = { success: false, message: SERVICE_MESSAGES.startingUp };
      void reply.header('Retry-After', '1');
    } else if (isDatabaseDown(exception)) {
      this.logOutage(exception, request);
      body = { success: false, message: SERVICE_MESSAGES.databaseUnavailable };
      void reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    } else if (status >= 500 && !(exception instanceof DomainError)) {
      const correlationId = correlationIdOf(request);
      this.logger.error({ err: exception, correlationId, method: request.method, url: request.url }, 'unhandled error');
      body = { success: false, message: 'Something went wrong on our side. Please try again.', correlationId };
    } else {
      body = clientErrorBody(exception, status);
    }
    if (exception instanceof TooManyRequestsError)
      void reply.header('Retry-After', String(exception.retryAfterSeconds));
    void reply.status(status).header('content-type', 'application/json; charset=utf-8').send(body);
  }

  /** One line per OUTAGE_LOG_INTERVAL_MS while PostgreSQL is away (a busy store refuses thousands of requests a second). */
  private logOutage(exception: unknown, request: FastifyRequest): void {
    this.outage.refused += 1;
    const now = Date.now();
    if (now - this.outage.loggedAt < OUTAGE_LOG_INTERVAL_MS) return;
    this.logger.warn(
      { err: exception, method: request.method, url: request.url, refused: this.outage.refused },
      'PostgreSQL is unreachable: answering 503 with Retry-After',
    );
    this.outage = { refused: 0, loggedAt: now };
  }
}

/** PostgreSQL's undefined_table: a read model whose projection has not built it yet. */
const isMissingReadModel = (exception: unknown) => (exception as { code?: unknown })?.code === '42P01';

/** PostgreSQL unreachable, as the error a query or a checkout met (not an answer a handler chose). */
const isDatabaseDown = (exception: unknown) =>
  !(exception instanceof HttpException) && !(exception instanceof DomainError) && isDatabaseUnavailable(exception);

function statusOf(exception: unknown): number {
  if (isMissingReadModel(exception)) return HttpStatus.SERVICE_UNAVAILABLE;
  if (isDatabaseDown(exception)) return HttpStatus.SERVICE_UNAVAILABLE;
  if (exception instanceof HttpException) return exception.getStatus();
  if (exception instanceof DomainError) return httpStatusOf(exception);
  // Fastify's own errors (body too large, bad JSON, unsupported media type) carry statusCode.
  const code = (exception as { statusCode?: unknown })?.statusCode;
  if (typeof code === 'number' && code >= 400 && code < 600) return code;
  return HttpStatus.INTERNAL_SERVER_ERROR;
}

/** Fastify's body-parsing errors reach the filter as HttpExceptions carrying Fastify's wording. */
function transportErrorMessage(status: number, original: string): string {
  if (status === 413) return 'Request body is too large';
  if (status === 415) return 'Unsupported content type: send JSON';
  if (status === 400 && /JSON/i.test(original)) return 'Request body is not valid JSON';
  return original;
}

function clientErrorBody(exception: unknown, status: number): ErrorBody {
  if (exception instanceof DomainError) {
    const { message, field } = exception;
    return { success: false, message, ...(field ? { errors: [{ param: field, msg: message }] } : {}) };
  }
  if (exception instanceof HttpException) {
    const response = exception.getResponse();
    if (typeof response === 'string') return { success: false, message: transportErrorMessage(status, response) };
    const { message, errors } = response as { message?: unknown; errors?: ErrorBody['errors'] };
    const text = Array.isArray(message) ? String(message[0]) : String(message ?? exception.message);
    return { success: false, message: text, ...(errors ? { errors } : {}) };
  }
  return { success: false, message: transportErrorMessage(status, (exception as Error)?.message ?? 'Request failed') };
}
