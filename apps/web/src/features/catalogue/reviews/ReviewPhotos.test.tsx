import { screen, within } from '@testing-library/react';
import { aReview, aUser } from '../../../testing/fixtures';
import { fakeApi, type FakeRoutes } from '../../../testing/fake-api';
import { renderWithApp } from '../../../testing/render';
import { ReviewsPanel } from './ReviewsPanel';

function panel(routes: FakeRoutes, signedIn = true) {
  const api = fakeApi({
    'GET /api/reviews/user/:productId': { body: { success: true, review: null } },
    'GET /api/reviews/:productId/photos': { body: { success: true, photos: [] } },
    ...routes,
  });
  return {
    ...renderWithApp(<ReviewsPanel productId="tee-1" averageRating={4} totalReviews={1} />, {
      signedInAs: signedIn ? aUser() : undefined,
    }),
    api,
  };
}

const photoReview = aReview({
  _id: 'r1',
  userId: { _id: 'u2', name: 'Meera Pillai' },
  photos: [{ _id: 'ph1', url: '/uploads/ph1.png' }],
  verifiedBuyer: true,
});

describe('reviews with photos (issue #44)', () => {
  it("shows a review's photos and the 'Verified buyer' badge", async () => {
    panel({ 'GET /api/reviews/:productId': { body: { success: true, reviews: [photoReview] } } }, false);
    const item = within((await screen.findByText('Meera Pillai')).closest('article') as HTMLElement);
    expect(item.getByText('Verified buyer')).toBeTruthy();
    expect(item.getByRole('img', { name: 'Photo from Meera Pillai (1)' }).getAttribute('src')).toBe('/uploads/ph1.png');
  });

  it('shows the gallery of customer photos above the reviews', async () => {
    panel(
      {
        'GET /api/reviews/:productId': { body: { success: true, reviews: [photoReview] } },
        'GET /api/reviews/:productId/photos': {
          body: {
            success: true,
            photos: [{ _id: 'ph1', url: '/uploads/ph1.png', reviewId: 'r1', rating: 5, reviewerName: 'Meera Pillai' }],
          },
        },
      },
      false,
    );
    const gallery = within((await screen.findByRole('heading', { name: 'Customer photos' })).closest('section')!);
    expect(gallery.getByRole('img', { name: 'Photo from Meera Pillai' })).toBeTruthy();
  });

  it('uploads a chosen photo and sends it with the new review', async () => {
    const { user, api } = panel({
      'GET /api/reviews/:productId': { body: { success: true, reviews: [] } },
      'POST /api/uploads/review-photos': {
        status: 201,
        body: { success: true, photo: { url: '/uploads/new.png', token: 'signed' } },
      },
      'POST /api/reviews': {
        status: 201,
        body: { success: true, review: aReview({ _id: 'r9', photos: [{ _id: 'p9', url: '/uploads/new.png' }] }) },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Write a Review' }));
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'tee.png', { type: 'image/png' });
    await user.upload(await screen.findByLabelText('Add photos (up to 3)'), file);
    expect(await screen.findByRole('button', { name: 'Remove photo 1' })).toBeTruthy();
    await user.type(screen.getByLabelText('Your review'), 'Lovely fit and colour');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Review submitted successfully!')).toBeTruthy();
    expect(api.calls('POST', '/api/reviews')[0].body).toEqual({
      productId: 'tee-1',
      rating: 5,
      comment: 'Lovely fit and colour',
      photos: [{ url: '/uploads/new.png', token: 'signed' }],
    });
  });

  it('refuses a photo over 4 MB before uploading it', async () => {
    const { user, api } = panel({ 'GET /api/reviews/:productId': { body: { success: true, reviews: [] } } });
    await user.click(await screen.findByRole('button', { name: 'Write a Review' }));
    const big = new File([new Uint8Array(4 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(await screen.findByLabelText('Add photos (up to 3)'), big);
    expect(await screen.findByText('Photos must be 4 MB or smaller')).toBeTruthy();
    expect(api.calls('POST', '/api/uploads/review-photos')).toHaveLength(0);
  });
});
