import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CatalogueTestApp, startCatalogueApp } from '../support/catalogue-test-app';
import { adminToken, registerVerified } from '@store/identity/testing';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

function multipart(field: string, filename: string, bytes: Buffer, contentType = 'image/png') {
  const boundary = '----storeTestBoundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('POST /api/uploads', () => {
  let t: CatalogueTestApp;
  let uploadDir: string;
  let admin: string;

  beforeAll(async () => {
    uploadDir = await mkdtemp(path.join(tmpdir(), 'uploads-'));
    t = await startCatalogueApp({ UPLOAD_DIR: uploadDir });
    admin = (await adminToken(t)).token;
  });
  afterAll(async () => {
    await t?.close();
    await rm(uploadDir, { recursive: true, force: true });
  });

  const upload = (token: string | undefined, body: ReturnType<typeof multipart>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: body.payload,
      headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });

  it('stores an admin image under UPLOAD_DIR and answers its address as secure_url', async () => {
    const res = await upload(admin, multipart('file', 'tee.png', PNG));
    expect(res.statusCode).toBe(201);
    const { secure_url: url } = res.json();
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]+\.png$/);
    expect(await readFile(path.join(uploadDir, path.basename(url)))).toEqual(PNG);
  });

  it('judges the file by its content, not its name or declared type', async () => {
    const res = await upload(
      admin,
      multipart('file', 'tee.png', Buffer.from('<script>alert(1)</script> not an image at all'), 'image/png'),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'Only PNG, JPEG, WebP or GIF images can be uploaded' });
  });

  it('refuses an image over 5 MB', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024, 0)]);
    const res = await upload(admin, multipart('file', 'big.png', big));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Images must be 5 MB or smaller');
  });

  it("asks for an image when the form has no file field: 'Please upload an image'", async () => {
    const res = await upload(admin, multipart('photo', 'tee.png', PNG));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please upload an image');
  });

  it('answers 401 without a token and 403 for a shopper', async () => {
    expect((await upload(undefined, multipart('file', 'tee.png', PNG))).statusCode).toBe(401);
    const { token } = await registerVerified(t);
    expect((await upload(token, multipart('file', 'tee.png', PNG))).statusCode).toBe(403);
  });
});
