import { ExpiringSignedTokens } from '../src/security/expiring-signed-token';

describe('expiring signed tokens', () => {
  const hour = 3_600_000;
  const tokens = new ExpiringSignedTokens('a-server-secret-of-16+', 'test/v1', 48 * hour);
  const now = Date.UTC(2026, 10, 23, 10);

  it('opens the subject it was issued for until it expires', () => {
    const token = tokens.issue('p1|k1', now);
    expect(tokens.check('p1|k1', token, now + 47 * hour)).toBe('valid');
    expect(tokens.check('p1|k1', token, now + 49 * hour)).toBe('expired');
  });

  it('refuses another subject, another purpose, a changed expiry or signature, and anything not a token', () => {
    const token = tokens.issue('p1|k1', now);
    expect(tokens.check('p1|k2', token, now)).toBe('invalid');
    expect(new ExpiringSignedTokens('a-server-secret-of-16+', 'other/v1', 48 * hour).check('p1|k1', token, now)).toBe(
      'invalid',
    );
    const [expires, signature] = token.split('.');
    const later = (parseInt(expires, 36) + 3600).toString(36);
    expect(tokens.check('p1|k1', `${later}.${signature}`, now)).toBe('invalid');
    expect(tokens.check('p1|k1', `${expires}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`, now)).toBe(
      'invalid',
    );
    for (const junk of [undefined, 42, '', 'x'.repeat(10_000), `${expires}.${signature}\u0000`])
      expect(tokens.check('p1|k1', junk, now)).toBe('invalid');
  });

  it('accepts only the canonical spelling of a signature (its last character carries 2 unused bits)', () => {
    const token = tokens.issue('p1|k1', now);
    const last = token.at(-1)!;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const sameBytes = alphabet[alphabet.indexOf(last) + 1]; // canonical last characters are multiples of 4
    expect(Buffer.from(token.split('.')[1].slice(0, -1) + sameBytes, 'base64url')).toEqual(
      Buffer.from(token.split('.')[1], 'base64url'),
    );
    expect(tokens.check('p1|k1', `${token.slice(0, -1)}${sameBytes}`, now)).toBe('invalid');
  });

  it('calls an expired token with a changed expiry invalid, not expired', () => {
    const token = tokens.issue('p1|k1', now);
    const [, signature] = token.split('.');
    expect(tokens.check('p1|k1', `1.${signature}`, now)).toBe('invalid');
  });
});
