import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestApp, TestApp } from './support/test-app';

describe('static assets beside the API', () => {
  let t: TestApp;
  const uploadDir = mkdtempSync(path.join(tmpdir(), 'uploads-'));
  beforeAll(async () => {
    t = await startTestApp({ UPLOAD_DIR: uploadDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(uploadDir, { recursive: true, force: true });
  });

  it('serves uploaded images from UPLOAD_DIR at /uploads/{file}', async () => {
    writeFileSync(path.join(uploadDir, 'a.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    const res = await t.app.inject({ method: 'GET', url: '/uploads/a.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the demo catalogue images at /demo/{file}', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/demo/hoodie-black.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('<svg');
  });

  it('answers an unknown demo image with 404 JSON, not the web app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/demo/nope.svg' });
    expect(res.statusCode).toBe(404);
  });
});
