import { fixedClock, type AppConfig } from '@store/platform';
import { DEVICE_COOKIE, DeviceCookies } from '../../src/auth/device-cookie';

const config = (NODE_ENV: AppConfig['NODE_ENV']) => ({ JWT_SECRET: 'a-test-secret-of-sixteen', NODE_ENV }) as AppConfig;

/** What a request carries and what the answer set. */
function exchange(cookie?: string) {
  const set: string[] = [];
  return {
    set,
    request: { headers: cookie === undefined ? {} : { cookie } },
    reply: { header: (_name: string, value: string) => set.push(value) },
  };
}
const valueOf = (setCookie: string) => setCookie.split(';')[0].slice(`${DEVICE_COOKIE}=`.length);

/** Issue #38: one browser is a signed, HttpOnly cookie; a forged or unsigned one is a new browser. */
describe('DeviceCookies', () => {
  const devices = new DeviceCookies(config('test'));

  it('gives a browser without the cookie a new id and sets it signed, HttpOnly, SameSite=Lax, for the API, for a year', () => {
    const first = exchange();
    const id = devices.deviceOf(first);
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(first.set).toHaveLength(1);
    expect(first.set[0]).toMatch(
      new RegExp(
        `^store_device=${id}\\.[0-9a-z]+\\.[A-Za-z0-9_-]{43}; Path=/api; Max-Age=31536000; HttpOnly; SameSite=Lax$`,
      ),
    );
    // The browser sends it back: the same id, nothing set again.
    const back = exchange(`theme=dark; store_device=${valueOf(first.set[0])}`);
    expect(devices.deviceOf(back)).toBe(id);
    expect(back.set).toEqual([]);
  });

  it('marks the cookie Secure in production', () => {
    const production = exchange();
    new DeviceCookies(config('production')).deviceOf(production);
    expect(production.set[0]).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
  });

  it('does not trust a tampered, unsigned, foreign, expired or over-long cookie: a new id, and a new cookie', () => {
    const issued = valueOf(devices.cookie('AAAAAAAAAAAAAAAAAAAAAA'));
    const aYearAndADayAgo = fixedClock(new Date(Date.now() - 366 * 86_400_000));
    const [id, expiry, signature] = issued.split('.');
    const forgeries = [
      `BBBBBBBBBBBBBBBBBBBBBB.${expiry}.${signature}`, // another id under this id's signature
      `${id}.${(parseInt(expiry, 36) + 1000).toString(36)}.${signature}`, // a later expiry
      id, // unsigned
      `${id}.${expiry}`,
      valueOf(new DeviceCookies({ JWT_SECRET: 'another-secret-of-sixteen', NODE_ENV: 'test' } as AppConfig).cookie(id)), // signed by another store
      valueOf(new DeviceCookies(config('test'), aYearAndADayAgo).cookie(id)), // expired
      `${id}.${expiry}.${signature}${'x'.repeat(200)}`,
    ];
    for (const forged of forgeries) {
      const request = exchange(`store_device=${forged}`);
      const given = devices.deviceOf(request);
      expect(given).not.toBe(id);
      expect(request.set).toHaveLength(1);
      expect(valueOf(request.set[0]).startsWith(`${given}.`)).toBe(true);
    }
    expect(devices.verify(issued)).toBe(id);
  });

  it('keeps a browser its id for a year by the injected clock, then gives it a new one', () => {
    const clock = fixedClock('2025-01-01T00:00:00.000Z');
    const clocked = new DeviceCookies(config('test'), clock);
    const value = valueOf(clocked.cookie('AAAAAAAAAAAAAAAAAAAAAA'));
    clock.set('2025-12-31T23:59:00.000Z');
    expect(clocked.verify(value)).toBe('AAAAAAAAAAAAAAAAAAAAAA');
    clock.set('2026-01-01T00:00:01.000Z');
    expect(clocked.verify(value)).toBeUndefined();
  });
});
