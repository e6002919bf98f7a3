import { CatalogueTestApp, startCatalogueApp } from '../support/catalogue-test-app';
import { adminToken, call, registerVerified } from '@store/identity/testing';
import { productBody } from '../support/products';

describe('reviews', () => {
  let t: CatalogueTestApp;
  let admin: string;
  let productId: string;
  beforeAll(async () => {
    t = await startCatalogueApp();
    admin = (await adminToken(t)).token;
    const res = await call(t.app, 'POST', '/api/products', { token: admin, body: productBody() });
    productId = res.body.product._id;
  });
  afterAll(() => t?.close());

  it('creates a review and updates the product rating at once', async () => {
    const { token, id, payload } = await registerVerified(t, { name: 'Kavya Rao' });
    const res = await call(t.app, 'POST', '/api/reviews', {
      token,
      body: { productId, rating: 4, comment: 'Stays dry through deadlifts' },
    });
    expect(res.status).toBe(201);
    expect(res.body.review).toMatchObject({
      rating: 4,
      comment: 'Stays dry through deadlifts',
      userId: { _id: id, name: payload.name },
    });
    expect(res.body.review.formattedDate).toMatch(/\d{4}/);
    const mine = await call(t.app, 'GET', `/api/reviews/user/${productId}`, { token });
    expect(mine.body.review._id).toBe(res.body.review._id);
    const product = await call(t.app, 'GET', `/api/products/${productId}`);
    expect(product.body.product).toMatchObject({ averageRating: 4, totalReviews: 1 });
  });

  it('records what the reviewer wrote only sealed under their key: the review events hold no text of it (issue #38)', async () => {
    const { token, id } = await registerVerified(t, { name: 'Nandini Quarterfield' });
    const comment = 'Nandini Quarterfield here, call 9811122233, 14 Banyan Crescent';
    const created = await call(t.app, 'POST', '/api/reviews', { token, body: { productId, rating: 4, comment } });
    expect(created.body.review).toMatchObject({ comment, userId: { name: 'Nandini Quarterfield' } });
    const edited = await call(t.app, 'PUT', `/api/reviews/${created.body.review._id}`, {
      token,
      body: { rating: 5, comment: `${comment}, flat 2` },
    });
    expect(edited.body.review.comment).toBe(`${comment}, flat 2`);
    const events = (await t.eventStore.readAll()).filter(
      (event) => event.streamId.startsWith('catalogue-review-') && (event.data as { userId: string }).userId === id,
    );
    expect(events.map((event) => event.type)).toEqual(['ReviewCreated', 'ReviewEdited']);
    const log = JSON.stringify(events.map((event) => event.data));
    for (const trace of ['Nandini', 'Quarterfield', '9811122233', 'Banyan']) expect(log).not.toContain(trace);
    expect(
      events.every((event) => {
        const data = event.data as Record<string, unknown>;
        return typeof data.sealedComment === 'string' && !('comment' in data);
      }),
    ).toBe(true);
  });

  it('records nothing for an edit that changes neither the rating nor the text', async () => {
    const { token, id } = await registerVerified(t);
    const created = await call(t.app, 'POST', '/api/reviews', {
      token,
      body: { productId, rating: 3, comment: 'Decent for the price' },
    });
    const again = await call(t.app, 'PUT', `/api/reviews/${created.body.review._id}`, {
      token,
      body: { rating: 3, comment: '  Decent for the price ' },
    });
    expect(again.body.review).toMatchObject({ rating: 3, comment: 'Decent for the price' });
    const events = (await t.eventStore.readAll()).filter(
      (event) => event.streamId.startsWith('catalogue-review-') && (event.data as { userId: string }).userId === id,
    );
    expect(events.map((event) => event.type)).toEqual(['ReviewCreated']);
  });

  it("answers 401 to a guest (the client shows 'Please login to submit a review')", async () => {
    const res = await call(t.app, 'POST', '/api/reviews', {
      body: { productId, rating: 5, comment: 'Lovely fabric overall' },
    });
    expect(res.status).toBe(401);
  });

  it("rejects a review shorter than 10 characters with 'Review must be at least 10 characters long'", async () => {
    const { token } = await registerVerified(t);
    const res = await call(t.app, 'POST', '/api/reviews', { token, body: { productId, rating: 5, comment: 'short' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      message: 'Review must be at least 10 characters long',
      errors: [{ param: 'comment', msg: 'Review must be at least 10 characters long' }],
    });
    const rating = await call(t.app, 'POST', '/api/reviews', {
      token,
      body: { productId, rating: 6, comment: 'Long enough comment' },
    });
    expect(rating.body.errors).toEqual([{ param: 'rating', msg: 'Rating must be a whole number from 1 to 5' }]);
  });

  it('allows one review per user per product, also through POST /products/{id}/reviews', async () => {
    const { token } = await registerVerified(t);
    const first = await call(t.app, 'POST', `/api/products/${productId}/reviews`, {
      token,
      body: { rating: 5, comment: 'Best joggers I have owned' },
    });
    expect(first.status).toBe(201);
    const second = await call(t.app, 'POST', '/api/reviews', {
      token,
      body: { productId, rating: 3, comment: 'Changed my mind a bit' },
    });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('You have already reviewed this product');
  });

  it("answers 404 'Product not found' for a review of an unknown product", async () => {
    const { token } = await registerVerified(t);
    const res = await call(t.app, 'POST', '/api/reviews', {
      token,
      body: { productId: 'nope', rating: 5, comment: 'Long enough comment' },
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Product not found');
  });

  it('lets the owner or an admin edit and delete, nobody else', async () => {
    const owner = await registerVerified(t);
    const other = await registerVerified(t);
    const created = await call(t.app, 'POST', '/api/reviews', {
      token: owner.token,
      body: { productId, rating: 2, comment: 'Seams came loose quickly' },
    });
    const id = created.body.review._id;
    expect(
      (
        await call(t.app, 'PUT', `/api/reviews/${id}`, {
          token: other.token,
          body: { rating: 5, comment: 'Hijacked review text' },
        })
      ).status,
    ).toBe(403);
    expect(
      (await call(t.app, 'PUT', `/api/reviews/${id}`, { body: { rating: 5, comment: 'Hijacked review text' } })).status,
    ).toBe(401);
    const edited = await call(t.app, 'PUT', `/api/reviews/${id}`, {
      token: owner.token,
      body: { rating: 3, comment: 'Seams fixed by the exchange' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.review).toMatchObject({ rating: 3, comment: 'Seams fixed by the exchange' });
    expect((await call(t.app, 'DELETE', `/api/reviews/${id}`, { token: other.token })).status).toBe(403);
    const deleted = await call(t.app, 'DELETE', `/api/reviews/${id}`, { token: admin });
    expect(deleted.body).toEqual({ success: true, message: 'Review deleted successfully' });
    expect(
      (
        await call(t.app, 'PUT', `/api/reviews/${id}`, {
          token: owner.token,
          body: { rating: 3, comment: 'Seams fixed by the exchange' },
        })
      ).status,
    ).toBe(404);
  });

  it("lists a page of reviews newest first, 10 by default, and shows a deleted user's review as its rating only ('Anonymous', no text), keeping the product's average and count", async () => {
    const list = await call(t.app, 'GET', `/api/reviews/${productId}`);
    expect(list.status).toBe(200);
    const dates = list.body.reviews.map((r: any) => r.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const gone = await registerVerified(t);
    await call(t.app, 'POST', '/api/reviews', {
      token: gone.token,
      body: { productId, rating: 1, comment: 'Account closing soon' },
    });
    const ratings = async () => {
      const { averageRating, totalReviews } = (await call(t.app, 'GET', `/api/products/${productId}`)).body.product;
      return { averageRating, totalReviews };
    };
    const before = await ratings();
    expect((await call(t.app, 'DELETE', `/api/users/${gone.id}`, { token: admin })).status).toBe(200);
    const deadline = Date.now() + 5000;
    let review: any;
    while (Date.now() < deadline) {
      const res = await call(t.app, 'GET', `/api/reviews/${productId}`, { query: { page: '1', limit: '1' } });
      review = res.body.reviews[0];
      if (review.userId.name === 'Anonymous') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(review).toMatchObject({ rating: 1, comment: null, userId: { _id: gone.id, name: 'Anonymous' } });
    expect(await ratings()).toEqual(before);
    // Its text cannot be written again (the key is gone); an admin may still delete it.
    const rewrite = await call(t.app, 'PUT', `/api/reviews/${review._id}`, {
      token: admin,
      body: { rating: 2, comment: 'Written by someone else' },
    });
    expect([rewrite.status, rewrite.body.message]).toEqual([
      409,
      "This review's author was deleted: only its rating is kept, and its text cannot be written",
    ]);
    expect((await call(t.app, 'GET', `/api/reviews/${productId}`, { query: { limit: '0' } })).status).toBe(400);
  });
});
