import { randomUUID } from 'node:crypto';
import IORedis, { type Redis } from 'ioredis';
import { TooManyRequestsError } from '@store/platform';
import type { IdentitySettings } from '../../src/identity-settings';
import { RateLimiter } from '../../src/auth/rate-limiter.service';
import { RequestLimiter } from '../../src/auth/request-limiter.service';
import type { RateLimits } from '../../src/auth/rate-limits';
import type { HashingService } from '../../src/services/hashing.service';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const MINUTE = 60_000;

/** Issue #18: every limit of a request counted in one Lua script, one round trip to Redis. */
describe('Rate limits counted in one script', () => {
  let redis: Redis;
  let prefix: string;
  let limiter: RateLimiter;
  const keyOf = (bucket: string, subject: string) => `${prefix}:identity:rate:${bucket}:${subject}`;
  const limit = (count: number, windowMs = MINUTE) => ({ limit: count, windowMs });

  beforeAll(() => {
    redis = new IORedis(REDIS_URL);
  });
  beforeEach(() => {
    prefix = `rate-test-${randomUUID()}`;
    limiter = new RateLimiter(redis, { queuePrefix: prefix } as IdentitySettings);
  });
  afterEach(async () => {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
  });
  afterAll(() => redis.quit());

  describe('RateLimiter', () => {
    it('counts hits and starts the window at the first one', async () => {
      expect(await limiter.hit('verify', 'ip:203.0.113.1', limit(2))).toEqual({ allowed: true, retryAfterMs: 0 });
      const ttl = await redis.pttl(keyOf('verify', 'ip:203.0.113.1'));
      expect(ttl).toBeGreaterThan(MINUTE - 5_000);
      expect(ttl).toBeLessThanOrEqual(MINUTE);
      expect(await limiter.hit('verify', 'ip:203.0.113.1', limit(2))).toEqual({ allowed: true, retryAfterMs: 0 });

      const refused = await limiter.hit('verify', 'ip:203.0.113.1', limit(2));
      expect(refused.allowed).toBe(false);
      expect(refused.retryAfterMs).toBeGreaterThan(MINUTE - 5_000);
      expect(refused.retryAfterMs).toBeLessThanOrEqual(ttl);
      expect(await redis.get(keyOf('verify', 'ip:203.0.113.1'))).toBe('3');
    });

    it('keeps the window of a key that has one', async () => {
      await redis.set(keyOf('verify', 'ip:203.0.113.2'), '1', 'PX', 5_000);
      expect(await limiter.hit('verify', 'ip:203.0.113.2', limit(1))).toEqual({
        allowed: false,
        retryAfterMs: expect.any(Number),
      });
      expect(await redis.pttl(keyOf('verify', 'ip:203.0.113.2'))).toBeLessThanOrEqual(5_000);
    });

    it('sets the expiry again on a key that lost it (else it would limit forever)', async () => {
      await redis.set(keyOf('verify', 'ip:203.0.113.3'), '7');
      const result = await limiter.hit('verify', 'ip:203.0.113.3', limit(5));
      expect(result).toEqual({ allowed: false, retryAfterMs: MINUTE });
      expect(await redis.pttl(keyOf('verify', 'ip:203.0.113.3'))).toBeGreaterThan(MINUTE - 5_000);
      expect(await redis.get(keyOf('verify', 'ip:203.0.113.3'))).toBe('8');
    });

    it('counts every group when all are allowed, each hit against its own limit and window', async () => {
      const results = await limiter.hitGroups([
        [
          { bucket: 'forgot-password', subject: 'ip:203.0.113.4', limit: limit(3) },
          { bucket: 'forgot-password', subject: 'id:contact', limit: limit(2) },
        ],
        [{ bucket: 'notify-me', subject: 'ip:203.0.113.4', limit: limit(4, 2 * MINUTE) }],
      ]);
      expect(results).toEqual([
        [
          { allowed: true, retryAfterMs: 0 },
          { allowed: true, retryAfterMs: 0 },
        ],
        [{ allowed: true, retryAfterMs: 0 }],
      ]);
      expect(await redis.pttl(keyOf('notify-me', 'ip:203.0.113.4'))).toBeGreaterThan(2 * MINUTE - 5_000);
    });

    it('counts every hit of a refused group but none of the groups after it', async () => {
      await redis.set(keyOf('forgot-password', 'ip:203.0.113.5'), '3', 'PX', MINUTE);
      const results = await limiter.hitGroups([
        [
          { bucket: 'forgot-password', subject: 'ip:203.0.113.5', limit: limit(3) },
          { bucket: 'forgot-password', subject: 'id:contact', limit: limit(2) },
        ],
        [
          { bucket: 'notify-me', subject: 'ip:203.0.113.5', limit: limit(4) },
          { bucket: 'notify-me', subject: 'id:contact', limit: limit(4) },
        ],
      ]);
      expect(results).toEqual([
        [
          { allowed: false, retryAfterMs: expect.any(Number) },
          { allowed: true, retryAfterMs: 0 },
        ],
      ]);
      expect(await redis.get(keyOf('forgot-password', 'ip:203.0.113.5'))).toBe('4');
      expect(await redis.get(keyOf('forgot-password', 'id:contact'))).toBe('1');
      expect(await redis.exists(keyOf('notify-me', 'ip:203.0.113.5'), keyOf('notify-me', 'id:contact'))).toBe(0);
    });

    it('answers empty groups without asking Redis', async () => {
      const sent = jest.spyOn(redis, 'sendCommand');
      try {
        expect(await limiter.hitGroups([[], []])).toEqual([[], []]);
        expect(sent).not.toHaveBeenCalled();
      } finally {
        sent.mockRestore();
      }
    });
  });

  describe('RequestLimiter.consume', () => {
    const limits = {
      'forgot-password': { ip: limit(3, MINUTE), account: limit(1, 2 * MINUTE) },
      'notify-me': { ip: limit(5, 3 * MINUTE), account: limit(2, 4 * MINUTE) },
    } as unknown as RateLimits;
    const requests = () => new RequestLimiter(limiter, {} as HashingService, limits);
    const subjects = { ip: '203.0.113.9', account: 'id:contact' };
    const refusal = (work: Promise<void>) =>
      work.then(
        () => undefined,
        (error: unknown) => error,
      );

    it('counts IP and account of several buckets in one command to Redis', async () => {
      await requests().consume('forgot-password', { ip: '203.0.113.10' }); // a Redis that never ran the script has EVAL sent once
      const sent = jest.spyOn(redis, 'sendCommand');
      try {
        await requests().consume(['forgot-password', 'notify-me'], subjects);
        expect(sent.mock.calls.map(([command]) => command.name)).toEqual(['evalsha']);
      } finally {
        sent.mockRestore();
      }
      expect(
        await redis.mget(
          keyOf('forgot-password', 'ip:203.0.113.9'),
          keyOf('forgot-password', 'id:contact'),
          keyOf('notify-me', 'ip:203.0.113.9'),
          keyOf('notify-me', 'id:contact'),
        ),
      ).toEqual(['1', '1', '1', '1']);
    });

    it('refuses with the longest Retry-After of the refused bucket and leaves the later buckets uncounted', async () => {
      await requests().consume(['forgot-password', 'notify-me'], subjects);
      await redis.set(keyOf('forgot-password', 'ip:203.0.113.9'), '3', 'PX', 30_000);

      const error = await refusal(requests().consume(['forgot-password', 'notify-me'], subjects));
      expect(error).toBeInstanceOf(TooManyRequestsError);
      // Both of forgot-password's hits were refused: the account's two-minute window is the longer.
      expect((error as TooManyRequestsError).retryAfterSeconds).toBeGreaterThan((2 * MINUTE) / 1000 - 5);
      expect((error as TooManyRequestsError).retryAfterSeconds).toBeLessThanOrEqual((2 * MINUTE) / 1000);
      expect(await redis.mget(keyOf('notify-me', 'ip:203.0.113.9'), keyOf('notify-me', 'id:contact'))).toEqual([
        '1',
        '1',
      ]);
    });

    it("refuses on a later bucket once the earlier ones allowed, with that bucket's Retry-After", async () => {
      const only = new RequestLimiter(
        limiter,
        {} as HashingService,
        { ...limits, 'forgot-password': { ip: limit(100), account: limit(100) } } as RateLimits,
      );
      await only.consume(['forgot-password', 'notify-me'], subjects);
      await only.consume(['forgot-password', 'notify-me'], subjects);

      const error = await refusal(only.consume(['forgot-password', 'notify-me'], subjects));
      expect((error as TooManyRequestsError).retryAfterSeconds).toBeGreaterThan((4 * MINUTE) / 1000 - 5);
      expect((error as TooManyRequestsError).retryAfterSeconds).toBeLessThanOrEqual((4 * MINUTE) / 1000);
      expect(await redis.get(keyOf('forgot-password', 'id:contact'))).toBe('3');
    });

    it('still takes a single bucket', async () => {
      const single = requests();
      await single.consume('forgot-password', subjects);
      expect(await refusal(single.consume('forgot-password', subjects))).toBeInstanceOf(TooManyRequestsError);
      expect(await redis.exists(keyOf('notify-me', 'id:contact'))).toBe(0);
    });
  });
});
