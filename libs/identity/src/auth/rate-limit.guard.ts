import { CanActivate, ExecutionContext, HttpException, HttpStatus, Injectable, SetMetadata, UseGuards, applyDecorators } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiBearerAuth } from '@nestjs/swagger';
import { JwtAuthGuard } from './guards';
import type { RequestWithUser } from '@store/platform';
import type { FastifyReply } from 'fastify';
import { parseLoginIdentifier } from '../domain/identifiers';
import { IDENTITY_MESSAGES as M } from '../domain/messages';
import { HashingService } from '../services/hashing.service';
import { RATE_LIMITS, RateLimitBucket } from './rate-limits';
import { RateLimiter } from './rate-limiter.service';

const BUCKET_KEY = 'identity:rate-limit';

/** The account a request is about: the signed-in user, or the identifier in its body. */
async function accountOf(request: RequestWithUser, hashing: HashingService): Promise<string | null> {
  if (request.user) return `user:${request.user.id}`;
  const body = (request.body ?? {}) as Record<string, unknown>;
  const identifier = body.email;
  if (typeof identifier !== 'string' || !identifier.trim()) return null;
  const parsed = parseLoginIdentifier(identifier); // '+91 98765 43210' and '9876543210' are one account
  return `id:${await hashing.subjectKey(parsed.kind === 'invalid' ? identifier : parsed.value)}`;
}

/** Answers 429 with Retry-After (seconds) once the IP or the account is over its limit. */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiter,
    private readonly hashing: HashingService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const bucket = this.reflector.get<RateLimitBucket | undefined>(BUCKET_KEY, context.getHandler());
    if (!bucket) return true;
    const request = context.switchToHttp().getRequest<RequestWithUser>();
    const limits = RATE_LIMITS[bucket];
    const checks = [this.limiter.hit(bucket, `ip:${request.ip}`, limits.ip)];
    const account = await accountOf(request, this.hashing);
    if (account) checks.push(this.limiter.hit(bucket, account, limits.account));
    const refused = (await Promise.all(checks)).filter((result) => !result.allowed);
    if (refused.length === 0) return true;
    const retryAfterSeconds = Math.max(1, Math.ceil(Math.max(...refused.map((result) => result.retryAfterMs)) / 1000));
    void context.switchToHttp().getResponse<FastifyReply>().header('Retry-After', String(retryAfterSeconds));
    throw new HttpException({ success: false, message: M.tooManyRequests }, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/** Rate-limits a public handler: per IP and per e-mail/phone in the body. */
export const RateLimited = (bucket: RateLimitBucket) => applyDecorators(SetMetadata(BUCKET_KEY, bucket), UseGuards(RateLimitGuard));

/** Signed-in only (401), then rate-limited per IP and per user. */
export const AuthenticatedRateLimited = (bucket: RateLimitBucket) =>
  applyDecorators(SetMetadata(BUCKET_KEY, bucket), UseGuards(JwtAuthGuard, RateLimitGuard), ApiBearerAuth());
