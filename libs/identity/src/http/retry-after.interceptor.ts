import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { catchError, Observable, throwError } from 'rxjs';
import { ResendTooSoonError } from '../domain/codes';

/** Adds Retry-After to the one-code-a-minute refusal (the error filter writes the body). */
@Injectable()
export class RetryAfterInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (error instanceof ResendTooSoonError) {
          void context
            .switchToHttp()
            .getResponse<FastifyReply>()
            .header('Retry-After', String(error.retryAfterSeconds));
        }
        return throwError(() => error);
      }),
    );
  }
}
