import type { ModeratedReview } from '@store/contracts';
import { screen, within } from '@testing-library/react';
import { fakeApi, type FakeRoutes } from '../../../testing/fake-api';
import { anAdmin, aReview } from '../../../testing/fixtures';
import { renderWithApp } from '../../../testing/render';
import { ReviewModerationPage } from './ReviewModerationPage';

const { photos: _photos, ...review } = aReview({ _id: 'r1', userId: { _id: 'u2', name: 'Meera Pillai' } });
const item = (overrides: Partial<ModeratedReview> = {}): ModeratedReview => ({
  review,
  productName: 'Aero Dry-Fit Tee',
  photos: [
    { _id: 'ph1', url: '/uploads/1.png', hidden: false, hiddenReason: null, hiddenAt: null, hiddenBy: null },
    { _id: 'ph2', url: '/uploads/2.png', hidden: false, hiddenReason: null, hiddenAt: null, hiddenBy: null },
  ],
  hidden: false,
  hiddenReason: null,
  hiddenAt: null,
  hiddenBy: null,
  ...overrides,
});

function page(routes: FakeRoutes) {
  const api = fakeApi(routes);
  return { ...renderWithApp(<ReviewModerationPage />, { signedInAs: anAdmin() }), api };
}

describe('Reviews moderation (admin, issue #44)', () => {
  const list: FakeRoutes = {
    'GET /api/admin/reviews': { body: { success: true, reviews: [item()], currentPage: 1, totalPages: 1, total: 1 } },
  };

  it('hides one photo with the reason asked for first', async () => {
    const { user, api } = page({
      ...list,
      'POST /api/admin/reviews/:id/photos/:photoId/hide': {
        body: { success: true, review: item(), message: 'Photo hidden' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Hide photo 2' }));
    const dialog = within(screen.getByRole('dialog', { name: "Hide photo 2 of Meera Pillai's review?" }));
    await user.click(dialog.getByRole('button', { name: 'Hide' }));
    expect(dialog.getByText('Give the reason for hiding it')).toBeTruthy();
    await user.type(dialog.getByLabelText('Reason'), 'Not the product');
    await user.click(dialog.getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('Photo hidden')).toBeTruthy();
    expect(api.calls('POST', '/api/admin/reviews/r1/photos/ph2/hide')[0].body).toEqual({ reason: 'Not the product' });
  });

  it('hides a review, and shows a hidden one with its reason', async () => {
    const { user, api } = page({
      'GET /api/admin/reviews': (request) => ({
        body: {
          success: true,
          reviews: [request.query.get('status') === 'hidden' ? item({ hidden: true, hiddenReason: 'Spam' }) : item()],
          currentPage: 1,
          totalPages: 1,
          total: 1,
        },
      }),
      'POST /api/admin/reviews/:id/hide': { body: { success: true, review: item(), message: 'Review hidden' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Hide review' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Hide the review by Meera Pillai?' }));
    await user.type(dialog.getByLabelText('Reason'), 'Abusive language');
    await user.click(dialog.getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('Review hidden')).toBeTruthy();
    expect(api.calls('POST', '/api/admin/reviews/r1/hide')[0].body).toEqual({ reason: 'Abusive language' });
    await user.selectOptions(screen.getByLabelText('Show'), 'hidden');
    expect(await screen.findByText('Hidden: Spam')).toBeTruthy();
  });
});
