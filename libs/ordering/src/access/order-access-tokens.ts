import { Inject, Injectable } from '@nestjs/common';
import { AppConfig, CLOCK, CONFIG, durationMs, ExpiringSignedTokens, type Clock } from '@store/platform';

/**
 * Proof of a guest order: issued when it is placed, carried by the confirmation page
 * (`?token=`) and the e-mail link, and asked for before a guest order is shown or paid. An
 * order id alone is no credential. The token is `<expiry, base 36 seconds>.<HMAC-SHA256 of the
 * order id and expiry>` under a key derived from JWT_SECRET, valid GUEST_ORDER_LINK_TTL
 * (platform's ExpiringSignedTokens, purpose 'order-access-token/v1').
 */
@Injectable()
export class OrderAccessTokens {
  private readonly tokens: ExpiringSignedTokens;

  constructor(
    @Inject(CONFIG) config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.tokens = new ExpiringSignedTokens(
      config.JWT_SECRET,
      'order-access-token/v1',
      durationMs(config.GUEST_ORDER_LINK_TTL),
    );
  }

  issue(orderId: string, now = this.clock.now().getTime()): string {
    return this.tokens.issue(orderId, now);
  }

  /** Whether `token` (any value from outside) opens this order now. */
  opens(orderId: string, token: unknown, now = this.clock.now().getTime()): boolean {
    return this.tokens.check(orderId, token, now) === 'valid';
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
