/**
 * Fastify's trustProxy from TRUST_PROXY. Off by default: the client's address is the socket's,
 * so nobody picks their own IP (and escapes every per-IP limit) with X-Forwarded-For. Behind N
 * load balancers set the hop count (`1`), or the proxies' addresses/CIDRs (`10.0.0.0/8,127.0.0.1`).
 */
export function trustProxyOption(setting: string): boolean | number | string[] {
  const value = setting.trim().toLowerCase();
  if (value === '' || value === 'off' || value === 'false' || value === '0') return false;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}
