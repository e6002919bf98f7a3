import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a token from outside proves: 'valid', signed by us but past its expiry, or not ours at all. */
export type SignedTokenCheck = 'valid' | 'expired' | 'invalid';

const TOKEN = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/;
const MAX_TOKEN_LENGTH = 64;

/**
 * An expiring proof about a subject (an order id, a pending subscription...) for links sent by
 * e-mail: `<expiry, base 36 seconds>.<HMAC-SHA256 of the subject and expiry>` under a key derived
 * from a server secret and a purpose, so a token issued for one purpose opens nothing else.
 */
export class ExpiringSignedTokens {
  private readonly key: Buffer;

  constructor(
    secret: string,
    purpose: string,
    private readonly ttlMs: number,
  ) {
    this.key = createHmac('sha256', secret).update(purpose).digest();
  }

  private signature(subject: string, expires: string): Buffer {
    return createHmac('sha256', this.key).update(`${subject}|${expires}`).digest();
  }

  issue(subject: string, now = Date.now()): string {
    const expires = Math.floor((now + this.ttlMs) / 1000).toString(36);
    return `${expires}.${this.signature(subject, expires).toString('base64url')}`;
  }

  /** Checks `token` (any value from outside) for this subject; the signature first, so a changed expiry is 'invalid'. */
  check(subject: string, token: unknown, now = Date.now()): SignedTokenCheck {
    if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return 'invalid';
    const match = TOKEN.exec(token);
    if (!match) return 'invalid';
    const [, expires, signature] = match;
    const given = Buffer.from(signature, 'base64url');
    // One spelling per signature: base64url ignores the last character's 2 spare bits.
    if (given.toString('base64url') !== signature) return 'invalid';
    const expected = this.signature(subject, expires);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
    return parseInt(expires, 36) * 1000 < now ? 'expired' : 'valid';
  }
}
