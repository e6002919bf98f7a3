import { screen, within } from '@testing-library/react';
import { fakeApi } from '../../testing/fake-api';
import { renderWithApp } from '../../testing/render';
import { Footer } from './Footer';
import { TopBanner } from './TopBanner';

describe('footer and top banner', () => {
  it("says 'We ship all over India' with a social link and 'WhatsApp Support'", () => {
    renderWithApp(<TopBanner />);
    expect(screen.getByText('We ship all over India')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'WhatsApp Support' }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\//);
    expect(screen.getByRole('link', { name: 'Instagram' })).toBeTruthy();
  });

  it('has the contact block, quick links and policy links', () => {
    renderWithApp(<Footer />);
    expect(screen.getByText('support@threadfit.in')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Email support' }).getAttribute('href')).toBe(
      'mailto:support@threadfit.in',
    );
    expect(screen.getByRole('link', { name: 'WhatsApp Support' })).toBeTruthy();
    const quick = within(screen.getByRole('navigation', { name: 'Quick links' }));
    expect(quick.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Topwear', '/collections?category=topwear'],
      ['Bottomwear', '/collections?category=bottomwear'],
      ['All Products', '/collections'],
    ]);
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
  });

  it('opens the return policy in a modal, worded from the server’s policy', async () => {
    fakeApi({ 'GET /api/returns/policy': { body: { success: true, windowDays: 3, exchangesEnabled: false } } });
    const { user } = renderWithApp(<Footer />);
    await user.click(screen.getByRole('button', { name: 'Return Policy' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Return Policy' }));
    expect(await dialog.findByText('Returns are accepted within 3 days of delivery only.')).toBeTruthy();
    expect(dialog.getByText('Refunds are processed within 5-7 business days after approval.')).toBeTruthy();
  });
});
