import { Inject, Injectable } from '@nestjs/common';
import { EMAIL_MAX_LENGTH } from '@store/contracts';
import { retryAfterSecondsOf, TooManyRequestsError } from '@store/platform';
import { parseLoginIdentifier } from '../domain/identifiers';
import { IDENTITY_MESSAGES as M } from '../domain/messages';
import { HashingService } from '../services/hashing.service';
import { RATE_LIMITS, RateLimitBucket, RateLimits } from './rate-limits';
import { RateLimitHit, RateLimitResult, RateLimiter } from './rate-limiter.service';

/** Who a request counts against: its client IP, and an account key (see accountKey). */
export interface LimitSubjects {
  ip: string;
  account?: string | null;
}

/**
 * The request limits every module uses (per IP and per account, settings in RATE_LIMIT_*):
 * `consume` counts a request and answers 429 + Retry-After beyond a limit; `ensureBelow` and
 * `recordFailure` serve limits that count only failures (login).
 */
@Injectable()
export class RequestLimiter {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly hashing: HashingService,
    @Inject(RATE_LIMITS) private readonly limits: RateLimits,
  ) {}

  /**
   * A pseudonymous key for an e-mail, phone or user id (no address in Redis). The same mobile
   * number written two ways is one key. Over-long input is cut before anything runs on it.
   */
  async accountKey(value: string): Promise<string> {
    const bounded = value.slice(0, EMAIL_MAX_LENGTH);
    const parsed = parseLoginIdentifier(bounded);
    return `id:${await this.hashing.subjectKey(parsed.kind === 'invalid' ? bounded : parsed.value)}`;
  }

  /**
   * Counts the request in each bucket, in order, in one round trip to Redis. A bucket over its
   * limit answers 429, and the buckets after it are not counted (as if consumed one by one).
   */
  async consume(buckets: RateLimitBucket | RateLimitBucket[], subjects: LimitSubjects): Promise<void> {
    const counted = await this.limiter.hitGroups([buckets].flat().map((bucket) => this.hitsOf(bucket, subjects)));
    for (const results of counted) this.refuseIfOver(results);
  }

  async ensureBelow(bucket: RateLimitBucket, subjects: LimitSubjects): Promise<void> {
    const checks = this.hitsOf(bucket, subjects).map(({ subject, limit }) => this.limiter.peek(bucket, subject, limit));
    this.refuseIfOver(await Promise.all(checks));
  }

  async recordFailure(bucket: RateLimitBucket, subjects: LimitSubjects): Promise<void> {
    await this.limiter.hitGroups([this.hitsOf(bucket, subjects)]);
  }

  /** Forgets the account's failures (a correct password ends the pair's count). */
  async clearAccount(bucket: RateLimitBucket, subjects: LimitSubjects): Promise<void> {
    if (subjects.account) await this.limiter.reset(bucket, subjects.account);
  }

  private hitsOf(bucket: RateLimitBucket, { ip, account }: LimitSubjects): RateLimitHit[] {
    const limits = this.limits[bucket];
    const hits: RateLimitHit[] = [];
    if (limits.ip) hits.push({ bucket, subject: `ip:${ip}`, limit: limits.ip });
    if (limits.account && account) hits.push({ bucket, subject: account, limit: limits.account });
    return hits;
  }

  private refuseIfOver(results: RateLimitResult[]): void {
    const refused = results.filter((result) => !result.allowed);
    if (refused.length === 0) return;
    throw new TooManyRequestsError(
      retryAfterSecondsOf(Math.max(...refused.map((result) => result.retryAfterMs))),
      M.tooManyRequests,
    );
  }
}
