import { Inject, Injectable } from '@nestjs/common';
import { REDIS, redisScript, type RedisScript } from '@store/platform';
import type { Redis } from 'ioredis';
import { IDENTITY_SETTINGS, IdentitySettings } from '../identity-settings';
import type { Limit } from './rate-limits';

export interface RateLimitResult {
  allowed: boolean;
  /** When refused: how long until the window ends. */
  retryAfterMs: number;
}

/** One request counted against one subject's limit in one bucket. */
export interface RateLimitHit {
  bucket: string;
  subject: string;
  limit: Limit;
}

/**
 * Counts each key (KEYS) and starts its window when it has none (a new window, or a key whose
 * expiry was lost); ARGV holds (limit, windowMs, group) per key. Groups come in order: once a
 * group has a hit over its limit, the later groups are not counted. Answers count and ttl of
 * each counted key, flat: { count1, ttl1, count2, ttl2, ... }.
 */
const HIT_GROUPS_LUA = `
local answer = {}
local refusedGroup = nil
for i, key in ipairs(KEYS) do
  local limit = tonumber(ARGV[3 * i - 2])
  local windowMs = tonumber(ARGV[3 * i - 1])
  local group = ARGV[3 * i]
  if refusedGroup ~= nil and refusedGroup ~= group then break end
  local count = redis.call('INCR', key)
  local ttl = redis.call('PTTL', key)
  if ttl < 0 then
    redis.call('PEXPIRE', key, windowMs)
    ttl = windowMs
  end
  answer[2 * i - 1] = count
  answer[2 * i] = ttl
  if count > limit then refusedGroup = group end
end
return answer
`;

/** Fixed-window counters in Redis: INCR, and PEXPIRE when the window starts, in one script per request. */
@Injectable()
export class RateLimiter {
  private readonly hitGroupsScript: RedisScript<number[]>;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(IDENTITY_SETTINGS) private readonly settings: IdentitySettings,
  ) {
    this.hitGroupsScript = redisScript(redis, 'identityRateLimitHitGroups', HIT_GROUPS_LUA);
  }

  private key = (bucket: string, subject: string) => `${this.settings.queuePrefix}:identity:rate:${bucket}:${subject}`;

  /** Counts one more and says whether the count is still within the limit. */
  async hit(bucket: string, subject: string, limit: Limit): Promise<RateLimitResult> {
    const [[result]] = await this.hitGroups([[{ bucket, subject, limit }]]);
    return result;
  }

  /**
   * Counts groups of hits in one round trip, in order. Every hit of a group is counted; after a
   * group with a refused hit the later groups are not counted and have no answer, so the answer
   * ends with the refused group (or holds every group when all were allowed).
   */
  async hitGroups(groups: RateLimitHit[][]): Promise<RateLimitResult[][]> {
    const hits = groups.flatMap((group, index) => group.map((hit) => ({ ...hit, group: index })));
    if (hits.length === 0) return groups.map(() => []);
    const keys = hits.map((hit) => this.key(hit.bucket, hit.subject));
    const args = hits.flatMap((hit) => [hit.limit.limit, hit.limit.windowMs, hit.group]);
    const answer = await this.hitGroupsScript(keys, args);
    const results: RateLimitResult[][] = [];
    for (const [index, group] of groups.entries()) {
      const firstHit = hits.findIndex((hit) => hit.group === index);
      const counted = group.map((hit, offset) => {
        const count = Number(answer[2 * (firstHit + offset)]);
        const ttl = Number(answer[2 * (firstHit + offset) + 1]);
        return { allowed: count <= hit.limit.limit, retryAfterMs: count <= hit.limit.limit ? 0 : ttl };
      });
      results.push(counted);
      if (counted.some((result) => !result.allowed)) break;
    }
    return results;
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
