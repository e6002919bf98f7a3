import { Inject, Injectable } from '@nestjs/common';
import {
  AppConfig,
  CLOCK,
  CONFIG,
  ExpiringSignedTokens,
  systemClock,
  type Clock,
  type SignedTokenCheck,
} from '@store/platform';

/**
 * How long the unsubscribe link of a marketing e-mail works: a year. Long past any reminder's
 * relevance (laws ask for at least 30 days); an older link answers 'expired' and the shopper
 * changes the choice on their profile.
 */
export const UNSUBSCRIBE_LINK_TTL_MS = 365 * 86_400_000;

/**
 * The signed unsubscribe link of every marketing e-mail (issue #44): works without signing in.
 * `WEB_ORIGIN/unsubscribe?u=<userId>&t=<expiry>.<HMAC-SHA256 of the user id and expiry>` under a
 * key derived from JWT_SECRET and this purpose (platform's ExpiringSignedTokens, as the device
 * cookie and guest order links), so the token opens nothing else and a changed user id or expiry
 * fails the signature.
 */
@Injectable()
export class UnsubscribeLinks {
  private readonly tokens: ExpiringSignedTokens;
  private readonly webOrigin: string;

  constructor(
    @Inject(CONFIG) config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock = systemClock,
  ) {
    this.tokens = new ExpiringSignedTokens(config.JWT_SECRET, 'marketing-unsubscribe/v1', UNSUBSCRIBE_LINK_TTL_MS);
    this.webOrigin = config.WEB_ORIGIN;
  }

  url(userId: string): string {
    const token = this.tokens.issue(userId, this.clock.now().getTime());
    return `${this.webOrigin}/unsubscribe?u=${encodeURIComponent(userId)}&t=${encodeURIComponent(token)}`;
  }

  check(userId: string, token: string): SignedTokenCheck {
    return this.tokens.check(userId, token, this.clock.now().getTime());
  }
}
