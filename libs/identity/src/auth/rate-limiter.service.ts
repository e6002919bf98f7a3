import { Inject, Injectable } from '@nestjs/common';
import { REDIS } from '@store/platform';
import type { Redis } from 'ioredis';
import { IDENTITY_SETTINGS, IdentitySettings } from '../identity-settings';
import type { Limit } from './rate-limits';

export interface RateLimitResult {
  allowed: boolean;
  /** When refused: how long until the window ends. */
  retryAfterMs: number;
}

/** Fixed-window counters in Redis: INCR, and PEXPIRE when the window starts. */
@Injectable()
export class RateLimiter {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(IDENTITY_SETTINGS) private readonly settings: IdentitySettings,
  ) {}

  private key = (bucket: string, subject: string) => `${this.settings.queuePrefix}:identity:rate:${bucket}:${subject}`;

  /** Counts one more and says whether the count is still within the limit. */
  async hit(bucket: string, subject: string, { limit, windowMs }: Limit): Promise<RateLimitResult> {
    const key = this.key(bucket, subject);
    const results = await this.redis.multi().incr(key).pttl(key).exec();
    const count = Number(results?.[0]?.[1] ?? 0);
    let ttl = Number(results?.[1]?.[1] ?? -1);
    if (ttl < 0) {
      // A new window (or a key whose expiry was lost): start the clock now.
      await this.redis.pexpire(key, windowMs);
      ttl = windowMs;
    }
    return { allowed: count <= limit, retryAfterMs: count <= limit ? 0 : ttl };
  }

  /** Whether one more would be allowed, without counting it (for limits that count failures only). */
  async peek(bucket: string, subject: string, { limit }: Limit): Promise<RateLimitResult> {
    const key = this.key(bucket, subject);
    const results = await this.redis.multi().get(key).pttl(key).exec();
    const count = Number(results?.[0]?.[1] ?? 0);
    const ttl = Number(results?.[1]?.[1] ?? -1);
    return count < limit ? { allowed: true, retryAfterMs: 0 } : { allowed: false, retryAfterMs: Math.max(ttl, 1000) };
  }

  async reset(bucket: string, subject: string): Promise<void> {
    await this.redis.del(this.key(bucket, subject));
  }
}
