import { screen, within } from '@testing-library/react';
import type { ProductHistoryResponse } from '@store/contracts';
import { anAdmin } from '../../../testing/fixtures';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithApp } from '../../../testing/render';
import { anAdminProduct } from '../admin-fixtures';
import { ProductHistoryPage } from './ProductHistoryPage';

const history: ProductHistoryResponse = {
  success: true,
  entries: [
    {
      type: 'ProductPricingChanged',
      at: '2026-11-02T10:00:00.000Z',
      actor: { id: 'a1', role: 'admin', name: null },
      changes: [
        { field: 'offerPrice', before: null, after: 699 },
        { field: 'hasOfferPricing', before: false, after: true },
      ],
    },
    {
      type: 'ProductCreated',
      at: '2026-11-01T10:00:00.000Z',
      actor: { id: null, role: 'system', name: null },
      changes: [{ field: 'price', before: null, after: 799 }],
    },
  ],
};

describe('product history', () => {
  it('shows each change with its actor and the values before and after, newest first', async () => {
    fakeApi({
      'GET /api/products/:id': { body: { success: true, product: anAdminProduct() } },
      'GET /api/users/:id': { body: { success: true, user: anAdmin({ _id: 'a1', name: 'Asha Admin' }) } },
      'GET /api/products/:id/history': { body: history },
    });
    renderWithApp(<ProductHistoryPage />, {
      signedInAs: anAdmin(),
      route: '/admin/products/p1/history',
      path: '/admin/products/:id/history',
    });
    const list = await screen.findByRole('list', { name: 'Product changes' });
    const [pricing, created] = within(list).getAllByRole('listitem');
    expect(within(pricing).getByText('Price or offer changed')).toBeTruthy();
    expect(await within(pricing).findByText(/by Asha Admin/)).toBeTruthy();
    const offer = within(pricing).getByRole('row', { name: /offerPrice/ });
    expect(offer.textContent).toContain('—');
    expect(offer.textContent).toContain('699');
    expect(within(pricing).getByRole('row', { name: /hasOfferPricing/ }).textContent).toContain('noyes');
    expect(within(created).getByText(/by System/)).toBeTruthy();
  });

  it("shows 'No changes yet.' for a product without changes", async () => {
    fakeApi({
      'GET /api/products/:id': { body: { success: true, product: anAdminProduct() } },
      'GET /api/products/:id/history': { body: { success: true, entries: [] } },
    });
    renderWithApp(<ProductHistoryPage />, {
      signedInAs: anAdmin(),
      route: '/admin/products/p1/history',
      path: '/admin/products/:id/history',
    });
    expect(await screen.findByText('No changes yet.')).toBeTruthy();
  });
});
