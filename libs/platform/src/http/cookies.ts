/** The longest Cookie header read: a longer one is no cookie at all (nothing runs on it). */
const MAX_COOKIE_HEADER = 4096;

/** One cookie's value from a Cookie header (length-capped before it is split). */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header || header.length > MAX_COOKIE_HEADER) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

export interface CookieOptions {
  path: string;
  maxAgeSeconds: number;
  sameSite: 'Strict' | 'Lax';
  /** Sent over HTTPS only (production). */
  secure: boolean;
}

/** A Set-Cookie value that scripts cannot read (HttpOnly); `value` must be cookie-safe (base64url and dots). */
export function httpOnlyCookie(
  name: string,
  value: string,
  { path, maxAgeSeconds, sameSite, secure }: CookieOptions,
): string {
  return [
    `${name}=${value}`,
    `Path=${path}`,
    `Max-Age=${Math.max(0, Math.round(maxAgeSeconds))}`,
    'HttpOnly',
    `SameSite=${sameSite}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
