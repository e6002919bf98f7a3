import { Inject, Injectable } from '@nestjs/common';
import { AppConfig, CONFIG, durationMs } from '@store/platform';
import { createHmac, timingSafeEqual } from 'node:crypto';

const TOKEN = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/;

/**
 * Proof of a guest order: issued when it is placed, carried by the confirmation page
 * (`?token=`) and the e-mail link, and asked for before a guest order is shown or paid. An
 * order id alone is no credential. The token is `<expiry, base 36 seconds>.<HMAC-SHA256 of the
 * order id and expiry>` under a key derived from JWT_SECRET, valid GUEST_ORDER_LINK_TTL.
 */
@Injectable()
export class OrderAccessTokens {
  private readonly key: Buffer;
  private readonly ttlMs: number;

  constructor(@Inject(CONFIG) config: AppConfig) {
    this.key = createHmac('sha256', config.JWT_SECRET).update('order-access-token/v1').digest();
    this.ttlMs = durationMs(config.GUEST_ORDER_LINK_TTL);
  }

  private signature(orderId: string, expires: string): Buffer {
    return createHmac('sha256', this.key).update(`${orderId}|${expires}`).digest();
  }

  issue(orderId: string, now = Date.now()): string {
    const expires = Math.floor((now + this.ttlMs) / 1000).toString(36);
    return `${expires}.${this.signature(orderId, expires).toString('base64url')}`;
  }

  /** Whether `token` (any value from outside) opens this order now. */
  opens(orderId: string, token: unknown, now = Date.now()): boolean {
    if (typeof token !== 'string' || token.length > 64) return false;
    const match = TOKEN.exec(token);
    if (!match) return false;
    const [, expires, signature] = match;
    if (parseInt(expires, 36) * 1000 < now) return false;
    const given = Buffer.from(signature, 'base64url');
    const expected = this.signature(orderId, expires);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}

/** Where a request carries the token: the X-Order-Token header, `?token=` or the body's `orderToken`. */
export function orderTokenOf(request: { headers: Record<string, unknown>; query?: unknown; body?: unknown }): unknown {
  const header = request.headers['x-order-token'];
  if (header !== undefined) return header;
  const query = (request.query ?? {}) as Record<string, unknown>;
  if (query.token !== undefined) return query.token;
  return ((request.body ?? {}) as Record<string, unknown>).orderToken;
}
