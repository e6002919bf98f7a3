import { Inject, Injectable } from '@nestjs/common';
import { LIMIT_MESSAGES } from '@store/contracts';
import {
  AppConfig,
  CLOCK,
  type Clock,
  CONFIG,
  REDIS,
  redisScript,
  retryAfterSecondsOf,
  TooManyRequestsError,
  type RedisScript,
} from '@store/platform';
import type { Redis } from 'ioredis';

/** Who an order counts against while it waits for payment. */
export interface HoldSource {
  kind: 'contact' | 'device';
  /** Pseudonymous: `user:<id>`, `id:<keyed hash of a guest's e-mail or phone>`, `device:<cookie id>`. */
  key: string;
}

/**
 * KEYS[1]: the order's set of source keys; KEYS[2..]: each source's sorted set (order id → its
 * expiry in ms). ARGV: order id, expiry, now, then each source's cap. Drops the holds past their
 * expiry; when a source already holds its cap, answers { index of that source, its earliest
 * expiry } and changes nothing; else adds the order to every source and answers { 0 }.
 */
const HOLD_LUA = `
local orderId = ARGV[1]
local expiresAt = ARGV[2]
local now = tonumber(ARGV[3])
for i = 2, #KEYS do
  redis.call('ZREMRANGEBYSCORE', KEYS[i], '-inf', now)
  if not redis.call('ZSCORE', KEYS[i], orderId) and redis.call('ZCARD', KEYS[i]) >= tonumber(ARGV[i + 2]) then
    local earliest = redis.call('ZRANGE', KEYS[i], 0, 0, 'WITHSCORES')
    return { i - 1, earliest[2] }
  end
end
for i = 2, #KEYS do
  redis.call('ZADD', KEYS[i], expiresAt, orderId)
  local latest = redis.call('ZRANGE', KEYS[i], -1, -1, 'WITHSCORES')
  redis.call('PEXPIREAT', KEYS[i], latest[2])
  redis.call('SADD', KEYS[1], KEYS[i])
end
redis.call('PEXPIREAT', KEYS[1], expiresAt)
return { 0 }
`;

/**
 * The orders each contact (a signed-in shopper, a guest's e-mail, a guest's phone) and each
 * browser has waiting for payment, capped at UNPAID_ORDERS_PER_CONTACT / UNPAID_ORDERS_PER_DEVICE
 * (429 with Retry-After: when its oldest unpaid order expires). Counts what is still unpaid, not
 * what was placed in a window, so hundreds of shoppers behind one carrier address never meet.
 *
 * Kept in Redis, one sorted set per source: order id → the order's expiry. Held at placement, by
 * one script over all the order's sources (a burst from one source cannot pass its cap, however
 * concurrent); released when the order is paid, cancelled or expired (ordering's stock job, which
 * the reactor runs on those events; `release` is idempotent, so a retried or replayed job is
 * harmless) or its placement fails; and past its expiry a hold no longer counts whatever happened,
 * so a lost release frees itself within one ORDER_PAYMENT_TIMEOUT. A restart of the API keeps
 * everything (Redis holds it); a Redis that lost its data forgets at most one payment timeout's
 * holds, and only in the shopper's favour.
 */
@Injectable()
export class UnpaidOrderHolds {
  private readonly holdScript: RedisScript<[number, string?]>;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.holdScript = redisScript(redis, 'orderingHoldUnpaidOrder', HOLD_LUA);
  }

  private sourceKey = (source: HoldSource) => `${this.config.QUEUE_PREFIX}:ordering:unpaid:${source.key}`;
  private orderKey = (orderId: string) => `${this.config.QUEUE_PREFIX}:ordering:unpaid-order:${orderId}`;
  private capOf = (source: HoldSource) =>
    source.kind === 'device' ? this.config.UNPAID_ORDERS_PER_DEVICE : this.config.UNPAID_ORDERS_PER_CONTACT;

  /** Counts the order against every source until `expiresAtMs`, or refuses it (429) when one already holds its cap. */
  async hold(
    orderId: string,
    sources: HoldSource[],
    expiresAtMs: number,
    now = this.clock.now().getTime(),
  ): Promise<void> {
    if (sources.length === 0) return;
    const keys = [this.orderKey(orderId), ...sources.map(this.sourceKey)];
    const [refused, earliest] = await this.holdScript(keys, [orderId, expiresAtMs, now, ...sources.map(this.capOf)]);
    if (!refused) return;
    const source = sources[refused - 1];
    const cap = this.capOf(source);
    const message =
      source.kind === 'device' ? LIMIT_MESSAGES.unpaidOrdersOfDevice(cap) : LIMIT_MESSAGES.unpaidOrdersOfContact(cap);
    throw new TooManyRequestsError(retryAfterSecondsOf(Number(earliest) - now), message);
  }

  /** The order no longer counts against any source. Idempotent. */
  async release(orderId: string): Promise<void> {
    const orderKey = this.orderKey(orderId);
    const sources = await this.redis.smembers(orderKey);
    if (sources.length === 0) return; // released before, expired, or never held
    const removal = this.redis.multi();
    for (const sourceKey of sources) removal.zrem(sourceKey, orderId);
    await removal.del(orderKey).exec();
  }

  /** How many orders the source has waiting for payment now. */
  async unpaid(source: HoldSource, now = this.clock.now().getTime()): Promise<number> {
    return this.redis.zcount(this.sourceKey(source), `(${now}`, '+inf');
  }
}
