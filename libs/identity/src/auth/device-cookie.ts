import { Inject, Injectable } from '@nestjs/common';
import {
  AppConfig,
  CLOCK,
  CONFIG,
  cookieValue,
  ExpiringSignedTokens,
  httpOnlyCookie,
  systemClock,
  type Clock,
} from '@store/platform';
import { randomBytes } from 'node:crypto';

export const DEVICE_COOKIE = 'store_device';
/** Only the API reads it. */
export const DEVICE_COOKIE_PATH = '/api';
/** A year: a browser keeps one identity across many sales (Chrome caps any cookie at 400 days). */
export const DEVICE_COOKIE_TTL_MS = 365 * 86_400_000;

/** 16 random bytes, base64url. */
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;

/** Where a request carries its cookie and where the answer sets one (Fastify's request and reply fit). */
export interface CookieExchange {
  request: { headers: { cookie?: string } };
  reply: { header(name: string, value: string): unknown };
}

/**
 * One browser, for the caps on what it may hold unpaid (issue #38): a random id in a signed,
 * HttpOnly cookie (`<id>.<expiry>.<HMAC-SHA256 of both>` under a key derived from JWT_SECRET and
 * this purpose, platform's ExpiringSignedTokens), SameSite=Lax, Secure in production. A request
 * without a valid one (none, unsigned, forged, expired) is a new browser: it gets a new id, and the
 * answer sets its cookie. An id is no credential; it only names whose holds count together.
 */
@Injectable()
export class DeviceCookies {
  private readonly tokens: ExpiringSignedTokens;
  private readonly secure: boolean;

  constructor(
    @Inject(CONFIG) config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock = systemClock,
  ) {
    this.tokens = new ExpiringSignedTokens(config.JWT_SECRET, 'device-cookie/v1', DEVICE_COOKIE_TTL_MS);
    this.secure = config.NODE_ENV === 'production';
  }

  /** The browser's device id: its cookie's when validly signed, else a new one set on the reply. */
  deviceOf({ request, reply }: CookieExchange): string {
    const known = this.verify(cookieValue(request.headers.cookie, DEVICE_COOKIE));
    if (known) return known;
    const id = randomBytes(16).toString('base64url');
    reply.header('set-cookie', this.cookie(id));
    return id;
  }

  /** The id a cookie value names, if we signed it and it has not expired; undefined for anything else. */
  verify(value: string | undefined): string | undefined {
    if (!value || value.length > 128) return undefined;
    const dot = value.indexOf('.');
    const id = value.slice(0, dot);
    if (dot < 0 || !DEVICE_ID.test(id)) return undefined;
    return this.tokens.check(id, value.slice(dot + 1), this.clock.now().getTime()) === 'valid' ? id : undefined;
  }

  /** Set-Cookie for a device id, valid for a year from the clock's now. */
  cookie(id: string): string {
    return httpOnlyCookie(DEVICE_COOKIE, `${id}.${this.tokens.issue(id, this.clock.now().getTime())}`, {
      path: DEVICE_COOKIE_PATH,
      maxAgeSeconds: DEVICE_COOKIE_TTL_MS / 1000,
      sameSite: 'Lax',
      secure: this.secure,
    });
  }
}
