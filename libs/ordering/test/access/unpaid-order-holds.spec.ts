import { randomUUID } from 'node:crypto';
import IORedis, { type Redis } from 'ioredis';
import { LIMIT_MESSAGES } from '@store/contracts';
import { systemClock, TooManyRequestsError, type AppConfig } from '@store/platform';
import { UnpaidOrderHolds, type HoldSource } from '../../src/access/unpaid-order-holds';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const MINUTE = 60_000;

/** Issue #38: orders actually waiting for payment, per contact and per browser, in Redis. */
describe('UnpaidOrderHolds', () => {
  let redis: Redis;
  let prefix: string;
  let holds: UnpaidOrderHolds;
  /** Now, as the tests' clock: the keys expire in Redis's own time, so the times are near the real one. */
  let T0: number;
  const asha: HoldSource = { kind: 'contact', key: 'id:asha' };
  const browser: HoldSource = { kind: 'device', key: 'device:d1' };
  const settings = (prefixOf: string) =>
    ({ QUEUE_PREFIX: prefixOf, UNPAID_ORDERS_PER_CONTACT: 3, UNPAID_ORDERS_PER_DEVICE: 5 }) as AppConfig;
  const refusal = (work: Promise<unknown>) =>
    work.then(
      () => undefined,
      (error: unknown) => error as TooManyRequestsError,
    );

  beforeAll(() => {
    redis = new IORedis(REDIS_URL);
  });
  beforeEach(() => {
    prefix = `unpaid-test-${randomUUID()}`;
    holds = new UnpaidOrderHolds(redis, settings(prefix), systemClock);
    T0 = Date.now();
  });
  afterEach(async () => {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
  });
  afterAll(() => redis.quit());

  it("refuses a contact's fourth unpaid order with 429, until its oldest unpaid order expires (Retry-After)", async () => {
    for (let i = 0; i < 3; i += 1)
      await holds.hold(`o${i}`, [asha, browser], T0 + 15 * MINUTE + i * MINUTE, T0 + i * MINUTE);
    const error = await refusal(holds.hold('o3', [asha, browser], T0 + 18 * MINUTE, T0 + 3 * MINUTE));
    expect(error).toBeInstanceOf(TooManyRequestsError);
    expect(error?.message).toBe(LIMIT_MESSAGES.unpaidOrdersOfContact(3));
    expect(error?.retryAfterSeconds).toBe(12 * 60); // o0 expires at T0 + 15 min
    // The refused order counts nowhere: the browser still has three.
    expect(await holds.unpaid(browser, T0 + 3 * MINUTE)).toBe(3);
  });

  it("refuses a browser's sixth unpaid order across contacts, with the browser's message", async () => {
    for (let i = 0; i < 5; i += 1)
      await holds.hold(`o${i}`, [{ kind: 'contact', key: `id:c${i}` }, browser], T0 + 15 * MINUTE, T0);
    const error = await refusal(holds.hold('o5', [{ kind: 'contact', key: 'id:c5' }, browser], T0 + 15 * MINUTE, T0));
    expect(error?.message).toBe(LIMIT_MESSAGES.unpaidOrdersOfDevice(5));
    expect(await holds.unpaid({ kind: 'contact', key: 'id:c5' }, T0)).toBe(0);
  });

  it('never lets a burst from one contact pass its cap, however concurrent', async () => {
    const outcomes = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) =>
        holds.hold(`o${i}`, [asha, { kind: 'device', key: `device:d${i}` }], T0 + 15 * MINUTE, T0),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(3);
    expect(await holds.unpaid(asha, T0)).toBe(3);
  });

  it('gives the slot back when the order is released (paid, cancelled, expired or not placed), once however often', async () => {
    for (let i = 0; i < 3; i += 1) await holds.hold(`o${i}`, [asha, browser], T0 + 15 * MINUTE, T0);
    await holds.release('o1');
    await holds.release('o1');
    await holds.release('never-held');
    expect(await holds.unpaid(asha, T0)).toBe(2);
    expect(await holds.unpaid(browser, T0)).toBe(2);
    await holds.hold('o3', [asha, browser], T0 + 15 * MINUTE, T0);
    expect(await holds.unpaid(asha, T0)).toBe(3);
  });

  it('stops counting an order at its expiry, even if its release never came', async () => {
    for (let i = 0; i < 3; i += 1) await holds.hold(`o${i}`, [asha], T0 + 15 * MINUTE, T0);
    expect(await holds.unpaid(asha, T0 + 15 * MINUTE)).toBe(0);
    await holds.hold('o3', [asha], T0 + 30 * MINUTE, T0 + 15 * MINUTE);
    expect(await holds.unpaid(asha, T0 + 15 * MINUTE)).toBe(1);
  });

  it('holds the same order twice without counting it twice (a retried placement)', async () => {
    await holds.hold('o1', [asha], T0 + 15 * MINUTE, T0);
    await holds.hold('o1', [asha], T0 + 15 * MINUTE, T0);
    expect(await holds.unpaid(asha, T0)).toBe(1);
  });

  it('keeps its counts across a restart of the API (a new connection and service see them)', async () => {
    for (let i = 0; i < 3; i += 1) await holds.hold(`o${i}`, [asha], Date.now() + 15 * MINUTE);
    const again = new IORedis(REDIS_URL);
    try {
      const restarted = new UnpaidOrderHolds(again, settings(prefix), systemClock);
      expect(await refusal(restarted.hold('o3', [asha], Date.now() + 15 * MINUTE))).toBeInstanceOf(
        TooManyRequestsError,
      );
      await restarted.release('o0');
      await restarted.hold('o3', [asha], Date.now() + 15 * MINUTE);
    } finally {
      await again.quit();
    }
  });

  it('lets the keys expire with the last hold, so Redis keeps nothing for a shopper who left', async () => {
    await holds.hold('o1', [asha, browser], Date.now() + 2 * MINUTE);
    for (const key of await redis.keys(`${prefix}:*`)) {
      const ttl = await redis.pttl(key);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(2 * MINUTE);
    }
  });
});
