import { Body, Controller, Get, Module, Post } from '@nestjs/common';
import { IsEmail, IsNotEmpty, MinLength } from 'class-validator';
import { startTestApp, TestApp } from './support/test-app';

class ProbeDto {
  @IsNotEmpty({ message: 'Name is required' })
  @MinLength(2, { message: 'Name must be at least 2 characters' })
  name: string;

  @IsEmail({}, { message: 'Please enter a valid email address' })
  email: string;
}

@Controller('probe')
class ProbeController {
  @Post()
  echo(@Body() body: ProbeDto) {
    return { success: true, received: body };
  }

  @Get('crash')
  crash() {
    throw new Error('database password is hunter2');
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

describe('HTTP error handling', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({}, [ProbeModule]);
  });
  afterAll(() => t.close());

  it('accepts a valid body and strips unknown fields', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/probe',
      payload: { name: 'Asha', email: 'asha@example.in', role: 'admin' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, received: { name: 'Asha', email: 'asha@example.in' } });
  });

  it('answers a bad body with 400 { success: false, message, errors: [{ param, msg }] }', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/probe', payload: { name: 'A', email: 'nope' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'Name must be at least 2 characters',
      errors: [
        { param: 'name', msg: 'Name must be at least 2 characters' },
        { param: 'email', msg: 'Please enter a valid email address' },
      ],
    });
  });

  it('reports a missing field with its required message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/probe', payload: { email: 'asha@example.in' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ param: 'name', msg: 'Name is required' }]);
  });

  it('answers malformed JSON with 400 in the same shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/probe',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'Request body is not valid JSON' });
  });

  it('refuses a body that is not JSON with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/probe',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().success).toBe(false);
  });

  it('refuses a JSON body over 1 MB with 413', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10), email: 'a@b.in' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/probe',
      headers: { 'content-type': 'application/json' },
      payload: big,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, message: 'Request body is too large' });
  });

  it('answers an unknown API route with 404 JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ success: false, message: 'Cannot GET /api/no-such-thing' });
  });

  it('answers an unexpected error with 500 and a correlation id, hiding the stack and message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/probe/crash' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.correlationId).toEqual(res.headers['x-correlation-id']);
    expect(res.body).not.toContain('hunter2');
    expect(res.body).not.toContain('at ');
    const logged = t.logs.find((line) => line.msg === 'unhandled error' && line.correlationId === body.correlationId);
    expect(logged?.err?.stack).toContain('hunter2');
  });

  it('logs one line per request with method, path, status, duration and correlation id', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/no-such-thing?x=1',
      headers: { 'x-correlation-id': 'abc-123' },
    });
    expect(res.headers['x-correlation-id']).toBe('abc-123');
    const line = t.logs.find((entry) => entry.correlationId === 'abc-123' && entry.msg === 'request completed');
    expect(line).toMatchObject({ req: { method: 'GET', path: '/api/no-such-thing' }, res: { status: 404 } });
    expect(typeof line?.durationMs).toBe('number');
  });

  it('sends security headers and limits CORS to the web origin', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/probe',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const allowed = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: t.config.WEB_ORIGIN } });
    expect(allowed.headers['access-control-allow-origin']).toBe(t.config.WEB_ORIGIN);
    expect(allowed.headers['x-content-type-options']).toBe('nosniff');
    expect(allowed.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/docs-json' });
    expect(json.statusCode).toBe(200);
    expect(json.json().paths['/api/health']).toBeDefined();
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });
});
