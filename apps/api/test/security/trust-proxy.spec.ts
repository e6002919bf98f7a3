import { Controller, Get, Module, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { trustProxyOption } from '../../src/app/trust-proxy';
import { startTestApp, TestApp } from '../support/test-app';

@Controller('probe-ip')
class ProbeIpController {
  @Get()
  ip(@Req() request: FastifyRequest) {
    return { ip: request.ip };
  }
}

@Module({ controllers: [ProbeIpController] })
class ProbeIpModule {}

/** Issue #13 item 4: a client cannot choose its own IP (and escape every per-IP limit). */
describe('Security: X-Forwarded-For is trusted only from configured proxies', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const ipSeen = async (app: TestApp) =>
    (
      await app.app.inject({ method: 'GET', url: '/api/probe-ip', headers: { 'x-forwarded-for': '203.0.113.9' } })
    ).json().ip;

  it('ignores X-Forwarded-For by default (TRUST_PROXY=off)', async () => {
    t = await startTestApp({ DEMO_CATALOGUE: 'off', TRUST_PROXY: 'off' }, [ProbeIpModule]);
    expect(await ipSeen(t)).toBe('127.0.0.1');
  });

  it('reads the client from X-Forwarded-For when the hop is a configured proxy', async () => {
    t = await startTestApp({ DEMO_CATALOGUE: 'off', TRUST_PROXY: '127.0.0.1' }, [ProbeIpModule]);
    expect(await ipSeen(t)).toBe('203.0.113.9');
  });

  it('reads the setting: off, a hop count, or addresses', () => {
    expect(trustProxyOption('off')).toBe(false);
    expect(trustProxyOption('1')).toBe(1);
    expect(trustProxyOption('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });
});
