import type { OfferRequest } from '@store/contracts/requests';
import { screen } from '@testing-library/react';
import { anAdmin } from '../../../testing/fixtures';
import { fakeApi, type FakeRoutes } from '../../../testing/fake-api';
import { renderWithApp } from '../../../testing/render';
import { anOffer } from '../admin-fixtures';
import { OffersPage } from './OffersPage';
import { emptyOfferForm, isOfferActive, validateOfferForm } from './offer-form-rules';

function offers(routes: FakeRoutes) {
  const api = fakeApi(routes);
  return { ...renderWithApp(<OffersPage />, { signedInAs: anAdmin() }), api };
}

describe('offer form rules (spec section 5)', () => {
  it("asks for both dates: 'Please select both start and end dates.'", () => {
    expect(validateOfferForm({ ...emptyOfferForm(), validFrom: '2026-11-01' }).validUntil).toBe(
      'Please select both start and end dates.',
    );
  });
  it("refuses an end before the start: 'End date must be after start date.'", () => {
    expect(
      validateOfferForm({ ...emptyOfferForm(), validFrom: '2026-11-10', validUntil: '2026-11-01' }).validUntil,
    ).toBe('End date must be after start date.');
  });
  it('requires Title, Discount, Description, CTA Text and CTA Link; the delay is at least 0', () => {
    const errors = validateOfferForm({ ...emptyOfferForm(), delay: '-1' });
    expect(Object.keys(errors).sort()).toEqual(
      ['ctaLink', 'ctaText', 'delay', 'description', 'discount', 'title', 'validFrom'].sort(),
    );
  });
  it('is Active only when on and today lies within the period, both days included', () => {
    const offer = anOffer({ validFrom: '2026-11-01', validUntil: '2026-11-30' });
    expect(isOfferActive(offer, new Date('2026-11-30T18:00:00Z'))).toBe(true);
    expect(isOfferActive(offer, new Date('2026-11-30T19:00:00Z'))).toBe(false);
    expect(isOfferActive({ ...offer, isActive: false }, new Date('2026-11-15T10:00:00Z'))).toBe(false);
  });
});

describe('Manage Offers', () => {
  it("shows 'No active offer found' and creates an offer with the section 9 defaults: 'Offer created successfully!'", async () => {
    const { user, api } = offers({
      'GET /api/offers': { body: { success: true, offers: [] } },
      'POST /api/offers': { status: 201, body: { success: true, offer: anOffer() } },
    });
    expect(await screen.findByText('No active offer found')).toBeTruthy();
    expect(screen.getByLabelText(/^Title/).matches(':disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Create Offer' }));
    expect((screen.getByLabelText('Badge Text') as HTMLInputElement).value).toBe('LIMITED TIME OFFER');
    expect((screen.getByLabelText('Display Delay (ms)') as HTMLInputElement).value).toBe('2000');
    await user.type(screen.getByLabelText(/^Title/), 'Diwali Sale');
    await user.type(screen.getByLabelText(/^Discount/), '30% OFF');
    await user.type(screen.getByLabelText(/^Description/), 'On all gym wear');
    await user.type(screen.getByLabelText(/^CTA Text/), 'Shop Now');
    await user.type(screen.getByLabelText(/^CTA Link/), '/products');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Please select both start and end dates.')).toBeTruthy();
    await user.type(screen.getByLabelText(/^Valid From/), '2026-11-10');
    await user.type(screen.getByLabelText(/^Valid Until/), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('End date must be after start date.')).toBeTruthy();
    await user.clear(screen.getByLabelText(/^Valid Until/));
    await user.type(screen.getByLabelText(/^Valid Until/), '2026-11-30');
    expect(screen.getByRole('figure', { name: 'Offer preview' }).textContent).toContain('30% OFF');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Offer created successfully!')).toBeTruthy();
    expect(api.calls('POST', '/api/offers')[0].body).toEqual({
      title: 'Diwali Sale',
      discount: '30% OFF',
      description: 'On all gym wear',
      validFrom: '2026-11-10',
      validUntil: '2026-11-30',
      badgeText: 'LIMITED TIME OFFER',
      ctaText: 'Shop Now',
      ctaLink: '/products',
      terms: '*Offer valid on selected items. Cannot be combined with other promotions.',
      showBadge: true,
      showOncePerSession: true,
      isActive: true,
      delay: 2000,
    });
  });

  it("edits the saved offer, Cancel resets it, and a save shows 'Offer updated successfully!'", async () => {
    const { user, api } = offers({
      'GET /api/offers': { body: { success: true, offers: [anOffer()] } },
      'PUT /api/offers/:id': { body: { success: true, offer: anOffer({ title: 'Mega Sale' }) } },
    });
    expect(await screen.findByText(/Valid from 1 November 2026 to 30 November 2026/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Edit Offer' }));
    const title = screen.getByLabelText(/^Title/);
    await user.clear(title);
    await user.type(title, 'Mega Sale');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Diwali Sale');
    await user.click(screen.getByRole('button', { name: 'Edit Offer' }));
    await user.clear(screen.getByLabelText(/^Title/));
    await user.type(screen.getByLabelText(/^Title/), 'Mega Sale');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Offer updated successfully!')).toBeTruthy();
    expect((api.calls('PUT', '/api/offers/o1')[0].body as OfferRequest).title).toBe('Mega Sale');
  });

  it('shows the saved offer in the form and the card after an update', async () => {
    let saved = anOffer();
    const { user } = offers({
      'GET /api/offers': () => ({ body: { success: true, offers: [saved] } }),
      'PUT /api/offers/:id': (request) => {
        saved = anOffer({ ...(request.body as object), updatedAt: '2026-11-02T10:00:00.000Z' });
        return { body: { success: true, offer: saved } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Offer' }));
    await user.clear(screen.getByLabelText(/^Title/));
    await user.type(screen.getByLabelText(/^Title/), 'Mega Sale');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await screen.findByText('Offer updated successfully!');
    expect(await screen.findByRole('heading', { name: 'Mega Sale' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Mega Sale');
  });

  it('after creating, an edit and update shows the new values in the form', async () => {
    let saved: ReturnType<typeof anOffer> | null = null;
    const { user } = offers({
      'GET /api/offers': () => ({ body: { success: true, offers: saved ? [saved] : [] } }),
      'POST /api/offers': (request) => {
        saved = anOffer({ ...(request.body as object) });
        return { status: 201, body: { success: true, offer: saved } };
      },
      'PUT /api/offers/:id': (request) => {
        saved = anOffer({ ...(request.body as object), updatedAt: '2026-11-02T10:00:00.000Z' });
        return { body: { success: true, offer: saved } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Create Offer' }));
    await user.type(screen.getByLabelText(/^Title/), 'Monsoon');
    await user.type(screen.getByLabelText(/^Discount/), '25% OFF');
    await user.type(screen.getByLabelText(/^Description/), 'Quarter off');
    await user.type(screen.getByLabelText(/^Valid From/), '2026-11-10');
    await user.type(screen.getByLabelText(/^Valid Until/), '2026-11-30');
    await user.type(screen.getByLabelText(/^CTA Text/), 'Shop Now');
    await user.type(screen.getByLabelText(/^CTA Link/), '/products');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await screen.findByText('Offer created successfully!');
    await user.click(await screen.findByRole('button', { name: 'Edit Offer' }));
    await user.clear(screen.getByLabelText(/^Title/));
    await user.type(screen.getByLabelText(/^Title/), 'Mega Monsoon');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await screen.findByText('Offer updated successfully!');
    expect(await screen.findByRole('heading', { name: 'Mega Monsoon' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Mega Monsoon');
  });

  it('shows the first server validation message when a save fails', async () => {
    const { user } = offers({
      'GET /api/offers': { body: { success: true, offers: [anOffer()] } },
      'PUT /api/offers/:id': {
        status: 400,
        body: {
          success: false,
          message: 'Validation failed',
          errors: [{ param: 'ctaLink', msg: 'CTA Link is required' }],
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Offer' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect((await screen.findAllByText('CTA Link is required')).length).toBeGreaterThan(0);
  });

  it("shows 'Failed to load current offer' when the offers cannot be read", async () => {
    offers({ 'GET /api/offers': { status: 500, body: {} } });
    expect((await screen.findAllByText('Failed to load current offer')).length).toBeGreaterThan(0);
  });
});
