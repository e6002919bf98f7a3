import { Inject, Injectable } from '@nestjs/common';
import {
  AppConfig,
  CLOCK,
  type Clock,
  CONFIG,
  durationMs,
  ExpiringSignedTokens,
  type SignedTokenCheck,
} from '@store/platform';
import { REQUEST_LIMITS } from '@store/contracts';

/** The pending subscription a confirmation link names, and what its signature proves. */
export interface ConfirmLinkContents {
  productId: string;
  subscriberKey: string;
  check: SignedTokenCheck;
}

const LINK_TOKEN = /^([0-9A-Za-z-]{1,64})\.([0-9a-f]{32})\.([0-9a-z]{1,12}\.[A-Za-z0-9_-]{43})$/;
export const CONFIRM_TOKEN_MAX_LENGTH = REQUEST_LIMITS.notifyTokenMaxLength;

/**
 * The token of a notify-me confirmation e-mail's link (/notify-me/confirm?token=...):
 * `<product id>.<subscriber key>.<expiring signature of both>`, signed like a guest order's access
 * token (a key derived from JWT_SECRET for this purpose), valid NOTIFY_ME_CONFIRM_LINK_TTL. The
 * address itself is not in the link: it is in the request's event.
 */
@Injectable()
export class NotifyMeConfirmLinks {
  private readonly tokens: ExpiringSignedTokens;

  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.tokens = new ExpiringSignedTokens(
      config.JWT_SECRET,
      'notify-me-confirmation/v1',
      durationMs(config.NOTIFY_ME_CONFIRM_LINK_TTL),
    );
  }

  token(productId: string, subscriberKey: string, now = this.clock.now().getTime()): string {
    return `${productId}.${subscriberKey}.${this.tokens.issue(`${productId}|${subscriberKey}`, now)}`;
  }

  link(productId: string, subscriberKey: string): string {
    return `${this.config.WEB_ORIGIN}/notify-me/confirm?token=${encodeURIComponent(this.token(productId, subscriberKey))}`;
  }

  /** Reads a token from outside; null when it is not shaped like one at all. */
  read(token: unknown, now = this.clock.now().getTime()): ConfirmLinkContents | null {
    if (typeof token !== 'string' || token.length > CONFIRM_TOKEN_MAX_LENGTH) return null;
    const match = LINK_TOKEN.exec(token);
    if (!match) return null;
    const [, productId, subscriberKey, signed] = match;
    return { productId, subscriberKey, check: this.tokens.check(`${productId}|${subscriberKey}`, signed, now) };
  }
}
