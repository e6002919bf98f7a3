import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { NewEvent } from '@store/eventstore';
import { adminToken, call, registerVerified } from '@store/identity/testing';
import { systemContext } from '@store/platform';
import { waitForProjections } from '@store/projections';
import { VERIFIED_BUYERS_PROJECTION } from '../../src/projections/catalogue.projections';
import { CatalogueTestApp, startCatalogueApp } from '../support/catalogue-test-app';
import { productBody } from '../support/products';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

function multipart(bytes: Buffer, field = 'file') {
  const boundary = '----reviewPhotoBoundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('reviews with photos, moderation and the verified-buyer badge (issue #44)', () => {
  let t: CatalogueTestApp;
  let uploadDir: string;
  let admin: string;
  let productId: string;
  beforeAll(async () => {
    uploadDir = await mkdtemp(path.join(tmpdir(), 'review-photos-'));
    t = await startCatalogueApp({ UPLOAD_DIR: uploadDir, RATE_LIMIT_REVIEW_WRITES_USER: '1000/1h' });
    admin = (await adminToken(t)).token;
    productId = (await call(t.app, 'POST', '/api/products', { token: admin, body: productBody() })).body.product._id;
  });
  afterAll(async () => {
    await t?.close();
    await rm(uploadDir, { recursive: true, force: true });
  });

  const upload = async (token: string | undefined, bytes = PNG, field = 'file') => {
    const body = multipart(bytes, field);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/review-photos',
      payload: body.payload,
      headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    return { status: res.statusCode, body: res.json() };
  };
  const review = (token: string, photos: unknown[], comment = 'Fits true to size, soft fabric') =>
    call(t.app, 'POST', '/api/reviews', { token, body: { productId, rating: 4, comment, photos } });
  const reviewEvents = async () =>
    (await t.eventStore.readAll()).filter((event) => event.streamId.startsWith('catalogue-review-')).length;

  describe('POST /api/uploads/review-photos', () => {
    it('answers 401 to a guest', async () => {
      expect((await upload(undefined)).status).toBe(401);
    });

    it('stores a signed-in shopper’s photo and answers its address with a token', async () => {
      const { token } = await registerVerified(t);
      const res = await upload(token);
      expect(res.status).toBe(201);
      expect(res.body.photo.url).toMatch(/^\/uploads\/[0-9a-f-]+\.png$/);
      expect(res.body.photo.token).toEqual(expect.any(String));
    });

    it('checks the content like a product image, and caps the size at 4 MB', async () => {
      const { token } = await registerVerified(t);
      expect((await upload(token, Buffer.from('not an image, only text'))).body).toEqual({
        success: false,
        message: 'Only PNG, JPEG, WebP or GIF images can be uploaded',
      });
      const large = await upload(token, Buffer.concat([PNG, Buffer.alloc(4 * 1024 * 1024, 1)]));
      expect(large.status).toBe(400);
      expect(large.body.message).toBe('Photos must be 4 MB or smaller');
      expect((await upload(token, PNG, 'image')).body.message).toBe('Choose a photo to upload');
    });
  });

  it('posts a review with a photo: the review, its gallery and the moderation list show it', async () => {
    const { token, id } = await registerVerified(t, { name: 'Meera Pillai' });
    const { photo } = (await upload(token)).body;
    const res = await review(token, [photo]);
    expect(res.status).toBe(201);
    expect(res.body.review).toMatchObject({
      photos: [{ _id: expect.any(String), url: photo.url }],
      verifiedBuyer: false,
    });
    const page = await call(t.app, 'GET', `/api/reviews/${productId}`);
    expect(page.body.reviews.find((r: { userId: { _id: string } }) => r.userId._id === id).photos).toHaveLength(1);
    const gallery = await call(t.app, 'GET', `/api/reviews/${productId}/photos`);
    expect(gallery.body.photos).toContainEqual({
      _id: res.body.review.photos[0]._id,
      url: photo.url,
      reviewId: res.body.review._id,
      rating: 4,
      reviewerName: 'Meera Pillai',
    });
  });

  it('refuses a photo with a forged or another shopper’s token, and more than 3 photos, writing nothing', async () => {
    const asha = await registerVerified(t);
    const ravi = await registerVerified(t);
    const { photo } = (await upload(asha.token)).body;
    const before = await reviewEvents();
    const stolen = await review(ravi.token, [photo]);
    expect(stolen.status).toBe(400);
    expect(stolen.body.message).toBe('This photo upload is not valid or has expired: please upload it again');
    const outside = await review(ravi.token, [{ url: 'https://tracker.example/pixel.png', token: photo.token }]);
    expect(outside.status).toBe(400);
    const four = await review(asha.token, [photo, photo, photo, photo]);
    expect(four.status).toBe(400);
    expect(four.body.errors).toContainEqual({ param: 'photos', msg: 'A review may have at most 3 photos' });
    const twice = await review(asha.token, [photo, photo]);
    expect(twice.body.message).toBe('The same photo is added twice');
    expect(await reviewEvents()).toBe(before);
  });

  describe('moderation', () => {
    let shopper: { token: string; id: string };
    let reviewId: string;
    let photoIds: string[];
    beforeAll(async () => {
      shopper = await registerVerified(t);
      const photos = [(await upload(shopper.token)).body.photo, (await upload(shopper.token)).body.photo];
      const created = (await review(shopper.token, photos, 'Bad words and a photo of my cat')).body.review;
      reviewId = created._id;
      photoIds = created.photos.map((p: { _id: string }) => p._id);
    });
    const hide = (path: string, body: unknown, token: string | undefined = admin) =>
      call(t.app, 'POST', `/api/admin/reviews/${path}`, { token, body });

    it('answers 401 and 403 on the admin routes', async () => {
      for (const [method, url, body] of [
        ['GET', '/api/admin/reviews', undefined],
        ['POST', `/api/admin/reviews/${reviewId}/hide`, { reason: 'x' }],
        ['POST', `/api/admin/reviews/${reviewId}/photos/${photoIds[0]}/hide`, { reason: 'x' }],
      ] as const) {
        expect((await call(t.app, method, url, { body })).status).toBe(401);
        expect((await call(t.app, method, url, { token: shopper.token, body })).status).toBe(403);
      }
    });

    it('refuses a missing or long reason (400) and an unknown review or photo (404)', async () => {
      const missing = await hide(`${reviewId}/hide`, { reason: '  ' });
      expect(missing.status).toBe(400);
      expect(missing.body.errors).toContainEqual({ param: 'reason', msg: 'Give the reason for hiding it' });
      expect((await hide(`${reviewId}/hide`, { reason: 'x'.repeat(201) })).body.message).toBe(
        'The reason must be at most 200 characters',
      );
      expect((await hide(`${randomUUID()}/hide`, { reason: 'Spam' })).status).toBe(404);
      expect((await hide(`${reviewId}/photos/${randomUUID()}/hide`, { reason: 'Spam' })).body).toMatchObject({
        success: false,
        message: 'Photo not found',
      });
      expect((await call(t.app, 'GET', '/api/admin/reviews?status=gone', { token: admin })).status).toBe(400);
    });

    it('hides one photo with the reason: it leaves the review and the gallery, the review stays', async () => {
      const res = await hide(`${reviewId}/photos/${photoIds[1]}/hide`, { reason: 'Not the product' });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Photo hidden');
      expect(res.body.review.photos[1]).toMatchObject({
        _id: photoIds[1],
        hidden: true,
        hiddenReason: 'Not the product',
      });
      const shown = (await call(t.app, 'GET', `/api/reviews/${productId}`)).body.reviews.find(
        (r: { _id: string }) => r._id === reviewId,
      );
      expect(shown.photos.map((p: { _id: string }) => p._id)).toEqual([photoIds[0]]);
      const gallery = (await call(t.app, 'GET', `/api/reviews/${productId}/photos`)).body.photos;
      expect(gallery.map((p: { _id: string }) => p._id)).not.toContain(photoIds[1]);
      expect((await hide(`${reviewId}/photos/${photoIds[1]}/hide`, { reason: 'Again' })).status).toBe(409);
    });

    it('hides a review with the reason and the admin as actor: off the product page, gallery and rating', async () => {
      const before = (await call(t.app, 'GET', `/api/products/${productId}`)).body.product.totalReviews;
      const res = await hide(`${reviewId}/hide`, { reason: 'Abusive language' });
      expect(res.body.review).toMatchObject({ hidden: true, hiddenReason: 'Abusive language' });
      const [event] = (await t.eventStore.readAll()).filter((e) => e.type === 'ReviewHidden');
      expect(event.metadata.actor.role).toBe('admin');
      const page = (await call(t.app, 'GET', `/api/reviews/${productId}`)).body.reviews;
      expect(page.map((r: { _id: string }) => r._id)).not.toContain(reviewId);
      const gallery = (await call(t.app, 'GET', `/api/reviews/${productId}/photos`)).body.photos;
      expect(gallery.map((p: { reviewId: string }) => p.reviewId)).not.toContain(reviewId);
      expect((await call(t.app, 'GET', `/api/products/${productId}`)).body.product.totalReviews).toBe(before - 1);
      const hidden = await call(t.app, 'GET', '/api/admin/reviews?status=hidden&withPhotos=true', { token: admin });
      expect(hidden.body).toMatchObject({ total: 1, reviews: [{ review: { _id: reviewId }, hidden: true }] });
      expect((await hide(`${reviewId}/hide`, { reason: 'Again' })).status).toBe(409);
    });
  });

  it("drops an erased reviewer's photos with their text: the review keeps its rating only", async () => {
    const gone = await registerVerified(t);
    const { photo } = (await upload(gone.token)).body;
    const created = (await review(gone.token, [photo], 'Closing my account soon')).body.review;
    expect((await call(t.app, 'DELETE', `/api/users/${gone.id}`, { token: admin })).status).toBe(200);
    const erased = async () =>
      (await call(t.app, 'GET', `/api/reviews/${productId}`)).body.reviews.find(
        (r: { _id: string }) => r._id === created._id,
      );
    const deadline = Date.now() + 10_000;
    while ((await erased()).comment !== null && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(await erased()).toMatchObject({ comment: null, photos: [] });
    const gallery = (await call(t.app, 'GET', `/api/reviews/${productId}/photos`)).body.photos;
    expect(gallery.map((p: { reviewId: string }) => p.reviewId)).not.toContain(created._id);
  });

  it('shows "Verified buyer" for a paid order of the product, not once it is cancelled or refunded', async () => {
    const buyer = await registerVerified(t);
    const order = async (orderId: string, events: Array<[stream: string, type: string, data: object]>) => {
      let position;
      for (const [stream, type, data] of events) {
        const event: NewEvent = { type, data: { orderId, ...data }, metadata: metadataOf() };
        position = (await t.eventStore.append(`${stream}-${orderId}`, [event])).position;
      }
      expect(await waitForProjections(t.db, [VERIFIED_BUYERS_PROJECTION], position!, { timeoutMs: 20_000 })).toBe(true);
    };
    const placed = (userId: string) =>
      ['order', 'OrderPlaced', { userId, items: [{ productId, quantity: 1 }] }] as [string, string, object];
    const paid = ['order', 'OrderPaid', { paymentId: 'pay_1' }] as [string, string, object];
    const created = (await review(buyer.token, [])).body.review;
    expect(created.verifiedBuyer).toBe(false);
    const unpaid = randomUUID();
    await order(unpaid, [placed(buyer.id)]);
    expect(
      (await call(t.app, 'GET', `/api/reviews/user/${productId}`, { token: buyer.token })).body.review.verifiedBuyer,
    ).toBe(false);
    const kept = randomUUID();
    await order(kept, [placed(buyer.id), paid]);
    const mine = async () =>
      (await call(t.app, 'GET', `/api/reviews/${productId}`)).body.reviews.find(
        (r: { _id: string }) => r._id === created._id,
      );
    expect((await mine()).verifiedBuyer).toBe(true);
    await order(kept, [
      ['refund', 'RefundRequested', { refundId: 'rf1', amount: 100, reason: 'Too small', restock: true }],
    ]);
    expect((await mine()).verifiedBuyer).toBe(false);
    const cancelled = randomUUID();
    await order(cancelled, [placed(buyer.id), paid, ['order', 'OrderCancelled', { by: 'owner', refundDue: true }]]);
    expect((await mine()).verifiedBuyer).toBe(false);
  });
});

function metadataOf() {
  const context = systemContext();
  return {
    actor: context.actor,
    correlationId: context.correlationId,
    causationId: null,
    occurredAt: new Date().toISOString(),
  };
}
