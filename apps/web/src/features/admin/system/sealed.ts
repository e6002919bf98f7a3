/**
 * Personal data that erasure can seal arrives as it is stored: a blob `v1|v2.<iv>.<tag>.<data>`
 * (AES-GCM, base64url: a 12-byte iv is 16 characters, a 16-byte tag 22), alone or as
 * `{ subject, sealed }`. The screens show such a value as 'sealed', never the ciphertext.
 */
const SEALED_BLOB = /^v[12]\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]*$/;

export function isSealed(value: unknown): boolean {
  if (typeof value === 'string') return value.length < 100_000 && SEALED_BLOB.test(value);
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  const record = value as Record<string, unknown>;
  return keys.length === 2 && typeof record.subject === 'string' && isSealed(record.sealed);
}

/** A stand-in no JSON text can contain, so the rendering can put a 'sealed' mark where it is. */
export const SEALED_MARK = '\u0000sealed\u0000';

/** `value` with every sealed part replaced by SEALED_MARK. */
export function markSealed(value: unknown): unknown {
  if (isSealed(value)) return SEALED_MARK;
  if (Array.isArray(value)) return value.map(markSealed);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, markSealed(inner)]));
  return value;
}
