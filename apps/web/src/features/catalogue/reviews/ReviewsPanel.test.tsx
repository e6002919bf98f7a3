import { screen, waitFor, within } from '@testing-library/react';
import { aReview, aUser } from '../../../testing/fixtures';
import { fakeApi, type FakeRoutes } from '../../../testing/fake-api';
import { renderWithApp } from '../../../testing/render';
import { ReviewsPanel } from './ReviewsPanel';
import type { Review } from './types';

const review = (n: number, extra: Partial<Review> = {}): Review =>
  aReview({
    _id: `r${n}`,
    rating: 4,
    comment: `Review number ${n} is great`,
    userId: { _id: `u${n}`, name: `Buyer ${n}` },
    ...extra,
  });

function panel(routes: FakeRoutes, signedIn = true) {
  const api = fakeApi({ 'GET /api/reviews/user/:productId': { body: { success: true, review: null } }, ...routes });
  const view = renderWithApp(<ReviewsPanel productId="tee-1" averageRating={4.2} totalReviews={11} />, {
    signedInAs: signedIn ? aUser() : undefined,
  });
  return { ...view, api };
}

describe('reviews', () => {
  it("says 'No reviews yet. Be the first to review this product!' when there are none", async () => {
    panel({ 'GET /api/reviews/:productId': { body: { success: true, reviews: [] } } });
    expect(await screen.findByText('No reviews yet. Be the first to review this product!')).toBeTruthy();
  });

  it("shows 'Anonymous' when the reviewer name is missing", async () => {
    panel({
      'GET /api/reviews/:productId': {
        body: { success: true, reviews: [review(1, { userId: { _id: 'u1', name: '' } })] },
      },
    });
    expect(await screen.findByText('Anonymous')).toBeTruthy();
  });

  it("shows a deleted reviewer's review as its rating only: 'Anonymous', the stars and no text", async () => {
    panel({
      'GET /api/reviews/:productId': {
        body: {
          success: true,
          reviews: [review(1, { comment: null, rating: 3, userId: { _id: 'u1', name: 'Anonymous' } })],
        },
      },
    });
    const note = await screen.findByText('Only the rating remains: this reviewer’s account was deleted.');
    const item = note.closest('article')!;
    expect(within(item as HTMLElement).getByText('Anonymous')).toBeTruthy();
    expect(within(item as HTMLElement).getByRole('img', { name: 'Rated 3.0 out of 5' })).toBeTruthy();
  });

  it('loads 10 a page and assumes more when a page returns exactly 10', async () => {
    const { user, api } = panel({
      'GET /api/reviews/:productId': (request) => {
        const page = Number(request.query.get('page'));
        const count = page === 1 ? 10 : 3;
        return { body: { success: true, reviews: Array.from({ length: count }, (_, i) => review(page * 100 + i)) } };
      },
    });
    await screen.findByText('Buyer 100');
    expect(api.requests.find((request) => request.path === '/api/reviews/tee-1')?.query.get('limit')).toBe('10');
    await user.click(screen.getByRole('button', { name: 'Load More Reviews' }));
    expect(await screen.findByText('Buyer 202')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load More Reviews' })).toBeNull();
  });

  it("rejects a review shorter than 10 characters with 'Review must be at least 10 characters long'", async () => {
    const { user, api } = panel({ 'GET /api/reviews/:productId': { body: { success: true, reviews: [] } } });
    await user.click(await screen.findByRole('button', { name: 'Write a Review' }));
    await user.type(await screen.findByLabelText('Your review'), 'Too short');
    expect(screen.getByText('9/500')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(screen.getByText('Review must be at least 10 characters long')).toBeTruthy();
    expect(api.calls('POST', '/api/reviews')).toHaveLength(0);
  });

  it("puts a new review on top, in the 'Your review' card (once), and resets the form to rating 5 and an empty comment", async () => {
    const created = review(9, {
      rating: 3,
      comment: 'Fits well, fabric is soft',
      userId: { _id: 'u1', name: 'Asha Rao' },
    });
    const { user, api } = panel({
      'GET /api/reviews/:productId': { body: { success: true, reviews: [review(1)] } },
      'POST /api/reviews': { status: 201, body: { success: true, review: created } },
    });
    await screen.findByText('Buyer 1');
    await user.click(screen.getByRole('button', { name: 'Write a Review' }));
    expect(screen.getByRole('radio', { name: '5 stars' })).toHaveProperty('checked', true);
    await user.click(screen.getByRole('radio', { name: '3 stars' }));
    await user.type(await screen.findByLabelText('Your review'), 'Fits well, fabric is soft');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Review submitted successfully!')).toBeTruthy();
    expect(api.calls('POST', '/api/reviews')[0].body).toEqual({
      productId: 'tee-1',
      rating: 3,
      comment: 'Fits well, fabric is soft',
    });
    expect(await screen.findByText('Your review')).toBeTruthy(); // after the refetch lands
    expect(screen.getAllByRole('article')[0].textContent).toContain('Fits well, fabric is soft');
    expect(screen.getAllByText('Fits well, fabric is soft')).toHaveLength(1);
    expect(screen.getByText('Review number 1 is great')).toBeTruthy();
  });

  it("shows the shopper's own review once, in 'Your review' and not again in the list, beside '1 review'", async () => {
    const mine = review(7, { comment: 'Snug fit, holds up to heavy squats', userId: { _id: 'u1', name: 'Asha Rao' } });
    fakeApi({
      'GET /api/reviews/:productId': { body: { success: true, reviews: [mine] } },
      'GET /api/reviews/user/:productId': { body: { success: true, review: mine } },
    });
    renderWithApp(<ReviewsPanel productId="tee-1" averageRating={5} totalReviews={1} />, { signedInAs: aUser() });
    expect(await screen.findByText('Your review')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Loading reviews')).toBeNull());
    expect(screen.getAllByText('Snug fit, holds up to heavy squats')).toHaveLength(1);
    expect(screen.getByText(/· 1 review$/)).toBeTruthy();
    expect(screen.queryByText('No reviews yet. Be the first to review this product!')).toBeNull();
  });

  it('lets the author edit and delete their one review', async () => {
    const mine = review(7, { comment: 'My first impressions', userId: { _id: 'u1', name: 'Asha Rao' } });
    const { user, api } = panel({
      'GET /api/reviews/:productId': { body: { success: true, reviews: [mine] } },
      'GET /api/reviews/user/:productId': { body: { success: true, review: mine } },
      'PUT /api/reviews/:id': (request) => ({
        body: { success: true, review: { ...mine, ...(request.body as object) } },
      }),
      'DELETE /api/reviews/:id': { body: { success: true, message: 'Review deleted successfully!' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(screen.queryByRole('button', { name: 'Write a Review' })).toBeNull();
    const comment = await screen.findByLabelText('Your review');
    await user.clear(comment);
    await user.type(comment, 'Updated after a month of training');
    await user.click(screen.getByRole('button', { name: 'Update Review' }));
    expect(await screen.findByText('Review updated successfully!')).toBeTruthy();
    expect(api.calls('PUT', '/api/reviews/r7')[0].body).toEqual({
      rating: 4,
      comment: 'Updated after a month of training',
    });

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('Review deleted successfully!')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Write a Review' })).toBeTruthy());
  });

  it("shows the server message or 'Failed to submit review'", async () => {
    const { user } = panel({
      'GET /api/reviews/:productId': { body: { success: true, reviews: [] } },
      'POST /api/reviews': { status: 500, body: {} },
    });
    await user.click(await screen.findByRole('button', { name: 'Write a Review' }));
    await user.type(await screen.findByLabelText('Your review'), 'A long enough review');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Failed to submit review')).toBeTruthy();
  });

  it("asks a guest to log in: 'Please login to submit a review'", async () => {
    panel({ 'GET /api/reviews/:productId': { body: { success: true, reviews: [] } } }, false);
    expect(await screen.findByText(/Please login to submit a review/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Write a Review' })).toBeNull();
  });

  it("says 'Failed to load reviews' when the list cannot load", async () => {
    panel({ 'GET /api/reviews/:productId': { status: 500, body: {} } });
    expect(await screen.findByText('Failed to load reviews')).toBeTruthy();
  });
});
