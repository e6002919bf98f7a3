import { httpOnlyCookie } from '@store/platform';
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The cookie that lets an admin's browser into bull-board's pages, which cannot send a bearer token. */
export const DASHBOARD_COOKIE = 'store_queues_session';
export const DASHBOARD_PATH = '/api/admin/queues';
/** Long enough to look into a failed job and retry it; short enough that a left-open tab expires. */
export const DASHBOARD_SESSION_MS = 15 * 60 * 1000;

const VALUE = /^([0-9A-Za-z_-]{1,64})\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/;

/**
 * `<admin id>.<expiry, base-36 seconds>.<HMAC-SHA256>` under a key derived from the JWT secret
 * and this purpose, so neither an access token nor another signed value opens the dashboard.
 */
export class DashboardSessions {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly ttlMs = DASHBOARD_SESSION_MS,
  ) {
    this.key = createHmac('sha256', secret).update('bull-board dashboard session').digest();
  }

  issue(adminId: string, now = Date.now()): { value: string; expiresAt: Date } {
    const expiresAt = new Date(now + this.ttlMs);
    const expires = Math.floor(expiresAt.getTime() / 1000).toString(36);
    return { value: `${adminId}.${expires}.${this.sign(adminId, expires)}`, expiresAt };
  }

  /** The admin id a valid, unexpired value was issued to; undefined for anything else. */
  verify(value: string | undefined, now = Date.now()): string | undefined {
    if (!value || value.length > 128) return undefined;
    const match = VALUE.exec(value);
    if (!match) return undefined;
    const [, adminId, expires, signature] = match;
    const expected = Buffer.from(this.sign(adminId, expires));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    if (parseInt(expires, 36) * 1000 <= now) return undefined;
    return adminId;
  }

  private sign(adminId: string, expires: string): string {
    return createHmac('sha256', this.key).update(`${adminId}|${expires}`).digest('base64url');
  }
}

/** Set-Cookie for the session: HttpOnly, SameSite=Strict (the dashboard's own API changes jobs), scoped to the dashboard. */
export function sessionCookie(value: string, expiresAt: Date, secure: boolean): string {
  return httpOnlyCookie(DASHBOARD_COOKIE, value, {
    path: DASHBOARD_PATH,
    maxAgeSeconds: (expiresAt.getTime() - Date.now()) / 1000,
    sameSite: 'Strict',
    secure,
  });
}
