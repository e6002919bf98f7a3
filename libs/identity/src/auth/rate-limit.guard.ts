import { applyDecorators, CanActivate, ExecutionContext, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiBearerAuth } from '@nestjs/swagger';
import { EMAIL_MAX_LENGTH } from '@store/contracts';
import type { RequestWithUser } from '@store/platform';
import { JwtAuthGuard } from './guards';
import type { RateLimitBucket } from './rate-limits';
import { RequestLimiter } from './request-limiter.service';

const BUCKET_KEY = 'identity:rate-limit';

/** The account a request is about: the signed-in user, or the identifier in its body. */
async function accountOf(request: RequestWithUser, limits: RequestLimiter): Promise<string | null> {
  if (request.user) return `user:${request.user.id}`;
  const body = (request.body ?? {}) as Record<string, unknown>;
  const identifier = body.email;
  // Guards run before validation: an over-long value is no account (the DTO answers 400), and
  // nothing below runs on it.
  if (typeof identifier !== 'string' || identifier.length > EMAIL_MAX_LENGTH || !identifier.trim()) return null;
  return limits.accountKey(identifier); // '+91 98765 43210' and '9876543210' are one account
}

/** Answers 429 with Retry-After (seconds) once the IP or the account is over its limit. */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limits: RequestLimiter,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const bucket = this.reflector.get<RateLimitBucket | undefined>(BUCKET_KEY, context.getHandler());
    if (!bucket) return true;
    const request = context.switchToHttp().getRequest<RequestWithUser>();
    await this.limits.consume(bucket, { ip: request.ip, account: await accountOf(request, this.limits) });
    return true;
  }
}

/** Rate-limits a public handler: per IP and per e-mail/phone in the body. */
export const RateLimited = (bucket: RateLimitBucket) =>
  applyDecorators(SetMetadata(BUCKET_KEY, bucket), UseGuards(RateLimitGuard));

/** Signed-in only (401), then rate-limited per IP and per user. */
export const AuthenticatedRateLimited = (bucket: RateLimitBucket) =>
  applyDecorators(SetMetadata(BUCKET_KEY, bucket), UseGuards(JwtAuthGuard, RateLimitGuard), ApiBearerAuth());
